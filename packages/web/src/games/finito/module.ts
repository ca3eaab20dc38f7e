import type { Finito } from '@ludimaths/engine';
import { finito } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { describeFinitoMove, describeFinitoStep, finitoErrorMessages } from './explain';
import { FinitoScreen, FinitoSnapshot } from './FinitoScreen';
import { FinitoOptionsForm } from './OptionsForm';
import { FinitoRules } from './Rules';

const watchedRoll = (chance: Finito.FinitoChance | undefined) => chance?.kind === 'roll';

/**
 * Finito: every seat acts on the same roll. With several people on one device each chooses behind the
 * "passe l'appareil" screen (the engine's `hidesInformation`), and the engine's view hides the others' choices
 * until the turn resolves; the session lists every human seat still to choose in `status.seats`.
 */
export const finitoWeb: WebGame<
  Finito.FinitoState,
  Finito.FinitoMove,
  Finito.FinitoChance,
  Finito.FinitoOptions,
  Finito.FinitoView,
  Finito.FinitoErrorCode
> = {
  definition: finito,
  Screen: FinitoScreen,
  Snapshot: FinitoSnapshot,
  OptionsForm: FinitoOptionsForm,
  Rules: FinitoRules,
  analysisWords: { turns: 'finito.analysis.turns' },
  describeStep: describeFinitoStep,
  describeMove: describeFinitoMove,
  errorMessages: finitoErrorMessages,
  // Alone, what matters is how many rolls it took, not "Joueur 1 a gagné".
  describeEnd: (outcome, { t }) =>
    outcome.rolls === undefined
      ? undefined
      : t(outcome.winners.length > 0 ? 'finito.soloDone' : 'finito.soloNone', { turns: outcome.rolls }),
  // Turning up a token is bookkeeping; only the shared d20 is worth a pause.
  watchChance: (state) => watchedRoll(finito.chanceOutcomes(state)[0]?.outcome),
  watchedChance: watchedRoll,
  // Points, and the d20 rolls the game took (alone, fewer rolls is the measure).
  standings: (view, { formatNumber }) => ({
    columns: ['end.column.points', 'end.column.rolls'],
    figures: view.players.map((player) => [formatNumber(player.score), formatNumber(view.totalTurns)]),
    rankKey: view.players.map((player) => player.score),
  }),
};
