/**
 * The game's messages that the app shows before the game's chunk loads, so they ship with the home
 * screen: its catalogue card, its computer levels, its hints and its print sheets. French is the
 * reference; the game's other messages (`messages.ts`) load with its screens.
 */
export const casseTeteAppFr = {
  'game.casse-tete.title': 'Casse-tête',
  'game.casse-tete.description':
    'Pose des jetons côte à côte quand leurs nombres sont égaux : 1/4 = 0,25 = 25 %.',
  'new.levelAbout.casse-tete.facile': 'Pose toujours son jeton là où il rapporte le plus tout de suite.',
  'new.levelAbout.casse-tete.moyen':
    'Essaie quelques parties dans sa tête avant de poser, mais se trompe parfois.',
  'new.levelAbout.casse-tete.fort':
    'Essaie des milliers de parties dans sa tête\u00a0: voit aussi les coups subtils.',
  'hint.casse-tete.best-chance':
    'Ce coup rapporte {points, number} points ; en essayant des milliers de suites possibles, il gagne la partie {winPercent, number} fois sur 100.',
  'hint.casse-tete.only-move': 'C’est le seul jeton que tu peux poser : {points, number} points.',
  'hint.casse-tete.fits': 'Ce jeton s’emboîte ici : {points, number} points.',
  'hint.casse-tete.most-points':
    'C’est le coup qui rapporte le plus tout de suite : {points, number} points.',
  'hint.casse-tete.no-placement': 'Aucun de tes jetons ne s’emboîte : tu pioches et tu passes ton tour.',
  'print.casse-tete.sheet': 'Les {count, number} jetons, à découper',
  'print.casse-tete.material':
    'Découpe les jetons en suivant les traits. Chaque jeton porte un nombre sur chacun de ses quatre côtés, et son numéro dans un coin.',
} as const;

export const casseTeteAppEn: Record<keyof typeof casseTeteAppFr, string> = {
  'game.casse-tete.title': 'Casse-tête',
  'game.casse-tete.description': 'Lay tokens side by side when their numbers are equal: 1/4 = 0.25 = 25%.',
  'new.levelAbout.casse-tete.facile': 'Always lays its token where it scores most right now.',
  'new.levelAbout.casse-tete.moyen': 'Tries a few games in its head before placing, but slips now and then.',
  'new.levelAbout.casse-tete.fort': 'Tries thousands of games in its head: it also sees the subtle moves.',
  'hint.casse-tete.best-chance':
    'This move scores {points, number} points; trying thousands of possible continuations, it wins the game {winPercent, number} times out of 100.',
  'hint.casse-tete.only-move': 'This is the only token you can place: {points, number} points.',
  'hint.casse-tete.fits': 'This token fits here: {points, number} points.',
  'hint.casse-tete.most-points': 'This move scores the most right now: {points, number} points.',
  'hint.casse-tete.no-placement': 'None of your tokens fits: you draw and pass.',
  'print.casse-tete.sheet': 'The {count, number} tokens, to cut out',
  'print.casse-tete.material':
    'Cut the tokens out along the lines. Each token has a number on each of its four sides, and its own number in a corner.',
};
