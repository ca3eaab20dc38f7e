import { pisteTutorialEn, pisteTutorialFr } from './tutorial-messages';

/**
 * The piste screens' messages: French (the reference) and English, loaded with the game's chunk and
 * added to the app's catalogues then (src/i18n). Ids start with `piste.` or `rules.piste.`.
 */
export const pisteFr = {
  ...pisteTutorialFr,
  'piste.board': 'Piste',
  'piste.error.one-die-not-allowed': 'Un seul dé n’est permis qu’après avoir dépassé l’arrivée une fois.',
  'piste.boardLabel': 'La piste, de 0 à {end, number}',
  'piste.boardGrande': 'Grande piste (0 à 99)',
  'piste.boardPetite': 'Petite piste (0 à 50)',
  'piste.roll2': 'Lancer les deux dés',
  'piste.roll1': 'Lancer un seul dé',
  'piste.choiceHint': '{name} a déjà dépassé l’arrivée : un seul dé aide à tomber pile.',
  'piste.positions': 'Où sont les pions ?',
  'piste.position': 'case {square, number}',
  'piste.overshot': 'peut lancer un seul dé',
  'piste.pawnOf': 'Pion de {name}',
  'piste.ultimate': 'ultime',
  'piste.raised': 'élevé',
  'piste.end': 'arrivée',
  'piste.squareUltimate': '{n, number} : nombre ultime',
  'piste.squareLast': '{n, number} : dernier nombre ultime, retour à 0',
  'piste.squareRaised': '{n, number} = {factors} : nombre élevé, source {source, number}',
  'piste.squareComposite': '{n, number} = {factors}',
  'piste.squareEnd': '{n, number} : arrivée',
  'piste.squarePawns': '{names} ici',
  'piste.legendUltimate': 'Nombre ultime (0, 1 et les nombres premiers) : on saute au nombre ultime suivant.',
  'piste.legendRaised': 'Nombre élevé (2 × 2, 3 × 3, 2 × 2 × 2…) : on recule sur sa source.',
  'piste.legendLast': 'Dernier nombre ultime : retour à 0 !',
  'piste.legendEnd': 'Arrivée : il faut tomber pile dessus.',
  'piste.startRoll': 'Qui commence ? {name} lance le dé : {die, number}.',
  'piste.startTie': 'Égalité ! Les ex æquo relancent.',
  'piste.starts': '{name} commence.',
  'piste.choseOne': '{name} choisit de lancer un seul dé.',
  'piste.rolled2': '{name} lance {a, number} + {b, number} = {total, number}.',
  'piste.rolled1': '{name} lance un dé : {total, number}.',
  'piste.forward': 'De {from, number} à {landed, number}.',
  'piste.bounce':
    'Trop loin ! {from, number} + {total, number} dépasse {end, number} : rebond, on recule jusqu’à {landed, number}.',
  'piste.plain': '{landed, number} = {factors} : on reste là.',
  'piste.ultimateForward':
    '{landed, number} est un nombre ultime : {who, select, you {tu avances} other {{name} avance}} au suivant, {to, number}.',
  'piste.ultimateBack':
    '{landed, number} est un nombre ultime : en reculant, {who, select, you {tu vas} other {{name} va}} au précédent, {to, number}.',
  'piste.raisedMove':
    '{landed, number} = {factors} : nombre élevé, {who, select, you {tu recules} other {{name} recule}} sur {to, number}.',
  'piste.lastUltimate':
    '{landed, number} est le dernier nombre ultime : {who, select, you {tu retournes} other {{name} retourne}} à 0 !',
  'piste.won': 'Pile sur {end, number} : {name} a gagné !',
  'rules.piste.hGoal': 'Le but du jeu',
  'rules.piste.hTurn': 'Un tour de jeu',
  'rules.piste.hSquares': 'Les cases spéciales',
  'rules.piste.hEnd': 'Arriver pile sur la dernière case',
  'rules.piste.goal':
    'Chaque joueur a un pion posé sur la case 0. Le premier qui arrive exactement sur la dernière case (99 sur la grande piste, 50 sur la petite) gagne.',
  'rules.piste.start':
    'Pour savoir qui commence, chacun lance un dé : le plus grand commence. En cas d’égalité, on relance.',
  'rules.piste.turn':
    'À ton tour, lance les deux dés et avance ton pion du total. Plusieurs pions peuvent partager une case.',
  'rules.piste.ultimate':
    'Nombres ultimes : 0, 1 et les nombres premiers (2, 3, 5, 7, 11, 13…), qu’on ne peut pas écrire comme un produit de nombres plus petits. Si tu tombes sur l’un d’eux en avançant, tu sautes au nombre ultime suivant : 13 → 17.',
  'rules.piste.raised':
    'Nombres élevés : les puissances d’un nombre premier, comme 4 = 2 × 2, 27 = 3 × 3 × 3 ou 49 = 7 × 7. Si tu tombes dessus, tu recules sur leur source : 49 → 7, 32 → 2.',
  'rules.piste.last':
    'Attention au dernier nombre ultime avant l’arrivée (97 sur la grande piste, 47 sur la petite) : si tu y arrives en avançant, tu retournes à 0 !',
  'rules.piste.bounce':
    'Il faut tomber pile sur l’arrivée. Si ton total va trop loin, ton pion rebondit et recule des points en trop. En reculant, un nombre ultime t’envoie au nombre ultime précédent, un nombre élevé à sa source.',
  'rules.piste.oneDie':
    'Dès que tu as rebondi une fois, tu peux choisir, avant de lancer, de ne lancer qu’un seul dé pour viser plus juste.',
  'rules.piste.once':
    'On n’applique la règle qu’une fois par tour : la case où l’on est envoyé ne compte pas à son tour.',
  'rules.piste.picture': 'Le début de la grande piste : chaque case montre son nombre et sa décomposition.',
  'piste.analysis.turns':
    'Il faudra en moyenne {played, number,::.##} tours pour arriver{differs, select, yes { au lieu de {best, number,::.##}} other {}}.',
} as const;

export const pisteEn: Record<keyof typeof pisteFr, string> = {
  ...pisteTutorialEn,
  'piste.board': 'Track',
  'piste.error.one-die-not-allowed': 'A single die is allowed only after overshooting the finish once.',
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
  'piste.analysis.turns':
    'It will take {played, number,::.##} turns on average to finish{differs, select, yes { instead of {best, number,::.##}} other {}}.',
};
