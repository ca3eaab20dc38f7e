/**
 * The "Ce que l'on sait" pages' messages, French (the reference) and English. They load with the
 * page's chunk (`addMessages`), so the home screen carries none of them. Every figure comes from
 * facts.json through a placeholder: no number of the analyses is typed here.
 */
export const factsFr = {
  'facts.heading': 'Ce que l’on sait\u00a0: {game}',
  'facts.intro':
    'Chaque chiffre de cette page est calculé par le moteur du jeu quand l’application est construite\u00a0: rien n’est tapé à la main. Chaque figure dit si elle est démontrée ou mesurée, et pourquoi.',
  'facts.print': 'Imprimer cette page',
  'facts.rules': 'Règles',
  'facts.why': 'Pourquoi\u00a0?',
  'facts.none': 'Pas encore de résultats pour ce jeu.',

  'facts.piste.board.grande': 'Grande piste (0 à {end, number})',
  'facts.piste.board.petite': 'Petite piste (0 à {end, number})',
  'facts.piste.turns.title': 'Combien de tours pour arriver\u00a0?',
  'facts.piste.turns.text':
    'Un pion seul met en moyenne {twoDice} tours en lançant toujours deux dés, et {optimal} tours s’il choisit au mieux un ou deux dés après avoir dépassé l’arrivée. La moitié des parties durent au plus {medianTwoDice} tours (deux dés) ou {medianOptimal} tours (au mieux).',
  'facts.piste.turns.why':
    'Ce n’est pas une simulation. Sur chaque case, le nombre moyen de tours restants vaut 1 plus la moyenne, sur les 36 lancers possibles des deux dés, des tours restants depuis la case où l’on arrive. Cela fait une équation par case\u00a0; le moteur résout ce système exactement.',
  'facts.piste.squares.title': 'Un dé ou deux\u00a0?',
  'facts.piste.squares.text':
    'Après avoir dépassé l’arrivée, il vaut mieux lancer un seul dé sur les cases {squares}, et deux dés partout ailleurs.',
  'facts.piste.squares.why':
    'Sur chaque case, on compare le nombre moyen de tours restants avec un dé et avec deux, et on garde le plus petit (tableau ci-dessous). Près de l’arrivée, un dé tombe juste une fois sur 6, alors que deux dés font un total de 2 à 6 au plus 5 fois sur 36.',
  'facts.piste.squares.table': 'Toutes les cases où un pion peut se trouver après un dépassement',
  'facts.piste.squares.square': 'Case',
  'facts.piste.squares.oneDie': 'Tours restants avec un dé',
  'facts.piste.squares.twoDice': 'Tours restants avec deux dés',
  'facts.piste.raised.title': 'Les puissances qui font reculer',
  'facts.piste.raised.text':
    'Sur {count, number} cases, une puissance d’un nombre premier renvoie le pion à ce nombre. Le plus grand recul\u00a0: de {square, number} à {source, number}, soit {back, number} cases.',
  'facts.piste.raised.why':
    'Une puissance d’un nombre premier (comme 2 × 2 × 2 = 8) n’a qu’un seul facteur premier, répété\u00a0: elle renvoie à ce facteur. Plus le nombre premier est petit, plus ses puissances sont nombreuses sur la piste\u00a0: ce sont les puissances de 2 qui font reculer le plus souvent.',
  'facts.piste.raised.square': 'Case',
  'facts.piste.raised.source': 'Renvoie à',
  'facts.piste.raised.back': 'Cases de recul',
  'facts.piste.seats.title': 'Qui gagne le plus souvent\u00a0?',
  'facts.piste.seats.text':
    'Chance de gagner de chaque joueur, dans l’ordre où ils jouent, quand tous choisissent au mieux leurs dés.',
  'facts.piste.seats.why':
    'Les pions ne se gênent pas\u00a0: chacun avance comme s’il était seul. Mais si deux joueurs auraient fini au même tour, celui qui joue avant arrive le premier\u00a0: c’est pourquoi le premier joueur gagne le plus souvent.',
  'facts.piste.seats.players': 'Joueurs',
  'facts.piste.seats.seat': '{seat, number}{seat, selectordinal, one {er} other {e}} joueur',
  'facts.piste.seats.gameTurns': 'Tours joués en tout, en moyenne',

  'facts.solitaire.counts.title': 'Combien de solutions pour chaque rectangle\u00a0?',
  'facts.solitaire.counts.text':
    'Le moteur essaie toutes les façons de ranger les {tokens, number} jetons dans chaque rectangle\u00a0: ces nombres sont exacts.',
  'facts.solitaire.shape': 'Rectangle',
  'facts.solitaire.rotation': 'Jetons tournés',
  'facts.solitaire.fixed': 'Jetons jamais tournés',
  'facts.solitaire.nodes':
    '{nodes, plural, =0 {prouvé sans poser un jeton} one {# jeton posé dans la recherche} other {# jetons posés dans la recherche}}',
  'facts.solitaire.counts.why':
    'Pourquoi 6 × 5 a {rotation, number} solutions\u00a0? Tourner toute une solution d’un demi-tour en donne une autre, différente\u00a0: les solutions vont par deux. Sans tourner les jetons, ce demi-tour est interdit, et il en reste {fixed, number}. Un quart de tour change un 6 × 5 en 5 × 6\u00a0: les deux formes ont autant de solutions quand on peut tourner les jetons.',
  'facts.solitaire.proof.why':
    'Comment prouver qu’il n’y en a aucune\u00a0? Deux côtés qui se touchent portent le même nombre, donc chaque nombre doit aller par paires, sauf au bord. {odd, number} nombres apparaissent un nombre impair de fois sur les jetons\u00a0: chacun doit toucher le bord. Ce genre de compte élimine beaucoup de rectangles sans poser un seul jeton, et la recherche fait le reste.',
  'facts.solitaire.drawn.title': 'Une solution de chaque rectangle',
  'facts.solitaire.drawn.caption':
    '{rows, number} × {cols, number}, {rotation, select, true {jetons tournés} other {jetons jamais tournés}}',
  'facts.solitaire.drawn.token': 'Jeton {token, number}',
  'facts.finito.title': 'Combien de lancers pour faire Finito seul\u00a0?',
  'facts.finito.text':
    'Sur {games, number} parties seul, le niveau fort (qui examine {width, number} coups un tour à l’avance) fait Finito en {mean} lancers en moyenne (intervalle de confiance à 95\u00a0%\u00a0: de {low} à {high}). La moitié des parties finissent en {median, number} lancers ou moins, 9 sur 10 en {p90, number} ou moins\u00a0; la meilleure en {best, number}, la plus longue en {worst, number}.',
  'facts.finito.why':
    'Ce n’est pas un calcul exact mais une expérience\u00a0: le moteur a joué {games, number} parties, toujours les mêmes (les dés sont tirés d’une graine fixée), si bien qu’on peut les rejouer à l’identique. Une moyenne d’expérience a une marge d’erreur\u00a0: c’est l’intervalle.',
  'facts.finito.floor.title': 'Ce qui est démontré',
  'facts.finito.floor.text':
    'Personne, ni enfant ni ordinateur, ne peut faire Finito en moins de {floor, number} lancers.',
  'facts.finito.floor.why':
    'Chaque lancer ne permet de poser qu’un seul jeton, et il faut les {floor, number} jetons sur le plateau pour faire Finito. Ce n’est pas une moyenne\u00a0: c’est vrai pour toutes les parties possibles.',
  'facts.finito.rolls': 'Lancers',
  'facts.finito.games': 'Parties',
} as const;

