import type { Piste } from '@ludimaths/engine';
import { nextStartRoller, piste } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { describePisteStep, pisteErrorMessages } from './explain';
import { PisteOptionsForm } from './OptionsForm';
import { PisteScreen, PisteSnapshot } from './PisteScreen';
import { PisteRules } from './Rules';

export const pisteWeb: WebGame<
  Piste.PisteState,
  Piste.PisteMove,
  Piste.PisteChance,
  Piste.PisteOptions,
  Piste.PisteView,
  Piste.PisteErrorCode
> = {
  definition: piste,
  Screen: PisteScreen,
  Snapshot: PisteSnapshot,
  OptionsForm: PisteOptionsForm,
  Rules: PisteRules,
  analysisWords: { turns: 'piste.analysis.turns' },
  describeStep: describePisteStep,
  errorMessages: pisteErrorMessages,
  describeMove: (move, context) => context.t('hint.piste.move', { dice: move.dice }),
  // The square each pawn reached and the turns it took; the nearest the end ranks first.
  standings: (view, { formatNumber, movesBySeat }) => ({
    columns: ['end.column.square', 'end.column.turns'],
    figures: view.positions.map((square, seat) => [
      formatNumber(square),
      formatNumber(movesBySeat[seat] ?? 0),
    ]),
    rankKey: view.positions,
  }),
  agreedStarter: true,
  roller: (view) =>
    view.phase.kind === 'dice'
      ? view.phase.seat
      : view.phase.kind === 'start-roll'
        ? nextStartRoller(view.phase.startRoll)
        : undefined,
};
