import { describe, expect, it } from 'vitest';
import { immediatePoints } from './greedy';
import { bestImmediate, bestReply, explainSearch } from './hint-reason';
import { zigzag } from './index';
import { decisionStates } from './testing';
import type { ZigzagMove, ZigzagState } from './types';

/** Play positions where one move scores at once and another does not. */
function choices(): { state: ZigzagState; scoring: ZigzagMove; quiet: ZigzagMove }[] {
  const out = [];
  for (const state of decisionStates(12, 'hint-reason')) {
    if (state.phase !== 'play') continue;
    const legal = zigzag.legalMoves(state, state.turn);
    const scoring = legal.find((m) => immediatePoints(state, state.turn, m) > 0);
    const quiet = legal.find((m) => m.kind === 'step' && immediatePoints(state, state.turn, m) === 0);
    if (scoring && quiet) out.push({ state, scoring, quiet });
  }
  return out;
}

describe('zigzag hint reasons', () => {
  const found = choices();

  it('finds positions to test', () => {
    expect(found.length).toBeGreaterThan(2);
  });

  it('a move passing over points says how many, where, and what the opponent could score after them', () => {
    for (const { state, quiet } of found) {
      const best = bestImmediate(state, state.turn);
      const reason = explainSearch(state, state.turn, quiet, 8, 250);
      expect(reason.code).toBe('zigzag.skips-points');
      expect(reason.params).toMatchObject({ points: 0, skipped: best?.points, ahead: 'you', by: 3 });
      const { row, column } = reason.params as { row: number; column: number };
      const there = zigzag
        .legalMoves(state, state.turn)
        .filter((m) => m.kind === 'step' && m.to[0] === row - 1 && m.to[1] === column - 1);
      expect(there.some((m) => immediatePoints(state, state.turn, m) === best?.points)).toBe(true);
      expect(reason.params?.reply).toBe(bestReply(state, state.turn, best?.move as ZigzagMove));
    }
  });

  it('the best immediate score is called points now, and the lead is said in whole points', () => {
    for (const { state } of found) {
      const best = bestImmediate(state, state.turn) as { move: ZigzagMove; points: number };
      expect(explainSearch(state, state.turn, best.move, 6, -260)).toEqual({
        code: 'zigzag.scores-now',
        params: { points: best.points, depth: 6, value: -2.6, ahead: 'them', by: 3 },
      });
    }
  });

  it('a quiet position with no points anywhere is judged by the lead alone', () => {
    const state = decisionStates(12, 'hint-reason').find(
      (s) =>
        s.phase === 'play' &&
        zigzag.legalMoves(s, s.turn).every((m) => immediatePoints(s, s.turn, m) === 0) &&
        zigzag.legalMoves(s, s.turn)[0]?.kind === 'step',
    );
    expect(state).toBeDefined();
    const s = state as ZigzagState;
    const move = zigzag.legalMoves(s, s.turn)[0] as ZigzagMove;
    expect(explainSearch(s, s.turn, move, 10, 20)).toEqual({
      code: 'zigzag.search',
      params: { depth: 10, value: 0.2, ahead: 'even', by: 0 },
    });
  });
});
