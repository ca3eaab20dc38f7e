import type { Outcome, Seat, Viewer } from '../../core/game';
import type { StartRoll } from '../../core/start-roll';
import { outcome } from './rules';
import type { CasseTeteState, LastTurn, Phase, PlacedToken } from './state';
import { bankSize } from './state';
import type { TokenId } from './tokens';

/**
 * What one seat (or a spectator) may know: the table, the scores, its own hand, and only the sizes
 * of the other hands and of the bank. The bank's contents and the other hands never appear.
 */
export interface CasseTeteView {
  readonly viewer: Viewer;
  readonly playerCount: number;
  readonly rotation: boolean;
  readonly phase: Phase;
  /** The seat to play (or drawing after its turn); null before the start roll and at the end. */
  readonly current: Seat | null;
  readonly board: readonly PlacedToken[];
  /** The viewer's own hand; null for a spectator. */
  readonly hand: readonly TokenId[] | null;
  readonly handSizes: readonly number[];
  readonly bankSize: number;
  readonly scores: readonly number[];
  readonly penalties: readonly number[] | null;
  readonly startRoll: StartRoll | null;
  readonly turnCount: number;
  readonly lastTurn: LastTurn | null;
  readonly outcome: Outcome;
}

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
