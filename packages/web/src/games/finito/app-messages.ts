/**
 * The game's messages that the app shows before the game's chunk loads, so they ship with the home
 * screen: its catalogue card, its computer levels, its hints and its print sheets. French is the
 * reference; the game's other messages (`messages.ts`) load with its screens.
 */
export const finitoAppFr = {
  'game.finito.title': 'Finito',
  'game.finito.description':
    'Un dé à 20 faces pour tout le monde : range tes douze jetons dans l’ordre, de 1 à 12.',
  'new.levelAbout.finito.facile': 'Range ses jetons à peu près dans l’ordre, avec souvent des étourderies.',
  'new.levelAbout.finito.moyen': 'Range ses jetons en pensant à la suite, avec quelques étourderies.',
  'new.levelAbout.finito.fort': 'Prévoit le lancer suivant pour ranger ses jetons au mieux.',
  'hint.finito.plan':
    'Environ {expectedTurns, number,::.#} {expectedTurns, plural, one {lancer} other {lancers}} jusqu’à Finito ; {misplaced, plural, =0 {aucun jeton hors de l’ordre} one {# jeton hors de l’ordre} other {# jetons hors de l’ordre}}.',
  'print.finito.sheet': 'Le plateau et les jetons d’un joueur',
  'print.finito.material':
    'Imprime une feuille par joueur et découpe ses 12 jetons. Il faut aussi un dé à 20 faces pour toute la table.',
  'print.finito.tokens': 'Les jetons, à découper',
} as const;

export const finitoAppEn: Record<keyof typeof finitoAppFr, string> = {
  'game.finito.title': 'Finito',
  'game.finito.description':
    'One twenty-sided die for everyone: put your twelve tokens in order, from 1 to 12.',
  'new.levelAbout.finito.facile': 'Puts its tokens roughly in order, with frequent careless slips.',
  'new.levelAbout.finito.moyen': 'Puts its tokens in order thinking ahead, with a few slips.',
  'new.levelAbout.finito.fort': 'Plans for the next roll to place its tokens as well as possible.',
  'hint.finito.plan':
    'About {expectedTurns, number,::.#} {expectedTurns, plural, one {roll} other {rolls}} to Finito; {misplaced, plural, =0 {no token out of order} one {# token out of order} other {# tokens out of order}}.',
  'print.finito.sheet': 'One player’s board and tokens',
  'print.finito.material':
    'Print one sheet per player and cut out its 12 tokens. The table also needs one twenty-sided die.',
  'print.finito.tokens': 'The tokens, to cut out',
};
