/**
 * The zigzag screens' messages: French (the reference) and English, merged into the app's catalogues
 * (src/i18n). Ids start with `zigzag.` or `rules.zigzag.`.
 */
export const zigzagFr = {
  'zigzag.board': 'Plateau de Zigzag',
  'zigzag.cellStart': 'Case de départ {label, number}',
  'zigzag.cellOperation': 'Ligne {row, number}, colonne {column, number}\u00a0: {operation}',
  'zigzag.cellPawn': 'pion de {name}',
  'zigzag.cellPrevious': 'case d’où vient {name}, pas de retour immédiat',
  'zigzag.cellCandidate': 'coup possible\u00a0: {preview}',
  'zigzag.cellSideCandidate': 'tu peux poser ton pion ici',
  'zigzag.cellSelected': 'case choisie',
  'zigzag.previousMark': 'case d’avant',
  'zigzag.players': 'Les joueurs',
  'zigzag.number': 'Nombre',
  'zigzag.noNumber': 'pas encore tiré',
  'zigzag.points': 'Points',
  'zigzag.pointsOf': '{score, number} sur {target, number}',
  'zigzag.startLabel': 'départ\u00a0: case {label, number}',
  'zigzag.phase.start-roll': 'Qui commence\u00a0? Chaque joueur lance un dé, le plus grand commence.',
  'zigzag.phase.start-cell': '{name} lance un dé pour trouver sa case de départ.',
  'zigzag.phase.start-side':
    '{name}, ta case de départ est la {label, number}. Pose ton pion en haut ou en bas du plateau.',
  'zigzag.phase.start-number':
    '{name} lance deux dés pour son nombre de départ\u00a0: le premier donne les dizaines, le second les unités.',
  'zigzag.sideTop': '↑ En haut, case {label, number}',
  'zigzag.sideBottom': '↓ En bas, case {label, number}',
  'zigzag.pickCell': 'Choisis une case en couleur\u00a0: tu vois le calcul. Touche-la encore pour jouer.',
  'zigzag.selected': 'Tu as choisi {operation}\u00a0:',
  'zigzag.confirm': 'Jouer ce coup',
  'zigzag.halfHint':
    '{n, number} est impair\u00a0: {n, number} ÷ 2 = {half}. Choisis la partie entière ou l’arrondi.',
  'zigzag.halfFloor': 'Partie entière {value, number}',
  'zigzag.halfRound': 'Arrondi {value, number}',
  'zigzag.pass': 'Passer mon tour',
  'zigzag.passHint': 'Aucune case voisine n’est possible\u00a0: tu dois passer ton tour.',
  'zigzag.moves': 'Coups possibles',
  'zigzag.moveWhere': 'ligne {row, number}, colonne {column, number}',
  'zigzag.moveHalf': '{kind, select, floor {partie entière} other {arrondi}}',
  'zigzag.previewPoints': '{equation} → {points, number} points\u00a0!',
  'zigzag.halfEquation':
    '{n, number} ÷ 2 = {half} → {value, number} ({kind, select, floor {partie entière} other {arrondi}})',
  'zigzag.lastMove': 'Dernier coup',
  'zigzag.setupSoFar': 'La mise en place',
  'zigzag.dice': 'Les dés',
  'zigzag.tensUnits': '{tens, number} et {units, number} → {n, number}',
  'zigzag.rolledBy': 'Le nombre de {name}\u00a0:',
  'zigzag.ownNumber': '{name}, ton nombre est {n, number}.',
  'zigzag.moved': '{name} va sur la case {operation}\u00a0: {equation}.',
  'zigzag.score10':
    '{reached, number} est un multiple de 10\u00a0: +5 points, et {reached, number} ÷ 10 = {kept, number}.',
  'zigzag.score100':
    '{reached, number} est un multiple de 100\u00a0: +15 points, et {reached, number} ÷ 10 = {kept, number}.',
  'zigzag.noScore': '{reached, number} n’est pas un multiple de 10\u00a0: pas de point cette fois.',
  'zigzag.total': '{name} a maintenant {score, number} points.',
  'zigzag.passed': '{name} ne peut aller sur aucune case et passe son tour.',
  'zigzag.startRoll': '{name} lance {die, number} pour savoir qui commence.',
  'zigzag.startTie': 'Égalité\u00a0: on relance.',
  'zigzag.starts': '{name} commence.',
  'zigzag.startCellRolled': '{name} lance {die, number}\u00a0: sa case de départ est la {die, number}.',
  'zigzag.sideChosen':
    '{name} pose son pion {side, select, top {en haut} other {en bas}}, sur la case {label, number}.',
  'zigzag.startNumber':
    '{name} lance {tens, number} et {units, number} → son nombre de départ est {n, number}.',
  'zigzag.endTarget': '{name} atteint {score, number} points et gagne\u00a0!',
  'zigzag.endPassed': 'Les deux pions sont bloqués\u00a0: la partie s’arrête, le plus de points gagne.',
  'zigzag.endLimit': '{limit, number} déplacements joués\u00a0: la partie s’arrête, le plus de points gagne.',
  'zigzag.error.not-neighbour': 'Cette case n’est pas à côté de ton pion.',
  'zigzag.error.immediate-return': 'Tu viens de cette case\u00a0: tu ne peux pas y retourner tout de suite.',
  'zigzag.error.occupied': 'L’autre pion est déjà sur cette case.',
  'zigzag.error.start-row': 'Un pion ne retourne jamais sur une ligne de départ.',
  'zigzag.error.below-one': 'Le résultat serait plus petit que 1\u00a0: ce n’est pas permis.',
  'zigzag.error.pass-not-allowed': 'Tu peux encore bouger\u00a0: tu ne peux pas passer.',
  'zigzag.error.too-large': 'Le nombre deviendrait beaucoup trop grand.',
  'zigzag.error.wrong-phase': 'Ce n’est pas le moment de faire cela.',
  'zigzag.error.off-board': 'Cette case n’est pas sur le plateau.',
  'zigzag.error.half-required':
    'Ton nombre est impair\u00a0: pour ÷\u00a02, choisis la partie entière ou l’arrondi.',
  'zigzag.error.half-not-needed': 'Pas besoin de choisir\u00a0: la division tombe juste.',
  'zigzag.error.same-start-cell':
    'Cette case de départ est déjà celle de l’autre joueur\u00a0: on relance le dé.',
  'zigzag.optBoard': 'Plateau',
  'zigzag.optStandard': 'Le plateau habituel',
  'zigzag.optGenerated': 'Un autre plateau, tiré d’un mot',
  'zigzag.optSeed': 'Mot pour tirer le plateau',
  'zigzag.optSeedHint': 'Le même mot donne toujours le même plateau, équitable pour les deux joueurs.',
  'rules.zigzag.hGoal': 'Le but du jeu',
  'rules.zigzag.goal':
    'Deux joueurs, deux dés et un pion chacun. Chaque joueur a son propre nombre. Ton pion se promène sur un plateau de calculs et change ton nombre à chaque pas. Quand ton nombre tombe sur un multiple de 10, tu gagnes des points. Le premier à 50 points gagne.',
  'rules.zigzag.hBoard': 'Le plateau',
  'rules.zigzag.board':
    'Le plateau a 8 lignes de 6 cases. La première et la dernière ligne sont les cases de départ, numérotées de 1 à 6. Les autres cases portent un calcul, par exemple + 5, − 3, × 2 ou ÷ 2.',
  'rules.zigzag.picture':
    'Le plateau habituel. Le pion rond a 8 cases voisines\u00a0: il peut aller sur les 7 en couleur, mais pas sur celle d’où il vient (marquée ✕).',
  'rules.zigzag.hSetup': 'Pour commencer',
  'rules.zigzag.setup':
    'On lance un dé chacun\u00a0: le plus grand commence. Puis chacun lance un dé pour sa case de départ et pose son pion sur cette case, en haut ou en bas, comme il veut (les deux joueurs n’ont jamais le même numéro). Enfin chacun lance deux dés pour son nombre de départ\u00a0: le premier dé donne les dizaines, le second les unités. 3 et 5 → 35.',
  'rules.zigzag.hTurn': 'Un tour de jeu',
  'rules.zigzag.turn':
    'Avance ton pion sur une case voisine, dans une des 8 directions, même en diagonale. Fais le calcul de cette case avec ton nombre\u00a0: 35 sur × 2 donne 70. C’est ton nouveau nombre.',
  'rules.zigzag.forbidden':
    'Interdit\u00a0: revenir sur une case de départ, retourner tout de suite sur la case d’où tu viens, aller sur la case de l’autre pion, ou obtenir un nombre plus petit que 1. Si aucune case n’est possible, tu passes ton tour.',
  'rules.zigzag.half':
    'Sur ÷ 2 avec un nombre impair, tu choisis\u00a0: 45 ÷ 2 = 22,5, donc la partie entière 22 ou l’arrondi 23.',
  'rules.zigzag.hScore': 'Marquer des points',
  'rules.zigzag.score':
    'Si ton nouveau nombre est un multiple de 10, tu gagnes 5 points et tu divises ton nombre par 10\u00a0: 70 donne 5 points et tu repars de 7. Si c’est un multiple de 100, tu gagnes 15 points\u00a0: 300 donne 15 points et tu repars de 30.',
  'rules.zigzag.hEnd': 'La fin de la partie',
  'rules.zigzag.end':
    'Le premier qui arrive à 50 points gagne tout de suite. Si les deux pions sont bloqués l’un après l’autre, la partie s’arrête\u00a0: celui qui a le plus de points gagne.',
} as const;

