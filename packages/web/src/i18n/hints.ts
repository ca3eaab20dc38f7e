/**
 * Messages of the computer's hints: one per reason code of the engine's bots (`hint.<code>`, its
 * parameters as ICU arguments), in French (the reference) and English, merged into the app's
 * catalogues; and the hint panel's own texts. Number skeletons are written `{x, number,::percent .#}`
 * (one decimal at most), with no space before `::`, which the French typography test would take for
 * a breakable space before a colon.
 */
export const hintsFr = {
  'hint.button': 'Un conseil\u00a0?',
  'hint.asking': 'L’ordinateur cherche le meilleur coup…',
  'hint.move': 'L’ordinateur jouerait\u00a0: {move}.',
  'hint.failed': 'Pas de conseil pour cette fois.',

  'hint.piste.move': '{dice, plural, one {lancer un seul dé} other {lancer les deux dés}}',
  'hint.piste.no-choice':
    'Il n’y a pas le choix\u00a0: on lance toujours les deux dés avant d’avoir dépassé l’arrivée.',
  'hint.piste.win-now':
    'Chances de gagner dès ce tour\u00a0: {one, number,::percent .#} avec un dé, {two, number,::percent .#} avec deux dés.',
  'hint.piste.expected-turns':
    'Tours qu’il te reste en moyenne\u00a0: {one, number,::.#} avec un dé, {two, number,::.#} avec deux dés.',
  'hint.piste.win-probability':
    'Chances de gagner la partie\u00a0: {winOne, number,::percent .#} avec un dé, {winTwo, number,::percent .#} avec deux dés.',
} as const;

export const hintsEn: Record<keyof typeof hintsFr, string> = {
  'hint.button': 'A hint?',
  'hint.asking': 'The computer is looking for the best move…',
  'hint.move': 'The computer would {move}.',
  'hint.failed': 'No hint this time.',

  'hint.piste.move': '{dice, plural, one {roll just one die} other {roll both dice}}',
  'hint.piste.no-choice': 'There is no choice: you always roll both dice until you have overshot the finish.',
  'hint.piste.win-now':
    'Chance of winning this very turn: {one, number,::percent .#} with one die, {two, number,::percent .#} with two dice.',
  'hint.piste.expected-turns':
    'Turns left on average: {one, number,::.#} with one die, {two, number,::.#} with two dice.',
  'hint.piste.win-probability':
    'Chance of winning the game: {winOne, number,::percent .#} with one die, {winTwo, number,::percent .#} with two dice.',
};
