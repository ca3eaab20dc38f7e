import type { ChanceOutcome } from '../../core/chance';
import type { Actors, Seat } from '../../core/game';
import { CELL_COUNT, DIE_FACES, TOKEN_COUNT } from './board';
import type { FinitoChance, FinitoMove } from './types';

/**
 * Constant, frozen objects shared by every state, so the hot paths (legal moves, chance lists,
 * actors) allocate only the arrays that hold them.
 */
const moveTable = (kind: 'place' | 'move'): readonly FinitoMove[] =>
  Object.freeze(
    Array.from({ length: (TOKEN_COUNT + 1) * CELL_COUNT }, (_, i) =>
      Object.freeze({ kind, token: Math.floor(i / CELL_COUNT), cell: i % CELL_COUNT }),
    ),
  );

const PLACE_TABLE = moveTable('place');
const MOVE_TABLE = moveTable('move');

export const PASS: FinitoMove = Object.freeze({ kind: 'pass' });

export function placeMove(token: number, cell: number): FinitoMove {
  return PLACE_TABLE[token * CELL_COUNT + cell] as FinitoMove;
}

export function moveMove(token: number, cell: number): FinitoMove {
  return MOVE_TABLE[token * CELL_COUNT + cell] as FinitoMove;
}

export const ROLL_OUTCOMES: readonly ChanceOutcome<FinitoChance>[] = Object.freeze(
  Array.from(
    { length: DIE_FACES },
    (_, i): ChanceOutcome<FinitoChance> =>
      Object.freeze({ outcome: Object.freeze({ kind: 'roll' as const, value: i + 1 }), weight: 1 }),
  ),
);

export const ALL_FACE_DOWN = (1 << TOKEN_COUNT) - 1;

const turnUpCache = new Map<number, readonly ChanceOutcome<FinitoChance>[]>();

/** The equally likely tokens a seat may turn up: each of its face-down tokens. */
export function turnUpOutcomes(seat: Seat, faceDown: number): readonly ChanceOutcome<FinitoChance>[] {
  const key = seat * (ALL_FACE_DOWN + 1) + faceDown;
  let list = turnUpCache.get(key);
  if (list === undefined) {
    const outcomes: ChanceOutcome<FinitoChance>[] = [];
    for (let token = 1; token <= TOKEN_COUNT; token++) {
      if (faceDown & (1 << (token - 1)))
        outcomes.push(
          Object.freeze({ outcome: Object.freeze({ kind: 'turn-up' as const, seat, token }), weight: 1 }),
        );
    }
    list = Object.freeze(outcomes);
    turnUpCache.set(key, list);
  }
  return list;
}

export const CHANCE_ACTORS: Actors = Object.freeze({ kind: 'chance' });
export const OVER_ACTORS: Actors = Object.freeze({ kind: 'over' });

const seatActorsCache = new Map<number, Actors>();

/** The seats still to choose this turn, given which have chosen (bit s set when seat s has). */
export function seatActors(playerCount: number, actedMask: number): Actors {
  const key = playerCount * 64 + actedMask;
  let actors = seatActorsCache.get(key);
  if (actors === undefined) {
    const seats: Seat[] = [];
    for (let seat = 0; seat < playerCount; seat++) if (!(actedMask & (1 << seat))) seats.push(seat);
    actors = Object.freeze({ kind: 'seats', seats: Object.freeze(seats) });
    seatActorsCache.set(key, actors);
  }
  return actors;
}
