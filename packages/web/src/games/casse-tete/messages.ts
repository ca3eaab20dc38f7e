/**
 * The casse-tete screens' messages: French (the reference) and English, merged into the app's catalogues
 * (src/i18n). Ids start with `casse-tete.` or `rules.casse-tete.`.
 */
export const casseTeteFr = {
  // Tokens
  'casse-tete.token': 'Jeton {id, number}',
  'casse-tete.tokenLabel':
    'Jeton {id, number}{turned}. En haut\u00a0: {top}. À droite\u00a0: {right}. En bas\u00a0: {bottom}. À gauche\u00a0: {left}.',
  'casse-tete.tokenTurned':
    '{turns, plural, =0 {} one {, tourné d’un quart de tour} =2 {, tourné d’un demi-tour} other {, tourné de trois quarts de tour}}',
  'casse-tete.turnsWords':
    '{turns, plural, =0 {sans le tourner} one {tourné une fois ↻} other {tourné # fois ↻}}',
  'casse-tete.sides': 'haut {top} · droite {right} · bas {bottom} · gauche {left}',
  // How the tokens' numbers are written: "0,25" and "25 %" (narrow no-break space).
  'casse-tete.decimalMark': ',',
  'casse-tete.percentSign': '\u202f%',

  // The table
  'casse-tete.table': 'La table',
  'casse-tete.tableLabel': 'La table\u00a0: {count, plural, one {# jeton posé} other {# jetons posés}}',
  'casse-tete.emptyCell': 'Case vide',
  'casse-tete.targetCell':
    'Poser le jeton {id, number} ici\u00a0: touche {count, plural, one {# jeton} other {# jetons}}, +{points, number} points',
  'casse-tete.tryCell': 'Essayer de poser le jeton {id, number} ici',
  'casse-tete.otherTurn': 'tourne-le',
  'casse-tete.lastPlaced': 'le dernier jeton posé',
  'casse-tete.start': 'le jeton de départ',

  // Hand and actions
  'casse-tete.hand': 'Ta main, {name}',
  'casse-tete.handHint':
    'Touche un jeton, puis une case qui s’allume. Au clavier\u00a0: Tab, R pour tourner, Entrée pour poser.',
  'casse-tete.handHidden': 'Les jetons restent cachés jusqu’au tour d’un joueur.',
  'casse-tete.fits': '✓ se pose',
  'casse-tete.noFit': '✗ pas encore',
  'casse-tete.selected': 'Jeton {id, number} choisi, {turned}.',
  'casse-tete.selectedNowhere': 'Ce jeton ne se pose nulle part pour l’instant.',
  'casse-tete.selectedTurn':
    'Tourne-le pour qu’il se pose\u00a0: {count, plural, one {# case possible} other {# cases possibles}} dans un autre sens.',
  'casse-tete.selectedCells':
    '{count, plural, one {# case s’allume} other {# cases s’allument}} sur la table.',
  'casse-tete.rotateRight': 'Tourner d’un quart de tour vers la droite',
  'casse-tete.rotateLeft': 'Tourner d’un quart de tour vers la gauche',
  'casse-tete.pass': 'Aucun jeton ne se pose\u00a0: piocher et passer',
  'casse-tete.passNoBank': 'Aucun jeton ne se pose\u00a0: passer',
  'casse-tete.passHint':
    'Aucun de tes jetons ne peut se poser. Tu pioches un jeton (sans pénalité) et c’est au suivant.',
  'casse-tete.waitHint': 'Attends ton tour.',

  // Players and scores
  'casse-tete.players': 'Les joueurs',
  'casse-tete.playerLine':
    '{points, number} points · {count, plural, one {# jeton en main} other {# jetons en main}}',
  'casse-tete.bank': 'Pioche\u00a0: {count, plural, =0 {vide} one {# jeton} other {# jetons}}',
  'casse-tete.scoring': 'Points d’une pose',
  'casse-tete.scoringLine': 'touche {count, plural, one {# jeton} other {# jetons}}\u00a0: +{points, number}',

  // Explanations and log
  'casse-tete.startToken': 'Jeton de départ, face visible\u00a0: jeton {id, number} ({sides}).',
  'casse-tete.dealt': 'Chaque joueur a reçu 5 jetons cachés.',
  'casse-tete.startRoll': '{name} lance le dé pour commencer\u00a0: {die, number}.',
  'casse-tete.startTie': 'Égalité\u00a0: on relance.',
  'casse-tete.starts': '{name} commence.',
  'casse-tete.placed':
    '{name} pose le jeton {id, number}, {turned}\u00a0: touche {count, plural, one {# jeton} other {# jetons}}\u00a0: +{points, number}.',
  'casse-tete.match': 'Côtés égaux\u00a0: {equality}.',
  'casse-tete.passed': '{name} ne peut poser aucun jeton et passe son tour.',
  'casse-tete.drew': '{name} pioche un jeton.',
  'casse-tete.endEmpty': 'Fin de la partie\u00a0: {name} a posé tous ses jetons.',
  'casse-tete.endBlocked': 'Fin de la partie\u00a0: plus personne ne peut poser et la pioche est vide.',
  'casse-tete.penaltyLine':
    '{name}\u00a0: {before, number} − {penalty, number} ({count, plural, one {# jeton restant} other {# jetons restants}} × 5) = {after, number} points',
  'casse-tete.penalties': 'Jetons restants\u00a0: −5 points chacun',
  'casse-tete.lastMove': 'Dernière pose',

  // Errors
  'casse-tete.error.sides-mismatch':
    'Les côtés qui se touchent doivent avoir la même valeur. Tourne le jeton ou choisis une case qui s’allume.',
  'casse-tete.error.not-adjacent': 'Un jeton se pose à côté d’un jeton déjà posé.',
  'casse-tete.error.occupied': 'Cette case est déjà prise.',
  'casse-tete.error.pass-not-allowed': 'Un de tes jetons se pose\u00a0: tu dois le poser.',
  'casse-tete.error.not-in-hand': 'Ce jeton n’est pas dans ta main.',
  'casse-tete.error.rotation-off': 'Dans cette partie, on ne tourne pas les jetons.',
  'casse-tete.error.not-in-bank': 'Ce jeton n’est plus dans la pioche.',

  // The hint button's suggestion ("L'ordinateur jouerait : …")
  'casse-tete.hintMove': 'poser le jeton {id, number}, {turned}, sur la case marquée',
  'casse-tete.hintPass': 'piocher et passer (aucun jeton ne se pose)',
  'casse-tete.hintMark': 'case conseillée',

  // Options
  'casse-tete.rotationOption': 'Jetons',
  'casse-tete.rotationOn': 'On peut les tourner',
  'casse-tete.rotationOff': 'On ne les tourne pas',
  'casse-tete.solitaireLink': 'Casse-tête solitaire',

  // Solitaire
  'casse-tete.sol.shape': 'Rectangle',
  'casse-tete.sol.shapeName': '{rows, number} × {cols, number}',
  'casse-tete.sol.newPuzzle': 'Nouvelle grille',
  'casse-tete.sol.newConfirm':
    'Effacer cette grille et en commencer une autre\u00a0? Les jetons posés seront perdus.',
  'casse-tete.sol.newYes': 'Oui, nouvelle grille',
  'casse-tete.sol.newNo': 'Non, je continue',
  'casse-tete.sol.grid': 'La grille de {rows, number} lignes et {cols, number} colonnes',
  'casse-tete.sol.cell': 'Ligne {row, number}, colonne {col, number}',
  'casse-tete.sol.cellEmpty': 'Ligne {row, number}, colonne {col, number}, vide',
  'casse-tete.sol.tray': 'Jetons à ranger ({count, number})',
  'casse-tete.sol.trayEmpty': 'Tous les jetons sont sur la grille.',
  'casse-tete.sol.progress':
    '{placed, plural, one {# jeton posé} other {# jetons posés}} sur {total, number} · {moves, plural, one {# coup} other {# coups}}',
  'casse-tete.sol.undo': 'Annuler',
  'casse-tete.sol.redo': 'Rétablir',
  'casse-tete.sol.undoHelp':
    'Annuler reprend le dernier coup (pose, déplacement, retrait ou rotation), jusqu’à la grille vide\u00a0; Rétablir le rejoue. Raccourcis\u00a0: Ctrl+Z et Ctrl+Y.',
  'casse-tete.sol.check': 'Vérifier',
  'casse-tete.sol.remove': 'Retirer le jeton',
  'casse-tete.sol.help':
    'Touche un jeton puis une case vide pour le poser. Touche un jeton posé pour le tourner, le déplacer ou le retirer.',
  'casse-tete.sol.checkOk':
    'Aucun conflit\u00a0: {placed, plural, one {# jeton bien posé} other {# jetons bien posés}}, encore {left, number}.',
  'casse-tete.sol.checkConflicts':
    '{count, plural, one {# paire de côtés ne va pas} other {# paires de côtés ne vont pas}} ensemble\u00a0:',
  'casse-tete.sol.conflict':
    '{a} (jeton {ta, number}, ligne {ra, number}, colonne {ca, number}) ≠ {b} (jeton {tb, number}, ligne {rb, number}, colonne {cb, number})',
  'casse-tete.sol.solvedIn': 'Bravo\u00a0! Grille résolue en {moves, plural, one {# coup} other {# coups}}.',
  'casse-tete.sol.unsolved':
    'Plus de coups\u00a0: la grille n’est pas résolue après {moves, plural, one {# coup} other {# coups}}.',
  'casse-tete.sol.conflictMark': 'conflit',
  'casse-tete.sol.hintMark': 'indice',
  'casse-tete.sol.selectedCell': 'Jeton {id, number} choisi sur la grille.',
  'casse-tete.sol.log.shuffled': 'Les 30 jetons sont mélangés dans la réserve.',
  'casse-tete.sol.log.place': 'Jeton {id, number} posé ligne {row, number}, colonne {col, number}, {turned}.',
  'casse-tete.sol.log.move': 'Jeton {id, number} déplacé ligne {row, number}, colonne {col, number}.',
  'casse-tete.sol.log.remove': 'Jeton {id, number} retiré de la grille.',
  'casse-tete.sol.log.rotate': 'Jeton {id, number} tourné d’un quart de tour {by, plural, =1 {↻} other {↺}}.',
  'casse-tete.sol.log.undo': 'Dernier coup annulé.',
  'casse-tete.sol.log.redo': 'Coup annulé rejoué.',
  'casse-tete.sol.log.check':
    'Vérification\u00a0: {count, plural, =0 {aucun conflit} one {# paire de côtés ne va pas ensemble} other {# paires de côtés ne vont pas ensemble}}.',
  'casse-tete.sol.hint.place':
    'poser le jeton marqué d’une étoile ligne {row, number}, colonne {col, number}, {turned}',
  'casse-tete.sol.hint.move':
    'déplacer le jeton de la ligne {row, number}, colonne {col, number} vers la ligne {toRow, number}, colonne {toCol, number}',
  'casse-tete.sol.hint.remove': 'retirer le jeton de la ligne {row, number}, colonne {col, number}',
  'casse-tete.sol.hint.rotate':
    'tourner le jeton de la ligne {row, number}, colonne {col, number} d’un quart de tour {by, plural, =1 {↻} other {↺}}',
  'casse-tete.sol.hint.undo': 'annuler le dernier coup',
  'casse-tete.sol.hint.redo': 'rejouer le coup annulé',
  'casse-tete.sol.hint.check': 'vérifier la grille',
  'casse-tete.sol.error.occupied': 'Cette case est déjà prise.',
  'casse-tete.sol.error.empty-cell': 'Il n’y a pas de jeton sur cette case.',
  'casse-tete.sol.error.off-board': 'Cette case n’est pas dans la grille.',
  'casse-tete.sol.error.already-placed': 'Ce jeton est déjà sur la grille.',
  'casse-tete.sol.error.nothing-to-undo': 'Il n’y a rien à annuler.',
  'casse-tete.sol.error.nothing-to-redo': 'Il n’y a aucun coup annulé à rétablir.',
  'casse-tete.sol.error.nothing-to-check': 'Pose d’abord un jeton, puis vérifie.',
  'casse-tete.sol.error.already-checked': 'La grille n’a pas changé depuis la dernière vérification.',
  'casse-tete.sol.error.unknown-token': 'Ce jeton n’existe pas.',
  'casse-tete.sol.error.bad-turns': 'Un jeton se tourne d’un nombre entier de quarts de tour.',
  'casse-tete.sol.error.sides-mismatch': 'Les côtés qui se touchent doivent avoir la même valeur.',
  'casse-tete.sol.error.already-drawn': 'Ce jeton est déjà dans la réserve mélangée.',

  // Rules page
  'rules.casse-tete.hGoal': 'Le but',
  'rules.casse-tete.goal':
    'Chaque jeton carré porte un nombre sur chacun de ses quatre côtés. On pose les jetons côte à côte\u00a0: deux côtés qui se touchent doivent valoir la même chose, même s’ils ne sont pas écrits pareil.',
  'rules.casse-tete.hNumbers': 'Des nombres écrits de plusieurs façons',
  'rules.casse-tete.numbers':
    'Un même nombre peut s’écrire en fraction, en nombre décimal ou en pourcentage\u00a0: 3/12 = 1/4 = 0,25 = 25\u00a0%. Et 3½ = 7/2 = 3,5.',
  'rules.casse-tete.picture':
    'Quatre jetons bien posés. Le jeton 12 montre 1/4 à droite, le jeton 13 montre 3/12 à gauche\u00a0: les deux valent un quart. En bas, 8/20 touche 2/5, et 6/8 touche 3/4.',
  'rules.casse-tete.turnPicture':
    'Le même jeton tourné d’un quart de tour vers la droite\u00a0: le nombre de gauche (3/12) passe en haut, et le numéro du jeton change de coin.',
  'rules.casse-tete.hGame': 'La partie à plusieurs (2 à 4 joueurs)',
  'rules.casse-tete.setup':
    'Un jeton est posé face visible au milieu. Chaque joueur reçoit 5 jetons cachés. Le dé désigne qui commence.',
  'rules.casse-tete.turn':
    'À ton tour, si un de tes jetons peut se poser, tu dois en poser un, à côté d’un jeton de la table, en le tournant si besoin. Puis tu pioches un jeton. Si aucun ne se pose, tu pioches et tu passes.',
  'rules.casse-tete.points':
    'Points\u00a0: un jeton qui touche 1 jeton rapporte 5, 2 jetons 10, 3 jetons 20 et 4 jetons 40.',
  'rules.casse-tete.end':
    'La partie s’arrête quand un joueur a posé tous ses jetons, ou quand plus personne ne peut poser et que la pioche est vide. Chaque jeton resté en main coûte 5 points. Le plus de points gagne.',
  'rules.casse-tete.hSolitaire': 'Le solitaire',
  'rules.casse-tete.solitaire':
    'Seul, range les 30 jetons dans un rectangle (6 × 5 par exemple) pour que tous les côtés qui se touchent soient égaux. L’application t’aide avec des indices et un bouton «\u00a0Vérifier\u00a0».',
  'casse-tete.analysis.move':
    'poser le jeton {id, number} ({turned}) là où il rapporte {points, number} points',
} as const;

