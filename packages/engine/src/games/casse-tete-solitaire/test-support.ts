import { applyChance } from '../../core/play';
import type { Result } from '../../core/result';
import { expectOk } from '../../core/result';
import type { Turns } from '../casse-tete/geometry';
import { ALL_TOKEN_IDS, tokenId } from '../casse-tete/tokens';
import { casseTeteSolitaire as game } from './index';
import { DEFAULT_OPTIONS } from './notation';
import type { SolitaireMove, SolitaireOptions, SolitaireState } from './types';

export const errorCode = (result: Result<unknown>): string => (result.ok ? 'ok' : result.error.code);

/** A new game whose tray was shuffled into `order` (by default 1..30, so labels equal token numbers). */
export function started(options: Partial<SolitaireOptions> = {}, order = ALL_TOKEN_IDS): SolitaireState {
  let state = expectOk(game.setup({ ...DEFAULT_OPTIONS, ...options }, 1, 'test'));
  for (const token of order) state = expectOk(applyChance(game, state, { kind: 'draw', token }));
  return state;
}

export const play = (state: SolitaireState, move: SolitaireMove): SolitaireState =>
  expectOk(game.apply(state, 0, move));

export const place = (token: number, row: number, col: number, turns: Turns = 0): SolitaireMove => ({
  kind: 'place',
  token: tokenId(token),
  row,
  col,
  turns,
});

/** The rules' own solution of 6 × 5: tokens 1..30 in reading order, unturned. */
export function seedLayoutMoves(cols = 5): SolitaireMove[] {
  return ALL_TOKEN_IDS.map((token) => place(token, Math.floor((token - 1) / cols), (token - 1) % cols));
}
