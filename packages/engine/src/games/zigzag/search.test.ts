import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result';
import { parseBoard } from './board';
import { zigzag } from './index';
import { cellColumn, cellRow } from './layout';
import { FULL_EVALUATION, SCORE_ONLY, Searcher, WIN } from './search';
import { codeCell, codeHalf, moveFromCode, PASS_CODE, RUNNING, SearchPosition } from './search-position';
import { rateStartSides } from './start-side';
import { decisionStates, position } from './testing';
import type { ZigzagMove, ZigzagState } from './types';

const codeOf = (move: ZigzagMove): number =>
  move.kind === 'step'
    ? (move.to[0] * 6 + move.to[1]) * 3 + (move.half === 'floor' ? 1 : move.half === 'round' ? 2 : 0)
    : PASS_CODE;

describe('search position', () => {
  const states = decisionStates(12, 'search').filter((s) => s.phase === 'play');

  it('lists exactly the engine legal moves, and each successor matches apply; unmake restores', () => {
    const buffer = new Int32Array(16);
    const undo = new Float64Array(5);
    for (const state of states) {
      const p = SearchPosition.fromState(state);
      const seat = state.turn;
      const count = p.generate(seat, buffer, 0);
      const legal = zigzag.legalMoves(state, seat);
      const codes = count === 0 ? [PASS_CODE] : Array.from(buffer.subarray(0, count));
      expect(codes.sort()).toEqual(legal.map(codeOf).sort());
      for (const code of codes) {
        const move = moveFromCode(code, legal) as ZigzagMove;
        expect(move).toBeDefined();
        const after = expectOk(zigzag.apply(state, seat, move));
        const snapshot = JSON.stringify(p);
        p.make(code, undo, 0);
        const expected = SearchPosition.fromState(after);
        expect(Array.from(p.cell)).toEqual(Array.from(expected.cell));
        expect(Array.from(p.previous)).toEqual(Array.from(expected.previous));
        expect(Array.from(p.number)).toEqual(Array.from(expected.number));
        expect(Array.from(p.score)).toEqual(Array.from(expected.score));
        expect([p.moves, p.passes]).toEqual([after.moves, after.passes]);
        if (after.phase === 'over') expect(p.result).toBe(expected.result);
        else expect([p.result, p.turn]).toEqual([RUNNING, after.turn]);
        p.unmake(seat, code, undo, 0);
        expect(JSON.stringify(p)).toBe(snapshot);
      }
    }
  });

  it('codes round-trip: cell and ÷ 2 choice', () => {
    const move = moveFromCode((3 * 6 + 0) * 3 + 1, [
      { kind: 'step', to: [3, 0], half: 'floor' },
      { kind: 'step', to: [3, 0], half: 'round' },
    ]);
    expect(move).toEqual({ kind: 'step', to: [3, 0], half: 'floor' });
    expect([cellRow(codeCell(58)), cellColumn(codeCell(58)), codeHalf(58)]).toEqual([3, 1, 'floor']);
  });
});

const search = (state: ZigzagState, maxDepth: number, maxNodes = 1_000_000) =>
  new Searcher(SearchPosition.fromState(state), { maxDepth, maxNodes, evaluation: FULL_EVALUATION }).run();

describe('alpha–beta search', () => {
  it('takes a winning move at once, the ÷ 2 choice included (45 points, 21 → floor 10 scores)', () => {
    // Seat 0 at [2, 0] next to ÷ 2 at [3, 0]: 21 floor → 10 scores 5 and wins; round → 11 does not.
    const state = position({
      players: [
        { at: [2, 0], from: [1, 0], number: 21, score: 45 },
        { at: [5, 5], number: 33, score: 45 },
      ],
    });
    const result = search(state, 6);
    expect(result.move).toBe((3 * 6 + 0) * 3 + 1);
    expect(result.value).toBe(WIN - 1);
  });

  it('sees the reply: it steps onto the only cell that would let the other side win', () => {
    // Seat 1 (45 points, 15 at [1, 0]) wins only by × 2 at [1, 1] (→ 30); seat 0 at [2, 2] can go there.
    const state = position({
      turn: 0,
      players: [
        { at: [2, 2], number: 13, score: 0 },
        { at: [1, 0], number: 15, score: 45 },
      ],
    });
    const result = search(state, 4);
    expect(result.move).toBe((1 * 6 + 1) * 3);
    // Seat 1 still wins later (its second move), but every other move loses at once.
    expect(result.value).toBeGreaterThan(-(WIN - 2));
    for (const entry of result.ranked.slice(1)) expect(entry.value).toBe(-(WIN - 2));
  });

  it('is deterministic for a node budget and deepens with more nodes', () => {
    const states = decisionStates(3, 'det').filter((s) => s.phase === 'play' && s.moves > 6);
    for (const state of states.slice(0, 10)) {
      const a = search(state, 60, 5000);
      const b = search(state, 60, 5000);
      expect(a).toEqual(b);
      expect(search(state, 60, 50_000).depth).toBeGreaterThanOrEqual(a.depth);
    }
  });

  it('stops at the deadline of its clock', () => {
    const state = decisionStates(1, 'clock').find((s) => s.phase === 'play' && s.moves > 4) as ZigzagState;
    let now = 0;
    const clock = () => {
      now += 1;
      return now;
    };
    const result = new Searcher(SearchPosition.fromState(state), {
      maxDepth: 60,
      deadline: 50,
      clock,
      evaluation: SCORE_ONLY,
    }).run();
    // The clock is read every 1024 nodes: 50 reads, then the search stops with a completed depth.
    expect(now).toBeLessThanOrEqual(51);
    expect(result.nodes).toBeLessThan(52 * 1024);
    expect(result.depth).toBeGreaterThan(0);
  });
});

describe('start side', () => {
  it('prefers the side whose first cells score: a board good near the top only', () => {
    const good = ['+ 9', '+ 9', '+ 9', '+ 9', '+ 9', '+ 9'];
    const dull = ['× 9', '× 9', '× 9', '× 9', '× 9', '× 9'];
    const board = expectOk(parseBoard([good, good, dull, dull]));
    const state: ZigzagState = {
      ...expectOk(zigzag.setup(zigzag.defaultOptions, 2, 'side')),
      board,
      phase: 'start-side',
      starter: 0,
      turn: 0,
      players: [
        { label: 3, cell: -1, previous: -1, number: 0, score: 0 },
        { label: 0, cell: -1, previous: -1, number: 0, score: 0 },
      ],
    };
    const rated = rateStartSides(state, 0, 2);
    expect(rated.side).toBe('top');
    expect(rated.top).toBeGreaterThan(rated.bottom);
  });
});