export const zigzagEn: Record<keyof typeof zigzagFr, string> = {
  'zigzag.board': 'Zigzag board',
  'zigzag.cellStart': 'Start cell {label, number}',
  'zigzag.cellOperation': 'Row {row, number}, column {column, number}: {operation}',
  'zigzag.cellPawn': '{name}’s pawn',
  'zigzag.cellPrevious': 'the cell {name} came from, no going straight back',
  'zigzag.cellCandidate': 'possible move: {preview}',
  'zigzag.cellSideCandidate': 'you can put your pawn here',
  'zigzag.cellSelected': 'selected cell',
  'zigzag.previousMark': 'cell before',
  'zigzag.players': 'The players',
  'zigzag.number': 'Number',
  'zigzag.noNumber': 'not rolled yet',
  'zigzag.points': 'Points',
  'zigzag.pointsOf': '{score, number} of {target, number}',
  'zigzag.startLabel': 'start: cell {label, number}',
  'zigzag.phase.start-roll': 'Who starts? Each player rolls a die; the highest starts.',
  'zigzag.phase.start-cell': '{name} rolls a die to find their start cell.',
  'zigzag.phase.start-side':
    '{name}, your start cell is number {label, number}. Put your pawn at the top or at the bottom of the board.',
  'zigzag.phase.start-number':
    '{name} rolls two dice for their starting number: the first gives the tens, the second the units.',
  'zigzag.sideTop': '↑ Top, cell {label, number}',
  'zigzag.sideBottom': '↓ Bottom, cell {label, number}',
  'zigzag.pickCell': 'Pick a coloured cell to see the sum, then tap it again to play.',
  'zigzag.selected': 'You picked {operation}:',
  'zigzag.confirm': 'Play this move',
  'zigzag.halfHint':
    '{n, number} is odd: {n, number} ÷ 2 = {half}. Choose the whole part or the rounded value.',
  'zigzag.halfFloor': 'Whole part {value, number}',
  'zigzag.halfRound': 'Rounded {value, number}',
  'zigzag.pass': 'Pass my turn',
  'zigzag.passHint': 'No neighbouring cell is possible: you must pass your turn.',
  'zigzag.moves': 'Possible moves',
  'zigzag.moveWhere': 'row {row, number}, column {column, number}',
  'zigzag.moveHalf': '{kind, select, floor {whole part} other {rounded}}',
  'zigzag.previewPoints': '{equation} → {points, number} points!',
  'zigzag.halfEquation':
    '{n, number} ÷ 2 = {half} → {value, number} ({kind, select, floor {whole part} other {rounded}})',
  'zigzag.lastMove': 'Last move',
  'zigzag.setupSoFar': 'Setting up',
  'zigzag.dice': 'The dice',
  'zigzag.tensUnits': '{tens, number} and {units, number} → {n, number}',
  'zigzag.rolledBy': '{name}’s number:',
  'zigzag.ownNumber': '{name}, your number is {n, number}.',
  'zigzag.moved': '{name} moves onto {operation}: {equation}.',
  'zigzag.score10':
    '{reached, number} is a multiple of 10: +5 points, and {reached, number} ÷ 10 = {kept, number}.',
  'zigzag.score100':
    '{reached, number} is a multiple of 100: +15 points, and {reached, number} ÷ 10 = {kept, number}.',
  'zigzag.noScore': '{reached, number} is not a multiple of 10: no points this time.',
  'zigzag.total': '{name} now has {score, number} points.',
  'zigzag.passed': '{name} cannot move onto any cell and passes.',
  'zigzag.startRoll': '{name} rolls {die, number} to see who starts.',
  'zigzag.startTie': 'A tie: roll again.',
  'zigzag.starts': '{name} starts.',
  'zigzag.startCellRolled': '{name} rolls {die, number}: their start cell is number {die, number}.',
  'zigzag.sideChosen':
    '{name} puts their pawn at the {side, select, top {top} other {bottom}}, on cell {label, number}.',
  'zigzag.startNumber':
    '{name} rolls {tens, number} and {units, number} → their starting number is {n, number}.',
  'zigzag.endTarget': '{name} reaches {score, number} points and wins!',
  'zigzag.endPassed': 'Both pawns are stuck: the game stops, most points wins.',
  'zigzag.endLimit': '{limit, number} moves played: the game stops, most points wins.',
  'zigzag.error.not-neighbour': 'That cell is not next to your pawn.',
  'zigzag.error.immediate-return': 'You just came from that cell: you cannot go straight back.',
  'zigzag.error.occupied': 'The other pawn is already on that cell.',
  'zigzag.error.start-row': 'A pawn never goes back to a start row.',
  'zigzag.error.below-one': 'The result would be less than 1: that is not allowed.',
  'zigzag.error.pass-not-allowed': 'You can still move: you cannot pass.',
  'zigzag.error.too-large': 'The number would get far too big.',
  'zigzag.error.wrong-phase': 'This is not the time for that.',
  'zigzag.error.off-board': 'That cell is not on the board.',
  'zigzag.error.half-required': 'Your number is odd: for ÷ 2, choose the whole part or rounding.',
  'zigzag.error.half-not-needed': 'No need to choose: the division is exact.',
  'zigzag.error.same-start-cell': 'That start cell is already the other player’s: roll again.',
  'zigzag.optBoard': 'Board',
  'zigzag.optStandard': 'The usual board',
  'zigzag.optGenerated': 'Another board, drawn from a word',
  'zigzag.optSeed': 'Word to draw the board from',
  'zigzag.optSeedHint': 'The same word always gives the same board, fair to both players.',
  'rules.zigzag.hGoal': 'The aim of the game',
  'rules.zigzag.goal':
    'Two players, two dice and one pawn each. Each player has their own number. Your pawn walks over a board of sums and changes your number at every step. When your number lands on a multiple of 10, you score points. The first to 50 points wins.',
  'rules.zigzag.hBoard': 'The board',
  'rules.zigzag.board':
    'The board has 8 rows of 6 cells. The first and last rows are the start cells, numbered 1 to 6. The other cells each show a calculation, for example + 5, − 3, × 2 or ÷ 2.',
  'rules.zigzag.picture':
    'The usual board. The round pawn has 8 neighbours: it may move onto the 7 coloured ones, but not onto the cell it came from (marked ✕).',
  'rules.zigzag.hSetup': 'Getting started',
  'rules.zigzag.setup':
    'Each player rolls a die: the highest starts. Then each rolls a die for their start cell and puts the pawn on that cell, at the top or at the bottom, as they like (the two players never share a number). Last, each rolls two dice for their starting number: the first die gives the tens, the second the units. 3 and 5 → 35.',
  'rules.zigzag.hTurn': 'A turn',
  'rules.zigzag.turn':
    'Move your pawn to a neighbouring cell, in any of the 8 directions, diagonals too. Do that cell’s sum with your number: 35 on × 2 gives 70. That is your new number.',
  'rules.zigzag.forbidden':
    'Not allowed: going back to a start cell, going straight back to the cell you just left, moving onto the other pawn, or getting a number below 1. If no cell is possible, you pass your turn.',
  'rules.zigzag.half':
    'On ÷ 2 with an odd number, you choose: 45 ÷ 2 = 22.5, so the whole part 22 or the rounded value 23.',
  'rules.zigzag.hScore': 'Scoring points',
  'rules.zigzag.score':
    'If your new number is a multiple of 10, you score 5 points and divide your number by 10: 70 scores 5 points and you go on from 7. If it is a multiple of 100, you score 15 points: 300 scores 15 points and you go on from 30.',
  'rules.zigzag.hEnd': 'The end of the game',
  'rules.zigzag.end':
    'The first to reach 50 points wins at once. If both pawns are stuck one after the other, the game stops: whoever has more points wins.',
};
