/**
 * The petite piste tutorial's sentences (`tutorial.ts`), one idea each, for a child who reads slowly:
 * short, and read aloud on demand. The numbers are the script's fixed dice; the unit test checks the
 * engine puts the pawns where these sentences say.
 */
export const pisteTutorialFr = {
  'tutorial.piste.you': 'Toi',
  'tutorial.piste.friend': 'Léo',
  'tutorial.piste.goal': 'Le but du jeu\u00a0: arriver le premier pile sur la case 50.',
  'tutorial.piste.goalHint': 'Touche le bouton qui brille, «\u00a0Continuer\u00a0».',
  'tutorial.piste.roll': 'C’est ton tour. Touche «\u00a0Lancer les deux dés\u00a0».',
  'tutorial.piste.rollHint': 'Pas là\u00a0: touche le bouton qui brille pour lancer les deux dés.',
  'tutorial.piste.ultimate':
    '3 + 4 = 7. 7 est un nombre premier, un nombre ultime\u00a0: ton pion saute au nombre ultime suivant. Touche cette case.',
  'tutorial.piste.ultimateHint':
    'Presque\u00a0! Après 7, le nombre premier suivant est 11\u00a0: touche la case qui brille.',
  'tutorial.piste.raised':
    'Léo fait 5 + 4 = 9. 9 = 3 × 3 est un nombre élevé\u00a0: Léo recule sur 3. Touche la case de Léo.',
  'tutorial.piste.raisedHint': '9 = 3 × 3, alors Léo recule sur 3\u00a0: touche la case qui brille.',
  'tutorial.piste.tryOneDie': 'À toi. Essaie de lancer un seul dé.',
  'tutorial.piste.tryOneDieHint': 'Touche le bouton qui brille, «\u00a0Lancer un seul dé\u00a0».',
  'tutorial.piste.refused':
    'Refusé\u00a0! Un seul dé, c’est seulement après avoir dépassé 50. Lance les deux dés.',
  'tutorial.piste.refusedHint': 'Touche le bouton qui brille, «\u00a0Lancer les deux dés\u00a0».',
  'tutorial.piste.again': '11 + 12 = 23, un nombre ultime\u00a0: hop, 29\u00a0! Relance les dés.',
  'tutorial.piste.near': 'Tu es sur 43, tout près de 50. Relance les dés.',
  'tutorial.piste.bounce':
    '43 + 9 = 52\u00a0: trop loin\u00a0! Ton pion rebondit sur 50 et recule de 2. Touche sa case.',
  'tutorial.piste.bounceHint': '50, puis on recule\u00a0: 49, 48. Touche la case qui brille, 48.',
  'tutorial.piste.oneDie':
    'Tu as dépassé 50\u00a0: tu peux lancer un seul dé. Il te manque 2\u00a0: lance un seul dé.',
  'tutorial.piste.oneDieHint': 'Avec un seul dé, tu peux faire 2\u00a0: touche le bouton qui brille.',
  'tutorial.piste.won': 'Pile sur 50\u00a0: tu as gagné\u00a0! La partie s’arrête dès qu’un pion y arrive.',
  'tutorial.piste.wonHint': 'Touche le bouton qui brille pour finir.',
} as const;

export const pisteTutorialEn: Record<keyof typeof pisteTutorialFr, string> = {
  'tutorial.piste.you': 'You',
  'tutorial.piste.friend': 'Leo',
  'tutorial.piste.goal': 'The goal: be the first to land exactly on square 50.',
  'tutorial.piste.goalHint': 'Tap the glowing button, “Continue”.',
  'tutorial.piste.roll': 'Your turn. Tap “Roll both dice”.',
  'tutorial.piste.rollHint': 'Not there: tap the glowing button to roll both dice.',
  'tutorial.piste.ultimate':
    '3 + 4 = 7. 7 is a prime, an ultimate number: your pawn jumps to the next ultimate number. Tap that square.',
  'tutorial.piste.ultimateHint': 'Nearly! After 7 the next prime is 11: tap the glowing square.',
  'tutorial.piste.raised':
    'Leo rolls 5 + 4 = 9. 9 = 3 × 3 is a raised number: Leo goes back to 3. Tap Leo’s square.',
  'tutorial.piste.raisedHint': '9 = 3 × 3, so Leo goes back to 3: tap the glowing square.',
  'tutorial.piste.tryOneDie': 'Your turn. Try rolling just one die.',
  'tutorial.piste.tryOneDieHint': 'Tap the glowing button, “Roll one die”.',
  'tutorial.piste.refused': 'Not allowed! One die only after going past 50. Roll both dice.',
  'tutorial.piste.refusedHint': 'Tap the glowing button, “Roll both dice”.',
  'tutorial.piste.again': '11 + 12 = 23, an ultimate number: off to 29! Roll again.',
  'tutorial.piste.near': 'You are on 43, close to 50. Roll again.',
  'tutorial.piste.bounce': '43 + 9 = 52: too far! Your pawn bounces off 50 and goes back 2. Tap its square.',
  'tutorial.piste.bounceHint': '50, then back: 49, 48. Tap the glowing square, 48.',
  'tutorial.piste.oneDie': 'You went past 50: you may roll just one die. You need 2: roll one die.',
  'tutorial.piste.oneDieHint': 'One die can show 2: tap the glowing button.',
  'tutorial.piste.won': 'Exactly 50: you won! The game stops as soon as a pawn gets there.',
  'tutorial.piste.wonHint': 'Tap the glowing button to finish.',
};
