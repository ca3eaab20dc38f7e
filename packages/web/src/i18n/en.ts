import { casseTeteEn } from '../games/casse-tete/messages';
import { finitoEn } from '../games/finito/messages';
import { zigzagEn } from '../games/zigzag/messages';
import { onlineEn } from '../online/messages';
import { printEn } from '../print/messages';
import type { MessageId } from './fr';
import { hintsEn } from './hints';

/** English messages: the same ids as the French reference catalogue, none missing, none empty. */
export const en: Record<MessageId, string> = {
  'app.title': 'Ludimaths',
  'app.tagline': 'Board games to play with numbers',
  'nav.home': 'Home',
  'nav.settings': 'Settings',
  'nav.replay': 'Watch a game again',
  'nav.skip': 'Skip to content',
  'nav.back': 'Back',

  'home.heading': 'Pick a game',
  'home.playersRange': '{min, number} to {max, number} players',
  'home.playersExact': '{count, plural, one {# player} other {# players}}',
  'home.rules': 'Rules',
  'home.play': 'Play',
  'home.resume': 'Resume the game',

  'game.piste.title': 'The track of ultimate numbers',
  'game.piste.description':
    'Roll the dice and race from 0 to 99. Ultimate numbers make you jump ahead, raised numbers send you back!',
  'game.petite-piste.title': 'The little track',
  'game.petite-piste.description': 'The same race on a shorter track, from 0 to 50: perfect to start with.',
  'game.zigzag.title': 'Zigzag',
  'game.zigzag.description':
    'Move your pawn from cell to cell and compute: + 6, × 2, ÷ 2… Aim for multiples of 10 to score points.',
  'game.casse-tete.title': 'Casse-tête',
  'game.casse-tete.description': 'Lay tokens side by side when their numbers are equal: 1/4 = 0.25 = 25%.',
  'game.casse-tete-solitaire.title': 'Casse-tête solitaire',
  'game.casse-tete-solitaire.description':
    'On your own, arrange the 30 tokens in a rectangle: two touching sides always have the same value.',
  'game.finito.title': 'Finito',
  'game.finito.description':
    'One twenty-sided die for everyone: put your twelve tokens in order, from 1 to 12.',

  'settings.heading': 'Settings',
  'settings.language': 'Language',
  'settings.motion': 'Reduce motion',
  'settings.motionHint': 'At first, the app follows your device’s setting.',
  'settings.projector': 'Projector mode',
  'settings.projectorHint': 'Very large type and strong contrast, for the classroom.',
  'settings.saved': 'Settings are saved on this device.',
  'lang.fr': 'Français',
  'lang.en': 'English',

  'new.heading': 'New game',
  'new.headingFor': 'New game: {game}',
  'new.players': 'Number of players',
  'new.seat': 'Player {n, number}',
  'new.name': 'Name',
  'new.kind': 'Who plays?',
  'new.human': 'A person',
  'new.computer': 'The computer',
  'new.level': 'Computer strength',
  'new.level.facile': 'Easy',
  'new.level.moyen': 'Medium',
  'new.level.fort': 'Strong',
  'new.defaultHuman': 'Player {n, number}',
  'new.defaultComputer': 'Robot {n, number}',
  'new.options': 'Options',
  'new.start': 'Start the game',
  'new.replaceWarning': 'A game of this kind is in progress: it will be replaced.',

  'play.turn': '{name}’s turn',
  'play.thinking': '{name} is thinking…',
  'play.rolling': 'The dice are rolling…',
  'play.log': 'Game log',
  'play.logEmpty': 'The game begins.',
  'play.export': 'Export the game',
  'play.noGame': 'No game in progress for this game.',
  'storage.full': 'The browser’s storage is full: the game could not be saved on this device.',
  'storage.unavailable':
    'The browser does not allow saving (storage disabled or private browsing): the game could not be saved.',
  'storage.autosaveLost': 'This game is no longer being saved: do not reload the page, or export the game.',
  'play.newGame': 'New game',
  'play.loading': 'Loading…',
  'play.handoffTitle': 'Pass the device to {name}',
  'play.handoffHint': 'The other players look away from the screen.',
  'play.handoffReady': 'I am {name}, let’s go!',
  'play.computer': 'computer',

  'end.heading': 'Game over',
  'end.winner': '{name} wins!',
  'end.draw': 'It’s a draw!',
  'end.turns': '{count, plural, one {# turn played} other {# turns played}}',
  'end.score': '{name}: {score, number} points',
  'end.again': 'Play again',
  'end.review': 'Watch the game step by step',

  'error.title': 'That is not possible:',
  'error.not-your-turn': 'It is not your turn yet: please wait.',
  'error.not-human': 'This player is played by the computer.',
  'error.handoff-pending': 'First pass the device to the next player.',
  'error.one-die-not-allowed': 'A single die is allowed only after overshooting the finish once.',
  'error.chance-pending': 'Wait: the dice are still rolling.',
  'error.game-over': 'The game is over.',
  'error.generic': 'This action is not allowed.',
  'error.dismiss': 'Got it',

  'replay.heading': 'Watch a game again',
  'replay.intro': 'Open a saved game (a JSON file exported by Ludimaths) to watch it step by step.',
  'replay.file': 'Game file',
  'replay.paste': 'Or paste the game’s text',
  'replay.open': 'Open',
  'replay.errorStep': 'Step {index, number}: this step is not valid ({message}).',
  'replay.errorFile': 'This is not a valid game: {message}',
  'replay.tooLarge': 'This file is too large to be a game record (at most {size, number} MiB).',
  'replay.unknownGame': 'This game is not in the app yet.',
  'replay.position': 'Step {n, number} of {total, number}',
  'replay.first': 'Start',
  'replay.prev': 'Previous step',
  'replay.next': 'Next step',
  'replay.last': 'End',
  'replay.continue': 'Continue this game here',
  'replay.start': 'Setup',

  'rules.heading': 'Rules: {game}',
  'rules.play': 'Play this game',

  'dice.one': 'Die: {a, number}',
  'dice.two': 'Dice: {a, number} and {b, number}',
  'dice.rolling': 'Dice rolling',

  'piste.board': 'Track',
  'piste.boardLabel': 'The track, from 0 to {end, number}',
  'piste.boardGrande': 'Big track (0 to 99)',
  'piste.boardPetite': 'Little track (0 to 50)',
  'piste.roll2': 'Roll both dice',
  'piste.roll1': 'Roll one die',
  'piste.choiceHint': '{name} has already overshot the finish: one die helps to land on it exactly.',
  'piste.positions': 'Where are the pawns?',
  'piste.position': 'square {square, number}',
  'piste.overshot': 'may roll one die',
  'piste.pawnOf': '{name}’s pawn',
  'piste.ultimate': 'ultimate',
  'piste.raised': 'raised',
  'piste.end': 'finish',
  'piste.squareUltimate': '{n, number}: ultimate number',
  'piste.squareLast': '{n, number}: last ultimate number, back to 0',
  'piste.squareRaised': '{n, number} = {factors}: raised number, source {source, number}',
  'piste.squareComposite': '{n, number} = {factors}',
  'piste.squareEnd': '{n, number}: finish',
  'piste.squarePawns': '{names} here',
  'piste.legendUltimate': 'Ultimate number (0, 1 and the primes): jump to the next ultimate number.',
  'piste.legendRaised': 'Raised number (2 × 2, 3 × 3, 2 × 2 × 2…): go back to its source.',
  'piste.legendLast': 'Last ultimate number: back to 0!',
  'piste.legendEnd': 'Finish: you must land on it exactly.',
  'piste.startRoll': 'Who starts? {name} rolls the die: {die, number}.',
  'piste.startTie': 'A tie! The tied players roll again.',
  'piste.starts': '{name} starts.',
  'piste.choseOne': '{name} chooses to roll a single die.',
  'piste.rolled2': '{name} rolls {a, number} + {b, number} = {total, number}.',
  'piste.rolled1': '{name} rolls one die: {total, number}.',
  'piste.forward': 'From {from, number} to {landed, number}.',
  'piste.bounce':
    'Too far! {from, number} + {total, number} goes past {end, number}: bounce back to {landed, number}.',
  'piste.plain': '{landed, number} = {factors}: stay there.',
  'piste.ultimateForward':
    '{landed, number} is an ultimate number: {who, select, you {you move} other {{name} moves}} on to the next one, {to, number}.',
  'piste.ultimateBack':
    '{landed, number} is an ultimate number: going backwards, {who, select, you {you go} other {{name} goes}} to the previous one, {to, number}.',
  'piste.raisedMove':
    '{landed, number} = {factors}: a raised number, {who, select, you {you go} other {{name} goes}} back to {to, number}.',
  'piste.lastUltimate':
    '{landed, number} is the last ultimate number: {who, select, you {you go} other {{name} goes}} back to 0!',
  'piste.won': 'Right on {end, number}: {name} wins!',

  'rules.piste.hGoal': 'The goal',
  'rules.piste.hTurn': 'A turn',
  'rules.piste.hSquares': 'The special squares',
  'rules.piste.hEnd': 'Landing exactly on the last square',
  'rules.piste.goal':
    'Each player has a pawn on square 0. The first to land exactly on the last square (99 on the big track, 50 on the little one) wins.',
  'rules.piste.start':
    'To decide who starts, everyone rolls one die: the highest starts. On a tie, roll again.',
  'rules.piste.turn':
    'On your turn, roll both dice and move your pawn by the total. Pawns may share a square.',
  'rules.piste.ultimate':
    'Ultimate numbers: 0, 1 and the primes (2, 3, 5, 7, 11, 13…), which cannot be written as a product of smaller numbers. Land on one going forward and you jump to the next ultimate number: 13 → 17.',
  'rules.piste.raised':
    'Raised numbers: powers of a prime, such as 4 = 2 × 2, 27 = 3 × 3 × 3 or 49 = 7 × 7. Land on one and you go back to its source: 49 → 7, 32 → 2.',
  'rules.piste.last':
    'Beware of the last ultimate number before the finish (97 on the big track, 47 on the little one): reach it going forward and you go back to 0!',
  'rules.piste.bounce':
    'You must land exactly on the finish. If your total goes too far, your pawn bounces back by the extra squares. Going backwards, an ultimate number sends you to the previous ultimate number, a raised number to its source.',
  'rules.piste.oneDie':
    'Once you have bounced, you may choose before rolling to roll a single die, to aim more precisely.',
  'rules.piste.once':
    'A square’s rule applies once per turn: the square you are sent to does not count in turn.',
  'rules.piste.picture': 'The start of the big track: each square shows its number and its factorisation.',
  ...zigzagEn,
  ...casseTeteEn,
  ...finitoEn,
  ...hintsEn,
  ...printEn,
  ...onlineEn,
};
