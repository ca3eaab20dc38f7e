import type { Progress, Viewer } from '../../core/game';
import { bankSize } from './bank';
import { outcome } from './rules';
import type { CasseTeteState, CasseTeteView } from './types';

export function view(state: CasseTeteState, viewer: Viewer): CasseTeteView {
  const playing = state.phase === 'turn' || state.phase === 'draw';
  return {
    viewer,
    playerCount: state.playerCount,
    rotation: state.options.rotation,
    phase: state.phase,
    current: playing ? state.current : null,
    board: state.board,
    hand: viewer === 'spectator' ? null : [...(state.hands[viewer] ?? [])],
    handSizes: state.hands.map((h) => h.length),
    bankSize: bankSize(state.bank),
    scores: state.scores,
    penalties: state.penalties,
    startRoll: state.phase === 'start-roll' ? state.startRoll : null,
    turnCount: state.turnCount,
    lastTurn: state.lastTurn,
    outcome: outcome(state),
  };
}

/** Each player's points and how many tokens they hold (never which), the bank's size, the turns. */
export function progress(view: CasseTeteView): Progress {
  return {
    turns: view.turnCount,
    bank: view.bankSize,
    seats: view.scores.map((points, seat) => ({ points, tokens: view.handSizes[seat] ?? 0 })),
  };
}
