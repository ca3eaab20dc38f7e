/** The tutorials' own words (each game's sentences live in its folder, `tutorial-messages.ts`). */
export const tutorialFr = {
  'tutorial.learn': 'Apprendre à jouer',
  'tutorial.finished': 'Tutoriel terminé',
  'tutorial.offer': 'Première partie\u00a0? Apprends à jouer en quelques minutes, en jouant.',
  'tutorial.heading': 'Apprendre à jouer\u00a0: {game}',
  'tutorial.step': 'Étape {n, number} sur {total, number}',
  'tutorial.readAloud': 'Lire à voix haute',
  'tutorial.continue': 'Continuer',
  'tutorial.leave': 'Quitter le tutoriel',
  'tutorial.restart': 'Recommencer',
  'tutorial.playNow': 'Jouer une vraie partie',
  'tutorial.done': 'Bravo, tu sais jouer à «\u00a0{game}\u00a0»\u00a0!',
} as const;

export const tutorialEn: Record<keyof typeof tutorialFr, string> = {
  'tutorial.learn': 'Learn to play',
  'tutorial.finished': 'Tutorial done',
  'tutorial.offer': 'First game? Learn to play in a few minutes, by playing.',
  'tutorial.heading': 'Learn to play: {game}',
  'tutorial.step': 'Step {n, number} of {total, number}',
  'tutorial.readAloud': 'Read aloud',
  'tutorial.continue': 'Continue',
  'tutorial.leave': 'Leave the tutorial',
  'tutorial.restart': 'Start again',
  'tutorial.playNow': 'Play a real game',
  'tutorial.done': 'Well done, you know how to play “{game}”!',
};
