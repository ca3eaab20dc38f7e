/**
 * The finito screens' messages: French (the reference) and English, merged into the app's catalogues
 * (src/i18n). Ids start with `finito.` or `rules.finito.`.
 */
export const finitoFr = {
  'finito.die': 'Dé à 20 faces',
  'finito.dieShows': 'Le dé à 20 faces montre {roll, number}',
  'finito.dieWaiting': 'Le dé va être lancé',
  'finito.counter': 'Manche {round, number} · lancer {turn, number}',
  'finito.soloCounter': 'Lancer n°\u00a0{turn, number}',
  'finito.boardOf': 'Plateau de {name}',
  'finito.hand': 'Jetons retournés',
  'finito.seatHand': 'Jetons retournés\u00a0: {tokens}',
  'finito.handEmpty': 'Tous tes jetons sont sur le plateau.',
  'finito.faceDown':
    '{count, plural, =0 {plus aucun jeton caché} one {# jeton caché} other {# jetons cachés}}',
  'finito.token': 'Jeton {token, number}',
  'finito.cellFree': 'Case {label, number}, ligne {row, number}, colonne {col, number}, libre',
  'finito.cellToken':
    'Jeton {token, number} sur la case {label, number}, ligne {row, number}, colonne {col, number}',
  'finito.cellAllowed': 'possible avec ce dé',
  'finito.cellRun': 'dans la plus longue suite',
  'finito.pickToken': '{name}, choisis un jeton retourné, puis une case en surbrillance.',
  'finito.tokenFirst': 'Choisis d’abord un jeton, puis touche une case en surbrillance.',
  'finito.pickCell': 'Jeton {token, number} choisi\u00a0: touche une case en surbrillance.',
  'finito.pickMove': '{name}, touche un de tes jetons sur le plateau, puis une case en surbrillance.',
  'finito.pickMoveCell': 'Jeton {token, number} choisi\u00a0: touche la case où le déplacer.',
  'finito.waitOthers': 'Tu as choisi. Les autres choisissent encore.',
  'finito.ownChoice':
    '{kind, select, pass {Tu as choisi de passer.} other {Ton choix : le jeton {token, number} sur la case {label, number}.}} Les autres choisissent encore.',
  'finito.pass': 'Passer mon tour',
  'finito.whyFree':
    '{count, plural, one {Dé {roll, number}\u00a0: la case {roll, number} est libre.} other {Dé {roll, number}\u00a0: les deux cases {roll, number} sont libres, choisis l’une des deux.}}',
  'finito.whyOneLeft': 'Dé {roll, number}\u00a0: une case {roll, number} est prise, l’autre est libre.',
  'finito.whyTaken':
    'Dé {roll, number}\u00a0: {count, plural, one {la case {roll, number} est prise} other {les deux cases {roll, number} sont prises}}\u00a0: la case libre la plus proche {where, select, both {avant ou après} before {avant (il n’y en a plus après)} other {après (il n’y en a plus avant)}}.',
  'finito.run': 'Suite de {length, number}\u00a0: {tokens}',
  'finito.runNone': 'Aucun jeton posé pour l’instant.',
  'finito.runTitle': 'Ta plus longue suite',
  'finito.others': 'Les plateaux des autres',
  'finito.acted': 'a choisi ✓',
  'finito.choosing': 'choisit…',
  'finito.points': '{points, plural, one {# point} other {# points}}',
  'finito.scores': 'Scores',
  'finito.roundCol': 'Manche',
  'finito.total': 'Total',
  'finito.target': 'Objectif\u00a0: {target, number} points',
  'finito.revealTitle': 'Ce que chacun a joué (dé {roll, number})',
  'finito.celebrate': 'Finito\u00a0!',
  'finito.celebrateNames':
    '{names} {count, plural, one {a rangé ses 12 jetons dans l’ordre} other {ont rangé leurs 12 jetons dans l’ordre}}.',
  'finito.and': '{a} et {b}',
  'finito.soloDone': 'Finito en {turns, plural, one {# lancer} other {# lancers}}\u00a0!',
  'finito.soloNone': 'Pas de Finito après {turns, plural, one {# lancer} other {# lancers}}.',
  'finito.soloBest': 'Ton record\u00a0: {best, plural, one {# lancer} other {# lancers}}.',
  'finito.soloNewBest': 'Nouveau record\u00a0!',
  'finito.turnCap': '{cap, number} lancers sans Finito\u00a0: partie nulle.',
  'finito.roundCapped':
    'Manche arrêtée après {cap, number} lancers sans Finito\u00a0: chacun marque sa plus longue suite.',
  'finito.matchCapped': '{rounds, number} manches jouées\u00a0: le plus haut total gagne.',
  'finito.logTurnUp': '{name} retourne le jeton {token, number}.',
  'finito.logRoll': 'Le dé à 20 faces montre {roll, number}.',
  'finito.logChose': '{name} a choisi en secret.',
  'finito.logPlace':
    '{name} pose le jeton {token, number} sur une case {label, number} (ligne {row, number}, colonne {col, number}).',
  'finito.logMove':
    '{name} déplace le jeton {token, number} sur une case {label, number} (ligne {row, number}, colonne {col, number}).',
  'finito.logPass': '{name} passe son tour.',
  'finito.logRoundEnd': 'Fin de la manche {round, number}\u00a0: {points}.',
  'finito.logSeatPoints': '{name} {points, plural, one {# point} other {# points}}',
  'finito.logNewRound': 'Nouvelle manche\u00a0: les plateaux sont vidés.',
  'finito.error.bad-cell':
    'Ce jeton ne peut pas aller là avec ce dé\u00a0: choisis une case en surbrillance.',
  'finito.error.not-in-hand': 'Ce jeton n’est pas parmi tes jetons retournés.',
  'finito.error.not-on-board': 'Ce jeton n’est pas sur ton plateau.',
  'finito.error.wrong-phase': 'Pas maintenant\u00a0: on pose d’abord les 12 jetons, puis on les déplace.',
  'finito.error.pass-not-allowed': 'Dans cette partie, il faut déplacer un jeton à chaque lancer.',
  'finito.error.already-acted': 'Tu as déjà choisi pour ce lancer.',
  'finito.error.not-face-down': 'Ce jeton n’est plus caché.',
  'finito.hintPlace':
    'poser le jeton {token, number} sur une case {label, number} (ligne {row, number}, colonne {col, number})',
  'finito.hintMove':
    'déplacer le jeton {token, number} sur une case {label, number} (ligne {row, number}, colonne {col, number})',
  'finito.hintPass': 'passer son tour',
  'finito.optRounds': 'Manches',
  'finito.optSingle': 'Une seule manche',
  'finito.optMatch': 'Plusieurs manches, jusqu’à un score',
  'finito.optTarget': 'Score à atteindre',
  'finito.optPassing': 'Permettre de passer son tour',
  'finito.optPassingHint': 'Quand les 12 jetons sont posés, on peut choisir de ne rien déplacer.',

  'rules.finito.hGoal': 'Le but',
  'rules.finito.goal':
    'Chaque joueur a 12 jetons numérotés de 1 à 12 et son propre plateau. Le premier qui range ses 12 jetons dans l’ordre, de gauche à droite et de haut en bas, crie «\u00a0Finito\u00a0!\u00a0» et gagne. Les cases vides entre les jetons ne comptent pas.',
  'rules.finito.hBoard': 'Le plateau',
  'rules.finito.board':
    'Le plateau a 36 cases sur 6 lignes. Chaque case porte un nombre de 1 à 20, du plus petit au plus grand en lisant comme un livre. Les nombres 1, 2, 19 et 20 n’ont qu’une case, les autres en ont deux.',
  'rules.finito.picture':
    'Le plateau de Léa après quelques lancers. Les jetons 3, 4, 5, 6 et 7 forment une suite de 5 (étoiles).',
  'rules.finito.hTurn': 'Un lancer',
  'rules.finito.turn':
    'On lance un seul dé à 20 faces pour tout le monde. Chacun joue en même temps sur son plateau, sans voir ce que les autres choisissent\u00a0: on découvre tous les choix ensemble.',
  'rules.finito.placement':
    'Au début, tu as 3 jetons retournés et les autres sont cachés. Pose un jeton retourné sur une case libre qui porte le nombre du dé (l’une des deux si elles sont deux). Puis retourne un nouveau jeton caché.',
  'rules.finito.nearest':
    'Si les cases de ce nombre sont prises, pose ton jeton sur la case libre la plus proche juste avant ou juste après elles, même sur une autre ligne. C’est toi qui choisis.',
  'rules.finito.hMove': 'Quand tout est posé',
  'rules.finito.move':
    'Quand tes 12 jetons sont sur le plateau, chaque lancer te fait déplacer un de tes jetons vers une case libre du nombre du dé, ou la case libre la plus proche avant ou après. Une option permet de passer son tour.',
  'rules.finito.hEnd': 'Manches et points',
  'rules.finito.end':
    'Si plusieurs joueurs font Finito au même lancer, ils gagnent ensemble. Dans une partie en plusieurs manches, chacun marque à la fin de la manche un point par jeton de sa plus longue suite de nombres qui se suivent et qui sont rangés dans l’ordre (un Finito vaut 12). Le premier qui atteint le score choisi gagne.',
  'rules.finito.caps':
    'Une manche s’arrête après 500 lancers sans Finito\u00a0: chacun marque quand même sa plus longue suite et la partie continue avec la manche suivante (en une seule manche, c’est une partie nulle). Une partie dure au plus 50 manches\u00a0: le plus haut total gagne alors. Si plusieurs joueurs atteignent le score choisi dans la même manche, c’est aussi le plus haut total qui gagne\u00a0; à égalité, ils gagnent ensemble.',
  'rules.finito.solo':
    'Seul, tu comptes les lancers qu’il te faut pour faire Finito\u00a0: essaie de battre ton record\u00a0!',
  'finito.analysis.turns':
    'Il faudra environ {played, number,::.#} lancers pour faire Finito{differs, select, yes { au lieu de {best, number,::.#}} other {}}.',
} as const;

