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
  'hint.allow': 'Permettre les conseils de l’ordinateur',
  'hint.allowHelp': 'Tout le monde voit combien de conseils chaque joueur a demandés.',
  'hint.allowClass': 'Le tableau de bord montre combien de conseils chaque élève a demandés.',
  'hint.off': 'Pas de conseils à cette table.',
  'hint.on': 'Conseils permis\u00a0: chacun voit qui en demande.',
  'hint.usedBy': '{name}\u00a0: {count, plural, one {# conseil} other {# conseils}}',
  'hint.endSolo': 'Avec {count, plural, one {# conseil} other {# conseils}} de l’ordinateur.',
  'hint.endSeat': '{name} a demandé {count, plural, one {# conseil} other {# conseils}}.',
} as const;

export const hintsEn: Record<keyof typeof hintsFr, string> = {
  'hint.button': 'A hint?',
  'hint.asking': 'The computer is looking for the best move…',
  'hint.move': 'The computer would {move}.',
  'hint.failed': 'No hint this time.',
  'hint.onlyOne': 'Only one move is possible: no hint needed.',
  'hint.allow': 'Allow the computer’s hints',
  'hint.allowHelp': 'Everyone sees how many hints each player asked for.',
  'hint.allowClass': 'The dashboard shows how many hints each pupil asked for.',
  'hint.off': 'No hints at this table.',
  'hint.on': 'Hints allowed: everyone sees who asks for one.',
  'hint.usedBy': '{name}: {count, plural, one {# hint} other {# hints}}',
  'hint.endSolo': 'With {count, plural, one {# hint} other {# hints}} from the computer.',
  'hint.endSeat': '{name} asked for {count, plural, one {# hint} other {# hints}}.',
};
