import type { Progress } from '../../core/game';
import { makeBoardRows } from './board';
import { cellColumn, cellRow, layoutOf } from './layout';
import type { PlayerState, PlayerView, ZigzagState, ZigzagView } from './types';

const position = (cell: number): readonly [number, number] | null =>
  cell < 0 ? null : [cellRow(cell), cellColumn(cell)];

const playerView = (player: PlayerState): PlayerView => ({
  label: player.label,
  cell: position(player.cell),
  previous: position(player.previous),
  number: player.number,
  score: player.score,
});

/** Zigzag hides nothing, so every viewer gets the same picture (the generator state stays inside). */
export function view(state: ZigzagState): ZigzagView {
  return {
    board: makeBoardRows(state.board),
    rows: layoutOf(state.board).rows,
    phase: state.phase,
    startRoll: state.phase === 'start-roll' ? state.startRoll : null,
    starter: state.starter < 0 ? null : state.starter,
    turn: state.turn,
    players: state.players.map(playerView),
    moves: state.moves,
    moveLimit: state.moveLimit,
    passes: state.passes,
    endReason: state.endReason,
  };
}

/** Each player's points and the moves played. */
export function progress(view: ZigzagView): Progress {
  return { turns: view.moves, seats: view.players.map((p) => ({ points: p.score })) };
}
