/**
 * The game's messages that the app shows before the game's chunk loads, so they ship with the home
 * screen: its catalogue card, its computer levels, its hints and its print sheets. French is the
 * reference; the game's other messages (`messages.ts`) load with its screens.
 */
export const solitaireAppFr = {
  'game.casse-tete-solitaire.title': 'Casse-tête solitaire',
  'game.casse-tete-solitaire.description':
    'Seul, range les 30 jetons dans un rectangle\u00a0: deux côtés qui se touchent ont toujours la même valeur.',
  'new.levelAbout.casse-tete-solitaire.facile': 'Pose les jetons à l’œil, là où ils s’accordent le mieux.',
  'new.levelAbout.casse-tete-solitaire.moyen':
    'Pose à l’œil jusqu’à la moitié de la grille, puis calcule la fin.',
  'new.levelAbout.casse-tete-solitaire.fort': 'Calcule la solution dès le premier jeton.',
  'hint.casse-tete-solitaire.completes':
    'Ce jeton fait partie d’une grille complète qui garde tous les jetons déjà posés.',
  'hint.casse-tete-solitaire.misplaced':
    'Ta grille ne peut plus être complétée\u00a0: ce jeton n’est pas à sa place dans la solution la plus proche.',
  'hint.casse-tete-solitaire.no-solution':
    'Aucune grille de cette forme ne peut être remplie (c’est prouvé)\u00a0: essaie 6 × 5 ou 5 × 6.',
  'hint.casse-tete-solitaire.unknown': 'Pas de solution trouvée à temps\u00a0: voici un jeton qui s’emboîte.',
  'hint.casse-tete-solitaire.fits': 'Ce jeton s’emboîte avec ses voisins.',
  'hint.casse-tete-solitaire.stuck': 'Aucun jeton ne s’emboîte ici\u00a0: on revient en arrière.',
  'hint.casse-tete-solitaire.mismatch': 'Ce jeton ne va pas avec son voisin\u00a0: on le retire.',
} as const;

export const solitaireAppEn: Record<keyof typeof solitaireAppFr, string> = {
  'game.casse-tete-solitaire.title': 'Casse-tête solitaire',
  'game.casse-tete-solitaire.description':
    'On your own, arrange the 30 tokens in a rectangle: two touching sides always have the same value.',
  'new.levelAbout.casse-tete-solitaire.facile': 'Places the tokens by eye, where they fit best.',
  'new.levelAbout.casse-tete-solitaire.moyen':
    'Places by eye until half the grid is full, then works out the end.',
  'new.levelAbout.casse-tete-solitaire.fort': 'Works out the solution from the very first token.',
  'hint.casse-tete-solitaire.completes':
    'This token belongs to a full grid that keeps every token already laid.',
  'hint.casse-tete-solitaire.misplaced':
    'Your grid can no longer be completed: this token is not where the nearest solution has it.',
  'hint.casse-tete-solitaire.no-solution':
    'No grid of this shape can be filled (it is proven): try 6 × 5 or 5 × 6.',
  'hint.casse-tete-solitaire.unknown': 'No solution found in time: here is a token that fits.',
  'hint.casse-tete-solitaire.fits': 'This token fits its neighbours.',
  'hint.casse-tete-solitaire.stuck': 'No token fits here: going back one move.',
  'hint.casse-tete-solitaire.mismatch': 'This token does not match its neighbour: take it back.',
};
