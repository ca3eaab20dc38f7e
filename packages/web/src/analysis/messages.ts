/**
 * The analysis screen's messages (ids `analysis.`), French first and English, merged into the app's
 * catalogues (src/i18n) since the end screen and the replay viewer name the analysis too.
 */
export const analysisFr = {
  'analysis.open': 'Analyse de la partie',
  'analysis.heading': 'Analyse de la partie',
  'analysis.intro':
    'L’ordinateur le plus fort a regardé chaque choix de la partie, une fois la partie finie. Touche un moment pour le revoir.',
  'analysis.progress': 'L’ordinateur regarde les choix… {done, number} sur {total, number}',
  'analysis.progressLabel': 'Avancement de l’analyse',
  'analysis.progressSaid': 'Analyse en cours\u00a0: {share, number,::percent}',
  'analysis.cancel': 'Arrêter l’analyse',
  'analysis.cancelled': 'Analyse arrêtée.',
  'analysis.restart': 'Relancer l’analyse',
  'analysis.error': 'L’analyse n’a pas pu se faire\u00a0: {message}',
  'analysis.missing': 'Cette partie n’est plus sur cet appareil, ou elle n’est pas finie.',
  'analysis.unavailable': 'Ce jeu n’a pas d’analyse de partie (le solitaire a ses conseils et son solveur).',
  'analysis.none': 'Personne n’avait de choix à faire dans cette partie\u00a0: il n’y a rien à analyser.',
  'analysis.done': 'Analyse terminée\u00a0: {count, plural, one {# choix regardé} other {# choix regardés}}.',
  'analysis.summaryHeading': 'Le bilan',
  'analysis.summary':
    '{name}\u00a0: {best, plural, =0 {aucun très bon choix} one {# très bon choix} other {# très bons choix}}, {inaccuracy, plural, =0 {aucune petite erreur} one {# petite erreur} other {# petites erreurs}}, {mistake, plural, =0 {aucune grosse erreur} one {# grosse erreur} other {# grosses erreurs}}.',
  'analysis.keyHeading': 'Les moments qui ont le plus compté',
  'analysis.keyNone': 'Aucune erreur dans cette partie\u00a0: bravo\u00a0!',
  'analysis.allHeading': 'Tous les choix ({count, number})',
  'analysis.step': 'Étape {n, number} · {name}',
  'analysis.key': 'Moment clé',
  'analysis.played': '{name} a choisi\u00a0: {move}.',
  'analysis.verdict.best': 'Très bon choix\u00a0: c’est ce que l’ordinateur le plus fort aurait fait.',
  'analysis.verdict.inaccuracy': 'Petite erreur\u00a0: il valait un peu mieux {best}.',
  'analysis.verdict.mistake': 'Grosse erreur\u00a0: il valait bien mieux {best}.',
  'analysis.chance':
    'Chances de gagner après ce choix\u00a0: {played, number,::percent .#}{differs, select, yes { au lieu de {best, number,::percent .#}} other {}}.',
  'analysis.turns':
    'Il faudra en moyenne {played, number,::.##} tours{differs, select, yes { au lieu de {best, number,::.##}} other {}}.',
  'analysis.lead':
    '{ahead, select, win {victoire assurée} loss {défaite assurée} you {{by, plural, one {# point d’avance} other {# points d’avance}}} them {{by, plural, one {# point de retard} other {# points de retard}}} other {égalité}}',
  'analysis.zigzag': 'Avant ce coup, l’ordinateur voyait\u00a0: {before}. Après ce coup\u00a0: {after}.',
  'analysis.points':
    'Ce coup a marqué {played, plural, =0 {0 point} one {# point} other {# points}}{differs, select, yes {, le meilleur en marquait {best, number}} other {}}.',
  'analysis.see': 'Revoir l’étape {n, number}',
} as const;

export const analysisEn: Record<keyof typeof analysisFr, string> = {
  'analysis.open': 'Game analysis',
  'analysis.heading': 'Game analysis',
  'analysis.intro':
    'The strongest computer looked at every choice of the game, once it was over. Tap a moment to see it again.',
  'analysis.progress': 'The computer is looking at the choices… {done, number} of {total, number}',
  'analysis.progressLabel': 'Analysis progress',
  'analysis.progressSaid': 'Analysis under way: {share, number,::percent}',
  'analysis.cancel': 'Stop the analysis',
  'analysis.cancelled': 'Analysis stopped.',
  'analysis.restart': 'Start the analysis again',
  'analysis.error': 'The analysis could not be done: {message}',
  'analysis.missing': 'This game is no longer on this device, or it is not finished.',
  'analysis.unavailable': 'This game has no game analysis (the solitaire has its hints and its solver).',
  'analysis.none': 'Nobody had a choice to make in this game: there is nothing to analyse.',
  'analysis.done': 'Analysis done: {count, plural, one {# choice looked at} other {# choices looked at}}.',
  'analysis.summaryHeading': 'How it went',
  'analysis.summary':
    '{name}: {best, plural, =0 {no very good choice} one {# very good choice} other {# very good choices}}, {inaccuracy, plural, =0 {no small mistake} one {# small mistake} other {# small mistakes}}, {mistake, plural, =0 {no big mistake} one {# big mistake} other {# big mistakes}}.',
  'analysis.keyHeading': 'The moments that mattered most',
  'analysis.keyNone': 'No mistake in this game: well done!',
  'analysis.allHeading': 'Every choice ({count, number})',
  'analysis.step': 'Step {n, number} · {name}',
  'analysis.key': 'Key moment',
  'analysis.played': '{name} chose: {move}.',
  'analysis.verdict.best': 'Very good choice: that is what the strongest computer would have done.',
  'analysis.verdict.inaccuracy': 'Small mistake: it was a little better to {best}.',
  'analysis.verdict.mistake': 'Big mistake: it was much better to {best}.',
  'analysis.chance':
    'Chance of winning after this choice: {played, number,::percent .#}{differs, select, yes { instead of {best, number,::percent .#}} other {}}.',
  'analysis.turns':
    'It will take {played, number,::.##} turns on average{differs, select, yes { instead of {best, number,::.##}} other {}}.',
  'analysis.lead':
    '{ahead, select, win {a sure win} loss {a sure loss} you {{by, plural, one {# point ahead} other {# points ahead}}} them {{by, plural, one {# point behind} other {# points behind}}} other {level}}',
  'analysis.zigzag': 'Before this move, the computer saw: {before}. After this move: {after}.',
  'analysis.points':
    'This move scored {played, plural, =0 {0 points} one {# point} other {# points}}{differs, select, yes {; the best one scored {best, number}} other {}}.',
  'analysis.see': 'See step {n, number} again',
};
