/**
 * The print-and-play pages' messages: French (the reference) and English, merged into the app's
 * catalogues (src/i18n). Ids start with `print.`.
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
  'print.piste.board': 'Le plateau, de {start, number} à {end, number}',
  'print.piste.material':
    'Matériel\u00a0: ce plateau, deux dés à six faces et un pion par joueur (2 à 4 joueurs). La piste part de 0 et serpente jusqu’à l’arrivée.',
  'print.zigzag.generated': 'Le plateau tiré du mot «\u00a0{seed}\u00a0»',
  'print.zigzag.material':
    'Matériel\u00a0: ce plateau, deux dés à six faces, deux pions et une feuille pour noter les nombres et les points.',
  'print.zigzag.badBoard': 'Ce plateau ne peut pas être construit\u00a0: {message}',
  'print.finito.sheet': 'Le plateau et les jetons d’un joueur',
  'print.finito.material':
    'Imprime une feuille par joueur et découpe ses 12 jetons. Il faut aussi un dé à 20 faces pour toute la table.',
  'print.finito.tokens': 'Les jetons, à découper',
  'print.casse-tete.sheet': 'Les {count, number} jetons, à découper',
  'print.casse-tete.material':
    'Découpe les jetons en suivant les traits. Chaque jeton porte un nombre sur chacun de ses quatre côtés, et son numéro dans un coin.',
} as const;

export const printEn: Record<keyof typeof printFr, string> = {
  'print.link': 'Print the game',
  'print.heading': 'Print: {game}',
  'print.intro':
    'A4 sheets to play without tablets: the board, the pieces to cut out and the rules, one sheet per page.',
  'print.howTo': 'In the print dialog, choose A4 paper, portrait orientation and the default margins.',
  'print.print': 'Print',
  'print.sheets': 'Sheets to print',
  'print.piste.board': 'The board, from {start, number} to {end, number}',
  'print.piste.material':
    'You need this board, two six-sided dice and one pawn per player (2 to 4 players). The track starts at 0 and winds up to the finish.',
  'print.zigzag.generated': 'The board drawn from the word “{seed}”',
  'print.zigzag.material':
    'You need this board, two six-sided dice, two pawns and a sheet of paper to write down numbers and points.',
  'print.zigzag.badBoard': 'This board cannot be built: {message}',
  'print.finito.sheet': 'One player’s board and tokens',
  'print.finito.material':
    'Print one sheet per player and cut out its 12 tokens. The table also needs one twenty-sided die.',
  'print.finito.tokens': 'The tokens, to cut out',
  'print.casse-tete.sheet': 'The {count, number} tokens, to cut out',
  'print.casse-tete.material':
    'Cut the tokens out along the lines. Each token has a number on each of its four sides, and its own number in a corner.',
};
