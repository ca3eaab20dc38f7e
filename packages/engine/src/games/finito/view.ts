import type { Progress, Viewer } from '../../core/game';
import { TOKEN_COUNT } from './board';
import { inPlacementPhase, outcome } from './rules';
import type { FinitoPlayer, FinitoState, FinitoView } from './types';

function bitCount(bits: number): number {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
}

/**
 * What a viewer sees: every board and every face-up hand (they lie open on the table), how many
 * tokens are face down (no order exists to show), whether each seat has chosen this turn, and the
 * viewer's own choice only. Other seats' pending choices stay hidden until the turn resolves.
 */
export function view(state: FinitoState, viewer: Viewer): FinitoView {
  const first = state.players[0] as FinitoPlayer;
  return {
    viewer,
    options: state.options,
    phase: inPlacementPhase(first) ? 'placement' : 'movement',
    roll: state.roll,
    round: state.result === null ? state.rounds.length + 1 : state.rounds.length,
    turn: state.turn,
    totalTurns: state.totalTurns,
    players: state.players.map((player, seat) => ({
      board: player.board.slice(),
      hand: player.hand.slice(),
      faceDownCount: bitCount(player.faceDown & ((1 << TOKEN_COUNT) - 1)),
      acted: state.pending[seat] !== null,
      score: state.scores[seat] ?? 0,
    })),
    ownPending: viewer === 'spectator' ? null : (state.pending[viewer] ?? null),
    rounds: state.rounds,
    lastTurn: state.lastTurn,
    outcome: outcome(state),
  };
}

/**
 * Each player's match points and the tokens they have still to lay on the board (in hand or face
 * down), the turns of this round, and the round itself when the match is played to a target.
 */
export function progress(view: FinitoView): Progress {
  return {
    turns: view.turn,
    ...(view.options.targetScore === null ? {} : { round: view.round }),
    seats: view.players.map((p) => ({ points: p.score, tokens: p.hand.length + p.faceDownCount })),
  };
}