export const factsEn: Record<keyof typeof factsFr, string> = {
  'facts.heading': 'What we know: {game}',
  'facts.intro':
    'Every figure on this page is computed by the game’s engine when the app is built: nothing is typed by hand. Each figure says whether it is proved or measured, and why.',
  'facts.print': 'Print this page',
  'facts.rules': 'Rules',
  'facts.why': 'Why?',
  'facts.none': 'No results for this game yet.',

  'facts.piste.board.grande': 'Big track (0 to {end, number})',
  'facts.piste.board.petite': 'Small track (0 to {end, number})',
  'facts.piste.turns.title': 'How many turns to finish?',
  'facts.piste.turns.text':
    'A lone pawn takes {twoDice} turns on average always rolling two dice, and {optimal} turns if it chooses one or two dice well once it has overshot the finish. Half the games last at most {medianTwoDice} turns (two dice) or {medianOptimal} turns (choosing well).',
  'facts.piste.turns.why':
    'This is not a simulation. On each square, the average number of turns left is 1 plus the average, over the 36 possible rolls of two dice, of the turns left from the square reached. That is one equation per square; the engine solves the system exactly.',
  'facts.piste.squares.title': 'One die or two?',
  'facts.piste.squares.text':
    'Once it has overshot the finish, a pawn should roll a single die on squares {squares}, and two dice everywhere else.',
  'facts.piste.squares.why':
    'On each square we compare the average number of turns left with one die and with two, and keep the smaller (table below). Near the finish, one die lands exactly once in 6, while two dice total 2 to 6 at most 5 times in 36.',
  'facts.piste.squares.table': 'Every square a pawn can stand on after overshooting',
  'facts.piste.squares.square': 'Square',
  'facts.piste.squares.oneDie': 'Turns left with one die',
  'facts.piste.squares.twoDice': 'Turns left with two dice',
  'facts.piste.raised.title': 'The powers that send you back',
  'facts.piste.raised.text':
    'On {count, number} squares, a power of a prime sends the pawn back to that prime. The longest way back: from {square, number} to {source, number}, {back, number} squares.',
  'facts.piste.raised.why':
    'A power of a prime (like 2 × 2 × 2 = 8) has a single prime factor, repeated: it sends you back to that factor. The smaller the prime, the more of its powers lie on the track: powers of 2 are the ones that send you back most often.',
  'facts.piste.raised.square': 'Square',
  'facts.piste.raised.source': 'Sends to',
  'facts.piste.raised.back': 'Squares back',
  'facts.piste.seats.title': 'Who wins most often?',
  'facts.piste.seats.text':
    'Each player’s chance of winning, in playing order, when everyone chooses their dice well.',
  'facts.piste.seats.why':
    'Pawns never interact: each moves as if alone. But when two players would finish on the same round, the one who plays first gets there first: that is why the first player wins most often.',
  'facts.piste.seats.players': 'Players',
  'facts.piste.seats.seat': 'Player {seat, number}',
  'facts.piste.seats.gameTurns': 'Turns played in all, on average',

  'facts.solitaire.counts.title': 'How many solutions for each rectangle?',
  'facts.solitaire.counts.text':
    'The engine tries every way of arranging the {tokens, number} tokens in each rectangle: these numbers are exact.',
  'facts.solitaire.shape': 'Rectangle',
  'facts.solitaire.rotation': 'Tokens turned',
  'facts.solitaire.fixed': 'Tokens never turned',
  'facts.solitaire.nodes':
    '{nodes, plural, =0 {proved without placing a token} one {# token placed in the search} other {# tokens placed in the search}}',
  'facts.solitaire.counts.why':
    'Why does 6 × 5 have {rotation, number} solutions? Turning a whole solution half a turn gives another, different one: solutions come in pairs. Without turning tokens, that half turn is not allowed, and {fixed, number} remains. A quarter turn changes a 6 × 5 into a 5 × 6: both shapes have as many solutions when tokens may be turned.',
  'facts.solitaire.proof.why':
    'How do we prove there is none? Two touching sides carry the same number, so each number must come in pairs, except on the border. {odd, number} numbers occur an odd number of times on the tokens: each must touch the border. Counts like this rule out many rectangles without placing a single token, and the search does the rest.',
  'facts.solitaire.drawn.title': 'One solution of each rectangle',
  'facts.solitaire.drawn.caption':
    '{rows, number} × {cols, number}, {rotation, select, true {tokens turned} other {tokens never turned}}',
  'facts.solitaire.drawn.token': 'Token {token, number}',
  'facts.finito.title': 'How many rolls to Finito alone?',
  'facts.finito.text':
    'Over {games, number} solo games, the strongest level (which searches {width, number} moves one turn ahead) reaches Finito in {mean} rolls on average (95% confidence interval: {low} to {high}). Half the games end in {median, number} rolls or fewer, 9 in 10 in {p90, number} or fewer; the best in {best, number}, the longest in {worst, number}.',
  'facts.finito.why':
    'This is not an exact calculation but an experiment: the engine played {games, number} games, always the same ones (the dice come from a fixed seed), so they can be replayed identically. An experiment’s average has a margin of error: that is the interval.',
  'facts.finito.floor.title': 'What is proved',
  'facts.finito.floor.text':
    'Nobody, child or computer, can reach Finito in fewer than {floor, number} rolls.',
  'facts.finito.floor.why':
    'Each roll places a single token, and all {floor, number} tokens must be on the board for Finito. This is not an average: it holds for every possible game.',
  'facts.finito.rolls': 'Rolls',
  'facts.finito.games': 'Games',
};
