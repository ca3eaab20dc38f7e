/**
 * The game's messages that the app shows before the game's chunk loads, so they ship with the home
 * screen: its catalogue card, its computer levels, its hints and its print sheets. French is the
 * reference; the game's other messages (`messages.ts`) load with its screens.
 */
export const zigzagAppFr = {
  'game.zigzag.title': 'Zigzag',
  'game.zigzag.description':
    'Déplace ton pion de case en case et calcule : + 6, × 2, ÷ 2… Vise les multiples de 10 pour marquer des points.',
  'new.levelAbout.zigzag.facile': 'Regarde quelques coups à l’avance, pas plus\u00a0: on peut le piéger.',
  'new.levelAbout.zigzag.moyen': 'Regarde plus loin et voit venir la plupart des pièges.',
  'new.levelAbout.zigzag.fort': 'Calcule très loin\u00a0: pour le battre, il faut une vraie stratégie.',
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
  'print.zigzag.generated': 'Le plateau tiré du mot «\u00a0{seed}\u00a0»',
  'print.zigzag.material':
    'Matériel\u00a0: ce plateau, deux dés à six faces, deux pions et une feuille pour noter les nombres et les points.',
  'print.zigzag.badBoard': 'Ce plateau ne peut pas être construit\u00a0: {message}',
} as const;

export const zigzagAppEn: Record<keyof typeof zigzagAppFr, string> = {
  'game.zigzag.title': 'Zigzag',
  'game.zigzag.description':
    'Move your pawn from cell to cell and compute: + 6, × 2, ÷ 2… Aim for multiples of 10 to score points.',
  'new.levelAbout.zigzag.facile': 'Looks a few moves ahead, no more: you can trap it.',
  'new.levelAbout.zigzag.moyen': 'Looks further ahead and sees most traps coming.',
  'new.levelAbout.zigzag.fort': 'Calculates very far ahead: beating it takes a real strategy.',
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
  'print.zigzag.generated': 'The board drawn from the word “{seed}”',
  'print.zigzag.material':
    'You need this board, two six-sided dice, two pawns and a sheet of paper to write down numbers and points.',
  'print.zigzag.badBoard': 'This board cannot be built: {message}',
};
