import type { Seat } from '../../core/game';
import { seedRng } from '../../core/rng';
import type { Board } from './board';
import { BOARD_COLUMNS, parseBoard } from './board';
import type { PlayerState, PlayerView, ZigzagState, ZigzagView } from './types';

/**
 * Boards rebuilt from views, by their notation: the same board object comes back for every decision
 * of a game, so the engine's per-board tables (layoutOf) are built once. Kept small: a bot meets few
 * boards.
 */
const boards = new Map<string, Board>();
const MAX_BOARDS = 16;

/** The board a view shows, as the engine's own object (null if the rows are not a valid board). */
export function boardOf(rows: readonly (readonly string[])[]): Board | null {
  const key = rows.map((row) => row.join(',')).join(';');
  const known = boards.get(key);
  if (known) return known;
  const parsed = parseBoard(rows);
  if (!parsed.ok) return null;
  if (boards.size >= MAX_BOARDS) boards.clear();
  boards.set(key, parsed.value);
  return parsed.value;
}

const cellOf = (at: readonly [number, number] | null): number =>
  at === null ? -1 : at[0] * BOARD_COLUMNS + at[1];

const playerOf = (player: PlayerView | undefined): PlayerState => ({
  label: player?.label ?? 0,
  cell: cellOf(player?.cell ?? null),
  previous: cellOf(player?.previous ?? null),
  number: player?.number ?? 0,
  score: player?.score ?? 0,
});

/**
 * A full state rebuilt from a seat's view, for the bots. Zigzag hides nothing, so the only part that
 * is not in the view is the engine's generator, replaced by one seeded from the bot's own seed (the
 * bots never draw from it: after the setup the game has no chance). Null if the board is not valid.
 */
export function stateFromView(view: ZigzagView, seed: string | number): ZigzagState | null {
  const board = boardOf(view.board);
  if (!board) return null;
  return {
    rng: seedRng(seed),
    board,
    moveLimit: view.moveLimit,
    phase: view.phase,
    startRoll: view.startRoll,
    starter: (view.starter ?? -1) as Seat,
    turn: view.turn,
    players: [playerOf(view.players[0]), playerOf(view.players[1])],
    moves: view.moves,
    passes: view.passes,
    endReason: view.endReason,
  };
}
