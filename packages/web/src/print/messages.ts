/**
 * The print-and-play page's own messages: French (the reference) and English, merged into the app's
 * catalogues (src/i18n). Ids start with `print.`; each game's sheets have theirs in the game's
 * `app-messages.ts` (`print.<game>.…`).
 */
export const printFr = {
  'print.link': 'Imprimer le jeu',
  'print.heading': 'Imprimer\u00a0: {game}',
  'print.intro':
    'Des feuilles A4 pour jouer sans tablette\u00a0: le plateau, le matériel à découper et les règles, une feuille par page.',
  'print.howTo':
    'Dans la fenêtre d’impression, choisis le papier A4, l’orientation portrait et les marges par défaut.',
  'print.print': 'Imprimer',
  'print.sheets': 'Feuilles à imprimer',
} as const;

export const printEn: Record<keyof typeof printFr, string> = {
  'print.link': 'Print the game',
  'print.heading': 'Print: {game}',
  'print.intro':
    'A4 sheets to play without tablets: the board, the pieces to cut out and the rules, one sheet per page.',
  'print.howTo': 'In the print dialog, choose A4 paper, portrait orientation and the default margins.',
  'print.print': 'Print',
  'print.sheets': 'Sheets to print',
};
