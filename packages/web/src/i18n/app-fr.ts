import { analysisFr } from '../analysis/messages';
import { onlineFr } from '../online/messages';
import { printFr } from '../print/messages';
import { hintsFr } from './hints';

/**
 * French messages of the app itself (home, settings, menus, replay, hints, print), the part of the
 * reference catalogue the home screen loads; each game's own messages load with its chunk (see
 * `fr.ts`). ICU syntax: {name}, {n, number}, {n, plural, …}, {who, select, …}.
 */
export const appFr = {
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
  'new.levelAbout.piste.facile': 'Choisit au hasard entre un dé et deux dés quand il a le choix.',
  'new.levelAbout.piste.moyen': 'Fait le meilleur choix une fois sur deux, choisit au hasard sinon.',
  'new.levelAbout.piste.fort':
    'Fait toujours le meilleur choix, calculé exactement\u00a0; les dés décident quand même beaucoup.',
  'new.levelAbout.zigzag.facile': 'Regarde quelques coups à l’avance, pas plus\u00a0: on peut le piéger.',
  'new.levelAbout.zigzag.moyen': 'Regarde plus loin et voit venir la plupart des pièges.',
  'new.levelAbout.zigzag.fort': 'Calcule très loin\u00a0: pour le battre, il faut une vraie stratégie.',
  'new.levelAbout.casse-tete.facile': 'Pose toujours son jeton là où il rapporte le plus tout de suite.',
  'new.levelAbout.casse-tete.moyen':
    'Essaie quelques parties dans sa tête avant de poser, mais se trompe parfois.',
  'new.levelAbout.casse-tete.fort':
    'Essaie des milliers de parties dans sa tête\u00a0: voit aussi les coups subtils.',
  'new.levelAbout.casse-tete-solitaire.facile': 'Pose les jetons à l’œil, là où ils s’accordent le mieux.',
  'new.levelAbout.casse-tete-solitaire.moyen':
    'Pose à l’œil jusqu’à la moitié de la grille, puis calcule la fin.',
  'new.levelAbout.casse-tete-solitaire.fort': 'Calcule la solution dès le premier jeton.',
  'new.levelAbout.finito.facile': 'Range ses jetons à peu près dans l’ordre, avec souvent des étourderies.',
  'new.levelAbout.finito.moyen': 'Range ses jetons en pensant à la suite, avec quelques étourderies.',
  'new.levelAbout.finito.fort': 'Prévoit le lancer suivant pour ranger ses jetons au mieux.',
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
  'play.reviewTitle': '{name}, regarde le résultat de ton coup',
  'play.reviewHint': 'Quand tu as vu, passe l’appareil à {next}.',
  'play.reviewDone': 'J’ai vu : je passe l’appareil à {next}',
  'play.handoffTitle': 'Passe l’appareil à {name}',
  'play.handoffHint': 'Les autres joueurs ne regardent pas l’écran.',
  'play.handoffReady': 'Je suis {name}, c’est parti\u00a0!',
  'play.computer': 'ordinateur',
  'play.takeBack': 'Reprendre mon coup',
  'play.takeBackHelp':
    'Annule le dernier coup, et la réponse de l’ordinateur s’il a joué. Jamais après un lancer de dés.',
  'play.takenBack': 'Coup repris\u00a0: à {name} de rejouer.',
  'play.takeBackOf': '{name} veut reprendre son coup',
  'play.takeBackConsent': '{other}, es-tu d’accord pour que {name} reprenne son coup\u00a0?',
  'play.takeBackYes': 'Oui, d’accord',
  'play.takeBackNo': 'Non',
  'play.cancelSelection': 'Annuler la sélection',
  'play.cancelSelectionHelp': 'Rien n’est encore joué\u00a0: la touche Échap annule aussi.',

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
  'error.bad-move': 'Ce coup n’existe pas dans ce jeu.',
  'error.bad-chance': 'Ce lancer ou ce tirage n’existe pas dans ce jeu.',
  'error.bad-seat': 'Ce joueur n’existe pas dans cette partie.',
  'error.not-chance': 'Ce n’est pas le moment de lancer ou de piocher\u00a0: un joueur doit jouer.',
  'error.wrong-chance': 'Ce n’est pas le lancer ou le tirage attendu maintenant.',
  'error.chance-pending': 'Attends : les dés roulent encore.',
  'error.game-over': 'La partie est terminée.',
  'error.takeback-not-offered': 'Il n’y a pas de coup à reprendre maintenant.',
  'error.takeback-chance': 'Ce coup ne se reprend plus\u00a0: les dés ont été lancés depuis.',
  'error.takeback-hidden': 'Dans ce jeu, un coup ne se reprend pas\u00a0: il a pu montrer un jeton caché.',
  'error.takeback-over': 'La partie est terminée\u00a0: on ne reprend plus de coup.',
  'error.takeback-nothing': 'Tu n’as encore joué aucun coup à reprendre.',
  'error.takeback-bad-revision': 'Ce coup ne peut pas être repris.',
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
  'replay.slider': 'Étape de la partie',
  'replay.play': 'Lecture',
  'replay.pause': 'Pause',
  'replay.keys':
    'Touches\u00a0: ← et → pour avancer ou reculer d’une étape, Début et Fin pour aller au début ou à la fin.',
  'replay.steps': 'Toutes les étapes',
  'replay.step': 'Étape {n, number}',
  'replay.history': 'Mes parties terminées',

  'history.heading': 'Mes parties terminées',
  'history.intro':
    'Les {limit, number} dernières parties terminées sur cet appareil. Elles ne quittent pas l’appareil.',
  'history.empty': 'Aucune partie terminée pour l’instant. Les parties finies apparaîtront ici.',
  'history.finishedAt': 'Terminée le {date}',
  'history.players': 'Joueurs\u00a0: {names}',
  'history.winner': '{names} a gagné',
  'history.draw': 'Match nul',
  'history.watch': 'Revoir',
  'history.forget': 'Effacer',
  'history.confirmForget': 'Effacer cette partie de l’appareil\u00a0?',
  'history.confirm': 'Oui, effacer',
  'history.cancel': 'Non, garder',
  'history.missing': 'Cette partie n’est plus sur cet appareil.',

  'rules.heading': 'Règles : {game}',
  'rules.play': 'Jouer à ce jeu',

  'dice.one': 'Dé : {a, number}',
  'dice.two': 'Dés : {a, number} et {b, number}',
  'dice.rolling': 'Dés en train de rouler',

  ...hintsFr,
  ...printFr,
  ...analysisFr,
  ...onlineFr,
} as const;
