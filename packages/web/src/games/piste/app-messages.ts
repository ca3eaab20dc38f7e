/**
 * The game's messages that the app shows before the game's chunk loads, so they ship with the home
 * screen: its catalogue card, its computer levels, its hints and its print sheets. French is the
 * reference; the game's other messages (`messages.ts`) load with its screens.
 */
export const pisteAppFr = {
  'game.piste.title': 'La piste des nombres ultimes',
  'game.piste.description':
    'Lance les dés et cours de 0 à 99. Les nombres ultimes te font sauter en avant, les nombres élevés te font reculer !',
  'game.petite-piste.title': 'La petite piste',
  'game.petite-piste.description':
    'La même course sur une piste plus courte, de 0 à 50 : idéale pour commencer.',
  'new.levelAbout.piste.facile': 'Choisit au hasard entre un dé et deux dés quand il a le choix.',
  'new.levelAbout.piste.moyen': 'Fait le meilleur choix une fois sur deux, choisit au hasard sinon.',
  'new.levelAbout.piste.fort':
    'Fait toujours le meilleur choix, calculé exactement\u00a0; les dés décident quand même beaucoup.',
  'hint.piste.move': '{dice, plural, one {lancer un seul dé} other {lancer les deux dés}}',
  'hint.piste.no-choice':
    'Il n’y a pas le choix\u00a0: on lance toujours les deux dés avant d’avoir dépassé l’arrivée.',
  'hint.piste.win-now':
    'Chances de gagner dès ce tour\u00a0: {one, number,::percent .#} avec un dé, {two, number,::percent .#} avec deux dés.',
  'hint.piste.expected-turns':
    'Tours qu’il te reste en moyenne\u00a0: {one, number,::.#} avec un dé, {two, number,::.#} avec deux dés.',
  'hint.piste.win-probability':
    'Chances de gagner la partie\u00a0: {winOne, number,::percent .#} avec un dé, {winTwo, number,::percent .#} avec deux dés.',
  'print.piste.board': 'Le plateau, de {start, number} à {end, number}',
  'print.piste.material':
    'Matériel\u00a0: ce plateau, deux dés à six faces et un pion par joueur (2 à 4 joueurs). La piste part de 0 et serpente jusqu’à l’arrivée.',
} as const;

export const pisteAppEn: Record<keyof typeof pisteAppFr, string> = {
  'game.piste.title': 'The track of ultimate numbers',
  'game.piste.description':
    'Roll the dice and race from 0 to 99. Ultimate numbers make you jump ahead, raised numbers send you back!',
  'game.petite-piste.title': 'The little track',
  'game.petite-piste.description': 'The same race on a shorter track, from 0 to 50: perfect to start with.',
  'new.levelAbout.piste.facile': 'Picks one die or two at random when it has the choice.',
  'new.levelAbout.piste.moyen': 'Makes the best choice half the time, and picks at random otherwise.',
  'new.levelAbout.piste.fort': 'Always makes the best choice, computed exactly; the dice still decide a lot.',
  'hint.piste.move': '{dice, plural, one {roll just one die} other {roll both dice}}',
  'hint.piste.no-choice': 'There is no choice: you always roll both dice until you have overshot the finish.',
  'hint.piste.win-now':
    'Chance of winning this very turn: {one, number,::percent .#} with one die, {two, number,::percent .#} with two dice.',
  'hint.piste.expected-turns':
    'Turns left on average: {one, number,::.#} with one die, {two, number,::.#} with two dice.',
  'hint.piste.win-probability':
    'Chance of winning the game: {winOne, number,::percent .#} with one die, {winTwo, number,::percent .#} with two dice.',
  'print.piste.board': 'The board, from {start, number} to {end, number}',
  'print.piste.material':
    'You need this board, two six-sided dice and one pawn per player (2 to 4 players). The track starts at 0 and winds up to the finish.',
};
