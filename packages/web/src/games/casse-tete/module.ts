import type { CasseTete as CT } from '@ludimaths/engine';
import { casseTete, nextStartRoller } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { casseTeteAnalysisWords } from './analysis-words';
import { CasseTeteScreen, CasseTeteSnapshot } from './CasseTeteScreen';
import { casseTeteErrorMessages, describeCasseTeteMove, describeCasseTeteStep } from './explain';
import { CasseTeteOptionsForm } from './OptionsForm';
import { CasseTeteRules } from './Rules';

const watchedDie = (chance: CT.CasseTeteChance | undefined) => chance?.kind === 'die';

export const casseTeteWeb: WebGame<
  CT.CasseTeteState,
  CT.CasseTeteMove,
  CT.CasseTeteChance,
  CT.CasseTeteOptions,
  CT.CasseTeteView,
  CT.CasseTeteErrorCode
> = {
  definition: casseTete,
  // Hands are secret: the table shows "passe l'appareil" between two people.
  Screen: CasseTeteScreen,
  Snapshot: CasseTeteSnapshot,
  OptionsForm: CasseTeteOptionsForm,
  Rules: CasseTeteRules,
  analysisWords: casseTeteAnalysisWords,
  describeStep: describeCasseTeteStep,
  describeMove: describeCasseTeteMove,
  errorMessages: casseTeteErrorMessages,
  // Dealing and drawing tokens are silent; only the starting roll-off is worth a pause.
  watchChance: (state) => watchedDie(casseTete.chanceOutcomes(state)[0]?.outcome),
  watchedChance: watchedDie,
  // Points (penalties for tokens left already counted) and how many tokens each seat still held.
  standings: (view, { formatNumber }) => ({
    columns: ['end.column.points', 'end.column.tokensLeft'],
    figures: view.scores.map((points, seat) => [
      formatNumber(points),
      formatNumber(view.handSizes[seat] ?? 0),
    ]),
    rankKey: view.scores,
  }),
  agreedStarter: true,
  // Only the roll-off uses dice; dealing and drawing are silent.
  roller: (view) =>
    view.phase === 'start-roll' && view.startRoll ? nextStartRoller(view.startRoll) : undefined,
};
