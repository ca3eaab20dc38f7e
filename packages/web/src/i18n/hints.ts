/**
 * The hint panel's own texts, in French (the reference) and English, merged into the app's
 * catalogues. The sentence for each reason code of a game's bots (`hint.<game>.<code>`, its
 * parameters as ICU arguments) is the game's, in `games/<id>/app-messages.ts`. Number skeletons are written `{x, number,::percent .#}`
 * (one decimal at most), with no space before `::`, which the French typography test would take for
 * a breakable space before a colon.
 */
export const hintsFr = {
  'hint.button': 'Un conseil\u00a0?',
  'hint.asking': 'L’ordinateur cherche le meilleur coup…',
  'hint.move': 'L’ordinateur jouerait\u00a0: {move}.',
  'hint.failed': 'Pas de conseil pour cette fois.',
  'hint.onlyOne': 'Un seul coup possible : pas besoin de conseil.',
} as const;

export const hintsEn: Record<keyof typeof hintsFr, string> = {
  'hint.button': 'A hint?',
  'hint.asking': 'The computer is looking for the best move…',
  'hint.move': 'The computer would {move}.',
  'hint.failed': 'No hint this time.',
  'hint.onlyOne': 'Only one move is possible: no hint needed.',
};
