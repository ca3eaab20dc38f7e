import { seedRng } from '../../core/rng';
import type { Turns } from './geometry';
import { ALL_TOKEN_IDS, tokenId } from './tokens';
import type { CasseTeteState, PlacedToken } from './types';

/** A token on the table, written [token, x, y, turns] in tests. */
export type Laid = readonly [number, number, number, Turns?];

/**
 * Builds a position in the middle of a game for rule tests. Tokens neither laid nor in a hand are in
 * the bank, unless `bank` lists it.
 */
export function craft(spec: {
  board: readonly Laid[];
  hands: readonly (readonly number[])[];
  bank?: readonly number[];
  current?: number;
  scores?: readonly number[];
  rotation?: boolean;
}): CasseTeteState {
  const board: PlacedToken[] = spec.board.map(([token, x, y, turns]) => ({
    token: tokenId(token),
    cell: [x, y],
    turns: turns ?? 0,
  }));
  const hands = spec.hands.map((hand) => hand.map(tokenId));
  const used = new Set([...board.map((p) => p.token), ...hands.flat()]);
  const bankTokens = spec.bank ?? ALL_TOKEN_IDS.filter((t) => !used.has(t));
  return {
    rng: seedRng('craft'),
    options: { rotation: spec.rotation ?? true },
    playerCount: spec.hands.length,
    phase: 'turn',
    bank: bankTokens.reduce((mask, t) => mask | (1 << t), 0),
    hands,
    board,
    scores: spec.scores ?? spec.hands.map(() => 0),
    current: spec.current ?? 0,
    startRoll: null,
    turnCount: 0,
    lastTurn: null,
    penalties: null,
    endReason: null,
  };
}
