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
  'hint.onlyOne': 'Un seul coup possible : pas besoin de conseil.',

  'hint.piste.move': '{dice, plural, one {lancer un seul dé} other {lancer les deux dés}}',
  'hint.piste.no-choice':
    'Il n’y a pas le choix\u00a0: on lance toujours les deux dés avant d’avoir dépassé l’arrivée.',
  'hint.piste.win-now':
    'Chances de gagner dès ce tour\u00a0: {one, number,::percent .#} avec un dé, {two, number,::percent .#} avec deux dés.',
  'hint.piste.expected-turns':
    'Tours qu’il te reste en moyenne\u00a0: {one, number,::.#} avec un dé, {two, number,::.#} avec deux dés.',
  'hint.piste.win-probability':
    'Chances de gagner la partie\u00a0: {winOne, number,::percent .#} avec un dé, {winTwo, number,::percent .#} avec deux dés.',

  'hint.zigzag.move':
    '{kind, select, side {poser le pion {side, select, top {en haut} other {en bas}}} pass {passer son tour} other {aller ligne {row, number}, colonne {column, number}{half, select, floor { (partie entière)} round { (arrondi)} other {}}}}',
  'hint.zigzag.scores-now': 'Ce coup marque {points, number} points tout de suite.',
  'hint.zigzag.search':
    '{ahead, select, you {Avec ce coup, tu devrais avoir environ {by, plural, one {# point} other {# points}} d’avance dans quelques coups.} them {Ton adversaire devrait avoir environ {by, plural, one {# point} other {# points}} d’avance dans quelques coups, quoi que tu fasses\u00a0: ce coup est celui qui limite le mieux son avance.} other {Avec ce coup, la partie reste serrée dans les coups qui suivent.}}',
  'hint.zigzag.skips-points':
    'Tu pourrais marquer {skipped, plural, one {# point} other {# points}} tout de suite ligne {row, number}, colonne {column, number}, {reply, plural, =0 {mais ce coup-ci te prépare plus de points dans les coups qui suivent.} other {mais ton adversaire pourrait alors en marquer # juste après.}}',
  'hint.zigzag.forced-win': 'Ce coup gagne à coup sûr en {plies, number} coups au plus.',
  'hint.zigzag.forced-loss':
    'Si l’adversaire joue parfaitement, tu perds en {plies, number} coups au plus\u00a0; ce coup résiste le plus longtemps.',
  'hint.zigzag.start-side':
    'Départ {side, select, top {en haut} other {en bas}} : en moyenne {top, number,::.#} points à gagner en haut, {bottom, number,::.#} en bas.',
  'hint.zigzag.no-move': 'Aucune case n’est possible : tu passes ton tour.',
  'hint.zigzag.only-move': 'C’est le seul coup possible.',

  'hint.casse-tete.best-chance':
    'Ce coup rapporte {points, number} points ; en essayant des milliers de suites possibles, il gagne la partie {winPercent, number} fois sur 100.',
  'hint.casse-tete.only-move': 'C’est le seul jeton que tu peux poser : {points, number} points.',
  'hint.casse-tete.fits': 'Ce jeton s’emboîte ici : {points, number} points.',
  'hint.casse-tete.most-points':
    'C’est le coup qui rapporte le plus tout de suite : {points, number} points.',
  'hint.casse-tete.no-placement': 'Aucun de tes jetons ne s’emboîte : tu pioches et tu passes ton tour.',

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

  'hint.finito.plan':
    'Environ {expectedTurns, number,::.#} {expectedTurns, plural, one {lancer} other {lancers}} jusqu’à Finito ; {misplaced, plural, =0 {aucun jeton hors de l’ordre} one {# jeton hors de l’ordre} other {# jetons hors de l’ordre}}.',
} as const;

export const hintsEn: Record<keyof typeof hintsFr, string> = {
  'hint.button': 'A hint?',
  'hint.asking': 'The computer is looking for the best move…',
  'hint.move': 'The computer would {move}.',
  'hint.failed': 'No hint this time.',
  'hint.onlyOne': 'Only one move is possible: no hint needed.',

  'hint.piste.move': '{dice, plural, one {roll just one die} other {roll both dice}}',
  'hint.piste.no-choice': 'There is no choice: you always roll both dice until you have overshot the finish.',
  'hint.piste.win-now':
    'Chance of winning this very turn: {one, number,::percent .#} with one die, {two, number,::percent .#} with two dice.',
  'hint.piste.expected-turns':
    'Turns left on average: {one, number,::.#} with one die, {two, number,::.#} with two dice.',
  'hint.piste.win-probability':
    'Chance of winning the game: {winOne, number,::percent .#} with one die, {winTwo, number,::percent .#} with two dice.',

  'hint.zigzag.move':
    '{kind, select, side {put the pawn at the {side, select, top {top} other {bottom}}} pass {pass} other {go to row {row, number}, column {column, number}{half, select, floor { (integer part)} round { (rounded)} other {}}}}',
  'hint.zigzag.scores-now': 'This move scores {points, number} points right away.',
  'hint.zigzag.search':
    '{ahead, select, you {With this move you should be about {by, plural, one {# point} other {# points}} ahead a few moves from now.} them {Your opponent should be about {by, plural, one {# point} other {# points}} ahead a few moves from now whatever you do: this move keeps their lead smallest.} other {With this move the game stays close for the next few moves.}}',
  'hint.zigzag.skips-points':
    'You could score {skipped, plural, one {# point} other {# points}} right away at row {row, number}, column {column, number}, {reply, plural, =0 {but this move sets up more points for the moves that follow.} other {but then your opponent could score # right after.}}',
  'hint.zigzag.forced-win': 'This move wins for sure within {plies, number} moves.',
  'hint.zigzag.forced-loss':
    'Against perfect play every move loses within {plies, number} moves; this one holds out longest.',
  'hint.zigzag.start-side':
    'Start at the {side, select, top {top} other {bottom}}: on average {top, number,::.#} points to win from the top, {bottom, number,::.#} from the bottom.',
  'hint.zigzag.no-move': 'No cell is possible: you pass.',
  'hint.zigzag.only-move': 'This is the only possible move.',

  'hint.casse-tete.best-chance':
    'This move scores {points, number} points; trying thousands of possible continuations, it wins the game {winPercent, number} times out of 100.',
  'hint.casse-tete.only-move': 'This is the only token you can place: {points, number} points.',
  'hint.casse-tete.fits': 'This token fits here: {points, number} points.',
  'hint.casse-tete.most-points': 'This move scores the most right now: {points, number} points.',
  'hint.casse-tete.no-placement': 'None of your tokens fits: you draw and pass.',

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

  'hint.finito.plan':
    'About {expectedTurns, number,::.#} {expectedTurns, plural, one {roll} other {rolls}} to Finito; {misplaced, plural, =0 {no token out of order} one {# token out of order} other {# tokens out of order}}.',
};
