import type { Zigzag } from '@ludimaths/engine';
import { zigzag } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { describeZigzagStep, zigzagErrorMessages } from './explain';
import { ZigzagOptionsForm } from './OptionsForm';
import { ZigzagRules } from './Rules';
import { ZigzagScreen, ZigzagSnapshot } from './ZigzagScreen';

export const zigzagWeb: WebGame<
  Zigzag.ZigzagState,
  Zigzag.ZigzagMove,
  Zigzag.ZigzagChance,
  Zigzag.ZigzagOptions,
  Zigzag.ZigzagView,
  Zigzag.ZigzagErrorCode
> = {
  definition: zigzag,
  Screen: ZigzagScreen,
  Snapshot: ZigzagSnapshot,
  OptionsForm: ZigzagOptionsForm,
  Rules: ZigzagRules,
  describeStep: describeZigzagStep,
  errorMessages: zigzagErrorMessages,
  describeMove(move, { t }) {
    if (move.kind === 'start-side') return t('hint.zigzag.move', { kind: 'side', side: move.side });
    if (move.kind === 'pass') return t('hint.zigzag.move', { kind: 'pass' });
    const [row, column] = move.to;
    return t('hint.zigzag.move', {
      kind: 'step',
      row: row + 1,
      column: column + 1,
      half: move.half ?? 'none',
    });
  },
  standings: (view, { formatNumber }) => ({
    columns: ['end.column.points'],
    figures: view.players.map((player) => [formatNumber(player.score)]),
    rankKey: view.players.map((player) => player.score),
  }),
  agreedStarter: true,
};