export const casseTeteEn: Record<keyof typeof casseTeteFr, string> = {
  'casse-tete.token': 'Token {id, number}',
  'casse-tete.tokenLabel':
    'Token {id, number}{turned}. Top: {top}. Right: {right}. Bottom: {bottom}. Left: {left}.',
  'casse-tete.tokenTurned':
    '{turns, plural, =0 {} one {, turned a quarter turn} =2 {, turned a half turn} other {, turned three quarter turns}}',
  'casse-tete.turnsWords': '{turns, plural, =0 {not turned} one {turned once ↻} other {turned # times ↻}}',
  'casse-tete.sides': 'top {top} · right {right} · bottom {bottom} · left {left}',
  'casse-tete.decimalMark': '.',
  'casse-tete.percentSign': '%',
  'casse-tete.table': 'The table',
  'casse-tete.tableLabel': 'The table: {count, plural, one {# token laid} other {# tokens laid}}',
  'casse-tete.emptyCell': 'Empty cell',
  'casse-tete.targetCell':
    'Lay token {id, number} here: touches {count, plural, one {# token} other {# tokens}}, +{points, number} points',
  'casse-tete.tryCell': 'Try to lay token {id, number} here',
  'casse-tete.otherTurn': 'turn it',
  'casse-tete.lastPlaced': 'the last token laid',
  'casse-tete.start': 'the start token',
  'casse-tete.hand': 'Your hand, {name}',
  'casse-tete.handHint': 'Tap a token, then a cell that lights up. Keyboard: Tab, R to turn, Enter to lay.',
  'casse-tete.handHidden': 'Tokens stay hidden until it is a player’s turn.',
  'casse-tete.fits': '✓ fits',
  'casse-tete.noFit': '✗ not yet',
  'casse-tete.selected': 'Token {id, number} chosen, {turned}.',
  'casse-tete.selectedNowhere': 'This token fits nowhere for now.',
  'casse-tete.selectedTurn':
    'Turn it to make it fit: {count, plural, one {# cell} other {# cells}} in another direction.',
  'casse-tete.selectedCells':
    '{count, plural, one {# cell lights up} other {# cells light up}} on the table.',
  'casse-tete.rotateRight': 'Turn a quarter turn clockwise',
  'casse-tete.rotateLeft': 'Turn a quarter turn anticlockwise',
  'casse-tete.pass': 'No token fits: draw and pass',
  'casse-tete.passNoBank': 'No token fits: pass',
  'casse-tete.passHint':
    'None of your tokens can be laid. You draw a token (no penalty) and the next player plays.',
  'casse-tete.waitHint': 'Wait for your turn.',
  'casse-tete.players': 'Players',
  'casse-tete.playerLine':
    '{points, number} points · {count, plural, one {# token in hand} other {# tokens in hand}}',
  'casse-tete.bank': 'Bank: {count, plural, =0 {empty} one {# token} other {# tokens}}',
  'casse-tete.scoring': 'Points for a token',
  'casse-tete.scoringLine': 'touches {count, plural, one {# token} other {# tokens}}: +{points, number}',
  'casse-tete.startToken': 'Start token, face up: token {id, number} ({sides}).',
  'casse-tete.dealt': 'Each player was dealt 5 hidden tokens.',
  'casse-tete.startRoll': '{name} rolls to start: {die, number}.',
  'casse-tete.startTie': 'A tie: roll again.',
  'casse-tete.starts': '{name} starts.',
  'casse-tete.placed':
    '{name} lays token {id, number}, {turned}: touches {count, plural, one {# token} other {# tokens}}: +{points, number}.',
  'casse-tete.match': 'Equal sides: {equality}.',
  'casse-tete.passed': '{name} cannot lay any token and passes.',
  'casse-tete.drew': '{name} draws a token.',
  'casse-tete.endEmpty': 'Game over: {name} has laid all their tokens.',
  'casse-tete.endBlocked': 'Game over: nobody can lay a token and the bank is empty.',
  'casse-tete.penaltyLine':
    '{name}: {before, number} − {penalty, number} ({count, plural, one {# token left} other {# tokens left}} × 5) = {after, number} points',
  'casse-tete.penalties': 'Tokens left: −5 points each',
  'casse-tete.lastMove': 'Last token laid',
  'casse-tete.error.sides-mismatch':
    'Touching sides must have the same value. Turn the token or choose a cell that lights up.',
  'casse-tete.error.not-adjacent': 'A token is laid next to a token already on the table.',
  'casse-tete.error.occupied': 'This cell is already taken.',
  'casse-tete.error.pass-not-allowed': 'One of your tokens fits: you must lay it.',
  'casse-tete.error.not-in-hand': 'This token is not in your hand.',
  'casse-tete.error.rotation-off': 'In this game, tokens are not turned.',
  'casse-tete.error.not-in-bank': 'That token is no longer in the bank.',
  'casse-tete.hintMove': 'lay token {id, number}, {turned}, on the marked cell',
  'casse-tete.hintPass': 'draw and pass (no token fits)',
  'casse-tete.hintMark': 'suggested cell',
  'casse-tete.rotationOption': 'Tokens',
  'casse-tete.rotationOn': 'May be turned',
  'casse-tete.rotationOff': 'Are never turned',
  'casse-tete.solitaireLink': 'Casse-tête solitaire',
  'casse-tete.sol.shape': 'Rectangle',
  'casse-tete.sol.shapeName': '{rows, number} × {cols, number}',
  'casse-tete.sol.newPuzzle': 'New grid',
  'casse-tete.sol.newConfirm': 'Clear this grid and start another? The tokens laid will be lost.',
  'casse-tete.sol.newYes': 'Yes, new grid',
  'casse-tete.sol.newNo': 'No, keep going',
  'casse-tete.sol.grid': 'The grid of {rows, number} rows and {cols, number} columns',
  'casse-tete.sol.cell': 'Row {row, number}, column {col, number}',
  'casse-tete.sol.cellEmpty': 'Row {row, number}, column {col, number}, empty',
  'casse-tete.sol.tray': 'Tokens to arrange ({count, number})',
  'casse-tete.sol.trayEmpty': 'Every token is on the grid.',
  'casse-tete.sol.progress':
    '{placed, number} of {total, number} {total, plural, one {token} other {tokens}} laid · {moves, plural, one {# move} other {# moves}}',
  'casse-tete.sol.undo': 'Undo',
  'casse-tete.sol.redo': 'Redo',
  'casse-tete.sol.undoHelp':
    'Undo takes back the last move (placing, moving, removing or turning a token), back to the empty grid; Redo plays it again. Shortcuts: Ctrl+Z and Ctrl+Y.',
  'casse-tete.sol.check': 'Check',
  'casse-tete.sol.remove': 'Take the token back',
  'casse-tete.sol.help':
    'Tap a token, then an empty cell to lay it. Tap a laid token to turn it, move it or take it back.',
  'casse-tete.sol.checkOk':
    'No conflict: {placed, plural, one {# token} other {# tokens}} laid well, {left, number} to go.',
  'casse-tete.sol.checkConflicts':
    '{count, plural, one {# pair of sides does not} other {# pairs of sides do not}} go together:',
  'casse-tete.sol.conflict':
    '{a} (token {ta, number}, row {ra, number}, column {ca, number}) ≠ {b} (token {tb, number}, row {rb, number}, column {cb, number})',
  'casse-tete.sol.solvedIn': 'Well done! Grid solved in {moves, plural, one {# move} other {# moves}}.',
  'casse-tete.sol.unsolved':
    'Out of moves: the grid is not solved after {moves, plural, one {# move} other {# moves}}.',
  'casse-tete.sol.conflictMark': 'conflict',
  'casse-tete.sol.hintMark': 'hint',
  'casse-tete.sol.selectedCell': 'Token {id, number} chosen on the grid.',
  'casse-tete.sol.log.shuffled': 'The 30 tokens are shuffled in the tray.',
  'casse-tete.sol.log.place': 'Token {id, number} laid at row {row, number}, column {col, number}, {turned}.',
  'casse-tete.sol.log.move': 'Token {id, number} moved to row {row, number}, column {col, number}.',
  'casse-tete.sol.log.remove': 'Token {id, number} taken back from the grid.',
  'casse-tete.sol.log.rotate': 'Token {id, number} turned a quarter turn {by, plural, =1 {↻} other {↺}}.',
  'casse-tete.sol.log.undo': 'Last move undone.',
  'casse-tete.sol.log.redo': 'Undone move played again.',
  'casse-tete.sol.log.check':
    'Check: {count, plural, =0 {no conflict} one {# pair of sides does not go together} other {# pairs of sides do not go together}}.',
  'casse-tete.sol.hint.place':
    'lay the token marked with a star at row {row, number}, column {col, number}, {turned}',
  'casse-tete.sol.hint.move':
    'move the token at row {row, number}, column {col, number} to row {toRow, number}, column {toCol, number}',
  'casse-tete.sol.hint.remove': 'take back the token at row {row, number}, column {col, number}',
  'casse-tete.sol.hint.rotate':
    'turn the token at row {row, number}, column {col, number} a quarter turn {by, plural, =1 {↻} other {↺}}',
  'casse-tete.sol.hint.undo': 'undo the last move',
  'casse-tete.sol.hint.redo': 'play the undone move again',
  'casse-tete.sol.hint.check': 'check the grid',
  'casse-tete.sol.error.occupied': 'This cell is already taken.',
  'casse-tete.sol.error.empty-cell': 'There is no token on this cell.',
  'casse-tete.sol.error.off-board': 'This cell is not in the grid.',
  'casse-tete.sol.error.already-placed': 'This token is already on the grid.',
  'casse-tete.sol.error.nothing-to-undo': 'There is nothing to undo.',
  'casse-tete.sol.error.nothing-to-redo': 'There is no undone move to redo.',
  'casse-tete.sol.error.nothing-to-check': 'Lay a token first, then check.',
  'casse-tete.sol.error.already-checked': 'The grid has not changed since the last check.',
  'casse-tete.sol.error.unknown-token': 'There is no such token.',
  'casse-tete.sol.error.bad-turns': 'A token turns by whole quarter turns.',
  'casse-tete.sol.error.sides-mismatch': 'Touching sides must have the same value.',
  'casse-tete.sol.error.already-drawn': 'That token is already in the shuffled tray.',
  'rules.casse-tete.hGoal': 'The goal',
  'rules.casse-tete.goal':
    'Each square token has a number on each of its four sides. Tokens are laid side by side: two touching sides must be worth the same, even when they are written differently.',
  'rules.casse-tete.hNumbers': 'Numbers written in several ways',
  'rules.casse-tete.numbers':
    'The same number can be written as a fraction, a decimal or a percentage: 3/12 = 1/4 = 0.25 = 25%. And 3½ = 7/2 = 3.5.',
  'rules.casse-tete.picture':
    'Four tokens laid well. Token 12 shows 1/4 on its right, token 13 shows 3/12 on its left: both are a quarter. Below, 8/20 touches 2/5, and 6/8 touches 3/4.',
  'rules.casse-tete.turnPicture':
    'The same token turned a quarter turn clockwise: the left number (3/12) goes to the top, and the token’s number moves to the next corner.',
  'rules.casse-tete.hGame': 'The game for 2 to 4 players',
  'rules.casse-tete.setup':
    'One token is laid face up in the middle. Each player gets 5 hidden tokens. The die decides who starts.',
  'rules.casse-tete.turn':
    'On your turn, if one of your tokens fits, you must lay one next to a token on the table, turning it if needed. Then you draw a token. If none fits, you draw and pass.',
  'rules.casse-tete.points':
    'Points: a token touching 1 token scores 5, 2 tokens 10, 3 tokens 20 and 4 tokens 40.',
  'rules.casse-tete.end':
    'The game ends when a player has laid all their tokens, or when nobody can lay a token and the bank is empty. Each token left in hand costs 5 points. Most points wins.',
  'rules.casse-tete.hSolitaire': 'The solitaire',
  'rules.casse-tete.solitaire':
    'On your own, arrange the 30 tokens in a rectangle (6 × 5 for instance) so that all touching sides are equal. The app helps with hints and a “Check” button.',
  'casse-tete.analysis.move': 'lay token {id, number} ({turned}) where it scores {points, number} points',
};