export const finitoEn: Record<keyof typeof finitoFr, string> = {
  'finito.die': '20-sided die',
  'finito.dieShows': 'The 20-sided die shows {roll, number}',
  'finito.dieWaiting': 'The die is about to be rolled',
  'finito.counter': 'Round {round, number} · roll {turn, number}',
  'finito.soloCounter': 'Roll no. {turn, number}',
  'finito.boardOf': '{name}’s board',
  'finito.hand': 'Face-up tokens',
  'finito.seatHand': 'Face-up tokens: {tokens}',
  'finito.handEmpty': 'All your tokens are on the board.',
  'finito.faceDown':
    '{count, plural, =0 {no hidden token left} one {# hidden token} other {# hidden tokens}}',
  'finito.token': 'Token {token, number}',
  'finito.cellFree': 'Cell {label, number}, row {row, number}, column {col, number}, free',
  'finito.cellToken':
    'Token {token, number} on cell {label, number}, row {row, number}, column {col, number}',
  'finito.cellAllowed': 'allowed with this roll',
  'finito.cellRun': 'in the longest run',
  'finito.pickToken': '{name}, pick a face-up token, then a highlighted cell.',
  'finito.tokenFirst': 'First pick a token, then tap a highlighted cell.',
  'finito.pickCell': 'Token {token, number} picked: tap a highlighted cell.',
  'finito.pickMove': '{name}, tap one of your tokens on the board, then a highlighted cell.',
  'finito.pickMoveCell': 'Token {token, number} picked: tap the cell to move it to.',
  'finito.waitOthers': 'You have chosen. The others are still choosing.',
  'finito.ownChoice':
    '{kind, select, pass {You chose to pass.} other {Your choice: token {token, number} on square {label, number}.}} The others are still choosing.',
  'finito.pass': 'Pass my turn',
  'finito.whyFree':
    '{count, plural, one {Roll {roll, number}: cell {roll, number} is free.} other {Roll {roll, number}: both cells {roll, number} are free, pick either one.}}',
  'finito.whyOneLeft': 'Roll {roll, number}: one cell {roll, number} is taken, the other one is free.',
  'finito.whyTaken':
    'Roll {roll, number}: {count, plural, one {cell {roll, number} is taken} other {both cells {roll, number} are taken}}: the nearest free cell {where, select, both {before or after} before {before (none is left after)} other {after (none is left before)}}.',
  'finito.run': 'Run of {length, number}: {tokens}',
  'finito.runNone': 'No token placed yet.',
  'finito.runTitle': 'Your longest run',
  'finito.others': 'The other boards',
  'finito.acted': 'has chosen ✓',
  'finito.choosing': 'choosing…',
  'finito.points': '{points, plural, one {# point} other {# points}}',
  'finito.scores': 'Scores',
  'finito.roundCol': 'Round',
  'finito.total': 'Total',
  'finito.target': 'Target: {target, number} points',
  'finito.revealTitle': 'What everyone played (roll {roll, number})',
  'finito.celebrate': 'Finito!',
  'finito.celebrateNames':
    '{names} {count, plural, one {has lined up all 12 tokens in order} other {have lined up all 12 tokens in order}}.',
  'finito.and': '{a} and {b}',
  'finito.soloDone': 'Finito in {turns, plural, one {# roll} other {# rolls}}!',
  'finito.soloNone': 'No Finito after {turns, plural, one {# roll} other {# rolls}}.',
  'finito.soloBest': 'Your record: {best, plural, one {# roll} other {# rolls}}.',
  'finito.soloNewBest': 'New record!',
  'finito.turnCap': '{cap, number} rolls without Finito: the game is a draw.',
  'finito.roundCapped':
    'Round stopped after {cap, number} rolls without Finito: everyone scores their longest run.',
  'finito.matchCapped': '{rounds, number} rounds played: the highest total wins.',
  'finito.logTurnUp': '{name} turns up token {token, number}.',
  'finito.logRoll': 'The 20-sided die shows {roll, number}.',
  'finito.logChose': '{name} has chosen in secret.',
  'finito.logPlace':
    '{name} places token {token, number} on a cell {label, number} (row {row, number}, column {col, number}).',
  'finito.logMove':
    '{name} moves token {token, number} to a cell {label, number} (row {row, number}, column {col, number}).',
  'finito.logPass': '{name} passes.',
  'finito.logRoundEnd': 'End of round {round, number}: {points}.',
  'finito.logSeatPoints': '{name} {points, plural, one {# point} other {# points}}',
  'finito.logNewRound': 'New round: the boards are cleared.',
  'finito.error.bad-cell': 'That token cannot go there with this roll: pick a highlighted cell.',
  'finito.error.not-in-hand': 'That token is not one of your face-up tokens.',
  'finito.error.not-on-board': 'That token is not on your board.',
  'finito.error.wrong-phase': 'Not now: first all 12 tokens are placed, then they are moved.',
  'finito.error.pass-not-allowed': 'In this game you must move a token on every roll.',
  'finito.error.already-acted': 'You have already chosen for this roll.',
  'finito.error.not-face-down': 'That token is no longer face down.',
  'finito.hintPlace':
    'place token {token, number} on a cell {label, number} (row {row, number}, column {col, number})',
  'finito.hintMove':
    'move token {token, number} to a cell {label, number} (row {row, number}, column {col, number})',
  'finito.hintPass': 'pass',
  'finito.optRounds': 'Rounds',
  'finito.optSingle': 'A single round',
  'finito.optMatch': 'Several rounds, up to a score',
  'finito.optTarget': 'Score to reach',
  'finito.optPassing': 'Allow passing',
  'finito.optPassingHint': 'Once all 12 tokens are placed, a player may choose not to move any.',

  'rules.finito.hGoal': 'The goal',
  'rules.finito.goal':
    'Each player has 12 tokens numbered 1 to 12 and a board of their own. The first to line up all 12 tokens in order, left to right and top to bottom, calls “Finito!” and wins. Empty cells between the tokens do not matter.',
  'rules.finito.hBoard': 'The board',
  'rules.finito.board':
    'The board has 36 cells in 6 rows. Each cell shows a number from 1 to 20, from smallest to largest as you read a book. The numbers 1, 2, 19 and 20 have one cell, the others have two.',
  'rules.finito.picture': 'Léa’s board after a few rolls. Tokens 3, 4, 5, 6 and 7 make a run of 5 (stars).',
  'rules.finito.hTurn': 'One roll',
  'rules.finito.turn':
    'One 20-sided die is rolled for everyone. Everyone plays at the same time on their own board without seeing what the others choose: all the choices are revealed together.',
  'rules.finito.placement':
    'At first you have 3 face-up tokens and the others are hidden. Put a face-up token on a free cell showing the number rolled (either one when there are two). Then turn up a new hidden token.',
  'rules.finito.nearest':
    'If the cells of that number are taken, put your token on the nearest free cell just before or just after them, even on another row. You choose which.',
  'rules.finito.hMove': 'Once everything is placed',
  'rules.finito.move':
    'Once your 12 tokens are on the board, each roll makes you move one of your tokens to a free cell of the number rolled, or the nearest free cell before or after. An option allows passing.',
  'rules.finito.hEnd': 'Rounds and points',
  'rules.finito.end':
    'If several players call Finito on the same roll, they win together. In a game of several rounds, at the end of each round everyone scores one point per token in their longest run of consecutive numbers lying in order (a Finito is worth 12). The first to reach the chosen score wins.',
  'rules.finito.caps':
    'A round stops after 500 rolls without Finito: everyone still scores their longest run and the game goes on with the next round (in a single-round game, it is a draw). A game lasts at most 50 rounds: then the highest total wins. If several players reach the chosen score in the same round, the highest total wins too; equal totals win together.',
  'rules.finito.solo': 'Alone, count the rolls you need to reach Finito: try to beat your record!',
  'finito.analysis.turns':
    'It will take about {played, number,::.#} rolls to call Finito{differs, select, yes { instead of {best, number,::.#}} other {}}.',
};
