import { casseTeteFr } from '../games/casse-tete/messages';
import { finitoFr } from '../games/finito/messages';
import { zigzagFr } from '../games/zigzag/messages';
import { onlineFr } from '../online/messages';
import { printFr } from '../print/messages';
import { hintsFr } from './hints';

/**
 * French messages, the reference catalogue: every id here must exist in `en.ts` (the type system and
 * a unit test both check it). ICU syntax: {name}, {n, number}, {n, plural, …}, {who, select, …}.
 */
export const fr = {
  'app.title': 'Ludimaths',
  'app.tagline': 'Des jeux de société pour jouer avec les nombres',
  'nav.home': 'Accueil',
  'nav.settings': 'Réglages',
  'nav.replay': 'Revoir une partie',
  'nav.skip': 'Aller au contenu',
  'nav.back': 'Retour',

  'home.heading': 'Choisis un jeu',
  'home.playersRange': '{min, number} à {max, number} joueurs',
  'home.playersExact': '{count, plural, one {# joueur} other {# joueurs}}',
  'home.rules': 'Règles',
  'home.play': 'Jouer',
  'home.resume': 'Reprendre la partie',

  'game.piste.title': 'La piste des nombres ultimes',
  'game.piste.description':
    'Lance les dés et cours de 0 à 99. Les nombres ultimes te font sauter en avant, les nombres élevés te font reculer !',
  'game.petite-piste.title': 'La petite piste',
  'game.petite-piste.description':
    'La même course sur une piste plus courte, de 0 à 50 : idéale pour commencer.',
  'game.zigzag.title': 'Zigzag',
  'game.zigzag.description':
    'Déplace ton pion de case en case et calcule : + 6, × 2, ÷ 2… Vise les multiples de 10 pour marquer des points.',
  'game.casse-tete.title': 'Casse-tête',
  'game.casse-tete.description':
    'Pose des jetons côte à côte quand leurs nombres sont égaux : 1/4 = 0,25 = 25 %.',
  'game.casse-tete-solitaire.title': 'Casse-tête solitaire',
  'game.casse-tete-solitaire.description':
    'Seul, range les 30 jetons dans un rectangle\u00a0: deux côtés qui se touchent ont toujours la même valeur.',
  'game.finito.title': 'Finito',
  'game.finito.description':
    'Un dé à 20 faces pour tout le monde : range tes douze jetons dans l’ordre, de 1 à 12.',

  'settings.heading': 'Réglages',
  'settings.language': 'Langue',
  'settings.motion': 'Réduire les animations',
  'settings.motionHint': 'Au départ, l’application suit le réglage de ton appareil.',
  'settings.projector': 'Mode projecteur',
  'settings.projectorHint': 'Très grands caractères et contrastes forts, pour la classe.',
  'settings.saved': 'Les réglages sont enregistrés sur cet appareil.',
  'lang.fr': 'Français',
  'lang.en': 'English',

  'new.heading': 'Nouvelle partie',
  'new.headingFor': 'Nouvelle partie : {game}',
  'new.players': 'Nombre de joueurs',
  'new.seat': 'Joueur {n, number}',
  'new.name': 'Nom',
  'new.kind': 'Qui joue ?',
  'new.human': 'Une personne',
  'new.computer': 'L’ordinateur',
  'new.level': 'Force de l’ordinateur',
  'new.level.facile': 'Facile',
  'new.level.moyen': 'Moyen',
  'new.level.fort': 'Fort',
  'new.defaultHuman': 'Joueur {n, number}',
  'new.defaultComputer': 'Robot {n, number}',
  'new.options': 'Options',
  'new.start': 'Commencer la partie',
  'new.replaceWarning': 'Une partie de ce jeu est en cours : elle sera remplacée.',

  'play.turn': 'À {name} de jouer',
  'play.thinking': '{name} réfléchit…',
  'play.rolling': 'Les dés roulent…',
  'play.log': 'Journal de la partie',
  'play.logEmpty': 'La partie commence.',
  'play.export': 'Exporter la partie',
  'play.noGame': 'Aucune partie en cours pour ce jeu.',
  'storage.full':
    'Le stockage du navigateur est plein : la partie n’a pas pu être enregistrée sur cet appareil.',
  'storage.unavailable':
    'Le navigateur ne permet pas d’enregistrer (stockage désactivé ou navigation privée) : la partie n’a pas pu être enregistrée.',
  'storage.autosaveLost':
    'Cette partie n’est plus enregistrée : ne recharge pas la page, ou exporte la partie.',
  'play.newGame': 'Nouvelle partie',
  'play.loading': 'Chargement…',
  'play.handoffTitle': 'Passe l’appareil à {name}',
  'play.handoffHint': 'Les autres joueurs ne regardent pas l’écran.',
  'play.handoffReady': 'Je suis {name}, c’est parti\u00a0!',
  'play.computer': 'ordinateur',

  'end.heading': 'Partie terminée',
  'end.winner': '{name} a gagné !',
  'end.draw': 'Match nul !',
  'end.turns': '{count, plural, one {# tour joué} other {# tours joués}}',
  'end.score': '{name} : {score, number} points',
  'end.again': 'Rejouer',
  'end.review': 'Revoir la partie pas à pas',

  'error.title': 'Ce n’est pas possible :',
  'error.not-your-turn': 'Ce n’est pas ton tour : attends ton tour.',
  'error.not-human': 'Ce joueur est joué par l’ordinateur.',
  'error.handoff-pending': 'Passe d’abord l’appareil au joueur suivant.',
  'error.one-die-not-allowed': 'Un seul dé n’est permis qu’après avoir dépassé l’arrivée une fois.',
  'error.chance-pending': 'Attends : les dés roulent encore.',
  'error.game-over': 'La partie est terminée.',
  'error.generic': 'Cette action n’est pas permise.',
  'error.dismiss': 'Compris',

  'replay.heading': 'Revoir une partie',
  'replay.intro':
    'Ouvre une partie enregistrée (fichier JSON exporté par Ludimaths) pour la revoir étape par étape.',
  'replay.file': 'Fichier de partie',
  'replay.paste': 'Ou colle le texte de la partie',
  'replay.open': 'Ouvrir',
  'replay.errorStep': 'Étape {index, number} : cette étape n’est pas valide ({message}).',
  'replay.errorFile': 'Ce n’est pas une partie valide : {message}',
  'replay.tooLarge': 'Ce fichier est trop gros pour être une partie ({size, number} Mio au plus).',
  'replay.unknownGame': 'Ce jeu n’est pas encore disponible dans l’application.',
  'replay.position': 'Étape {n, number} sur {total, number}',
  'replay.first': 'Début',
  'replay.prev': 'Étape précédente',
  'replay.next': 'Étape suivante',
  'replay.last': 'Fin',
  'replay.continue': 'Continuer cette partie ici',
  'replay.start': 'Mise en place',

  'rules.heading': 'Règles : {game}',
  'rules.play': 'Jouer à ce jeu',

  'dice.one': 'Dé : {a, number}',
  'dice.two': 'Dés : {a, number} et {b, number}',
  'dice.rolling': 'Dés en train de rouler',

  'piste.board': 'Piste',
  'piste.boardLabel': 'La piste, de 0 à {end, number}',
  'piste.boardGrande': 'Grande piste (0 à 99)',
  'piste.boardPetite': 'Petite piste (0 à 50)',
  'piste.roll2': 'Lancer les deux dés',
  'piste.roll1': 'Lancer un seul dé',
  'piste.choiceHint': '{name} a déjà dépassé l’arrivée : un seul dé aide à tomber pile.',
  'piste.positions': 'Où sont les pions ?',
  'piste.position': 'case {square, number}',
  'piste.overshot': 'peut lancer un seul dé',
  'piste.pawnOf': 'Pion de {name}',
  'piste.ultimate': 'ultime',
  'piste.raised': 'élevé',
  'piste.end': 'arrivée',
  'piste.squareUltimate': '{n, number} : nombre ultime',
  'piste.squareLast': '{n, number} : dernier nombre ultime, retour à 0',
  'piste.squareRaised': '{n, number} = {factors} : nombre élevé, source {source, number}',
  'piste.squareComposite': '{n, number} = {factors}',
  'piste.squareEnd': '{n, number} : arrivée',
  'piste.squarePawns': '{names} ici',
  'piste.legendUltimate': 'Nombre ultime (0, 1 et les nombres premiers) : on saute au nombre ultime suivant.',
  'piste.legendRaised': 'Nombre élevé (2 × 2, 3 × 3, 2 × 2 × 2…) : on recule sur sa source.',
  'piste.legendLast': 'Dernier nombre ultime : retour à 0 !',
  'piste.legendEnd': 'Arrivée : il faut tomber pile dessus.',
  'piste.startRoll': 'Qui commence ? {name} lance le dé : {die, number}.',
  'piste.startTie': 'Égalité ! Les ex æquo relancent.',
  'piste.starts': '{name} commence.',
  'piste.choseOne': '{name} choisit de lancer un seul dé.',
  'piste.rolled2': '{name} lance {a, number} + {b, number} = {total, number}.',
  'piste.rolled1': '{name} lance un dé : {total, number}.',
  'piste.forward': 'De {from, number} à {landed, number}.',
  'piste.bounce':
    'Trop loin ! {from, number} + {total, number} dépasse {end, number} : rebond, on recule jusqu’à {landed, number}.',
  'piste.plain': '{landed, number} = {factors} : on reste là.',
  'piste.ultimateForward':
    '{landed, number} est un nombre ultime : {who, select, you {tu avances} other {{name} avance}} au suivant, {to, number}.',
  'piste.ultimateBack':
    '{landed, number} est un nombre ultime : en reculant, {who, select, you {tu vas} other {{name} va}} au précédent, {to, number}.',
  'piste.raisedMove':
    '{landed, number} = {factors} : nombre élevé, {who, select, you {tu recules} other {{name} recule}} sur {to, number}.',
  'piste.lastUltimate':
    '{landed, number} est le dernier nombre ultime : {who, select, you {tu retournes} other {{name} retourne}} à 0 !',
  'piste.won': 'Pile sur {end, number} : {name} a gagné !',

  'rules.piste.hGoal': 'Le but du jeu',
  'rules.piste.hTurn': 'Un tour de jeu',
  'rules.piste.hSquares': 'Les cases spéciales',
  'rules.piste.hEnd': 'Arriver pile sur la dernière case',
  'rules.piste.goal':
    'Chaque joueur a un pion posé sur la case 0. Le premier qui arrive exactement sur la dernière case (99 sur la grande piste, 50 sur la petite) gagne.',
  'rules.piste.start':
    'Pour savoir qui commence, chacun lance un dé : le plus grand commence. En cas d’égalité, on relance.',
  'rules.piste.turn':
    'À ton tour, lance les deux dés et avance ton pion du total. Plusieurs pions peuvent partager une case.',
  'rules.piste.ultimate':
    'Nombres ultimes : 0, 1 et les nombres premiers (2, 3, 5, 7, 11, 13…), qu’on ne peut pas écrire comme un produit de nombres plus petits. Si tu tombes sur l’un d’eux en avançant, tu sautes au nombre ultime suivant : 13 → 17.',
  'rules.piste.raised':
    'Nombres élevés : les puissances d’un nombre premier, comme 4 = 2 × 2, 27 = 3 × 3 × 3 ou 49 = 7 × 7. Si tu tombes dessus, tu recules sur leur source : 49 → 7, 32 → 2.',
  'rules.piste.last':
    'Attention au dernier nombre ultime avant l’arrivée (97 sur la grande piste, 47 sur la petite) : si tu y arrives en avançant, tu retournes à 0 !',
  'rules.piste.bounce':
    'Il faut tomber pile sur l’arrivée. Si ton total va trop loin, ton pion rebondit et recule des points en trop. En reculant, un nombre ultime t’envoie au nombre ultime précédent, un nombre élevé à sa source.',
  'rules.piste.oneDie':
    'Dès que tu as rebondi une fois, tu peux choisir, avant de lancer, de ne lancer qu’un seul dé pour viser plus juste.',
  'rules.piste.once':
    'On n’applique la règle qu’une fois par tour : la case où l’on est envoyé ne compte pas à son tour.',
  'rules.piste.picture': 'Le début de la grande piste : chaque case montre son nombre et sa décomposition.',
  ...zigzagFr,
  ...casseTeteFr,
  ...finitoFr,
  ...hintsFr,
  ...printFr,
  ...onlineFr,
} as const;

export type MessageId = keyof typeof fr;
