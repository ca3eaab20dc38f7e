import { describe, expect, it } from 'vitest';
import type { Actors } from '../../core/game';
import { applyChance, applyStep } from '../../core/play';
import { expectOk } from '../../core/result';
import { seedRng } from '../../core/rng';
import { EMPTY_BOARD } from './board';
import { finito, ROUND_CAP } from './index';
import { ASCENDING, boardFrom, boardOf, fullBoard, player, stateOf } from './test-kit';
import type { FinitoMove, FinitoState } from './types';

const defaults = finito.defaultOptions;
const seatsOf = (actors: Actors) => (actors.kind === 'seats' ? actors.seats : actors.kind);
const roll = (state: FinitoState, value: number) =>
  expectOk(applyChance(finito, state, { kind: 'roll', value }));
const act = (state: FinitoState, seat: number, move: FinitoMove) =>
  expectOk(applyStep(finito, state, { seat, move }));
const turnUp = (state: FinitoState, seat: number, token: number) =>
  expectOk(applyChance(finito, state, { kind: 'turn-up', seat, token }));
const place = (token: number, cell: number): FinitoMove => ({ kind: 'place', token, cell });
const moveTo = (token: number, cell: number): FinitoMove => ({ kind: 'move', token, cell });
/** 1-2-…-12 except 11 and 12 swapped: one move from Finito (12 on cell 10, 11 on cell 11). */
const NEARLY = fullBoard([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11]);
/** A run of 5 (6..10 on cells 20..24), everything else broken up. */
const fiveRun = boardFrom([3, 2, 1, 0, 30, 20, 21, 22, 23, 24, 10, 11], ASCENDING);

describe('setup', () => {
  it('accepts 1 to 4 players and refuses 0 or 5', () => {
    for (const n of [1, 2, 3, 4]) expect(finito.setup(defaults, n, 's').ok).toBe(true);
    for (const n of [0, 5, 1.5]) {
      const result = finito.setup(defaults, n, 's');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('bad-player-count');
    }
  });

  it('draws nothing: boards empty, hands empty, all twelve tokens face down, generator untouched', () => {
    const state = expectOk(finito.setup(defaults, 3, 'seed'));
    expect(state.rng).toEqual(seedRng('seed'));
    for (const p of state.players) {
      expect(p.board).toEqual(EMPTY_BOARD);
      expect(p.hand).toEqual([]);
      expect(p.faceDown).toBe(0xfff);
    }
    expect(finito.actors(state)).toEqual({ kind: 'chance' });
  });

  it('turns up three tokens per seat by chance, seat by seat, each face-down token equally likely', () => {
    let state = expectOk(finito.setup(defaults, 2, 's'));
    const first = finito.chanceOutcomes(state);
    expect(first.map((o) => o.outcome)).toEqual(
      ASCENDING.map((token) => ({ kind: 'turn-up', seat: 0, token })),
    );
    expect(new Set(first.map((o) => o.weight))).toEqual(new Set([1]));
    state = turnUp(state, 0, 5);
    expect(
      finito.chanceOutcomes(state).map((o) => (o.outcome.kind === 'turn-up' ? o.outcome.token : 0)),
    ).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]);
    state = turnUp(turnUp(state, 0, 9), 0, 1);
    expect(state.players[0]?.hand).toEqual([5, 9, 1]);
    expect(finito.chanceOutcomes(state)[0]?.outcome).toEqual({ kind: 'turn-up', seat: 1, token: 1 });
    state = turnUp(turnUp(turnUp(state, 1, 12), 1, 2), 1, 3);
    // Hands full: now the shared d20, twenty equally likely faces.
    const die = finito.chanceOutcomes(state);
    expect(die.map((o) => o.outcome)).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ kind: 'roll', value: i + 1 })),
    );
    expect(finito.actors(state)).toEqual({ kind: 'chance' });
  });

  it('rejects a turn-up for the wrong seat or of a token that is not face down, and a roll before the hands', () => {
    const state = turnUp(expectOk(finito.setup(defaults, 2, 's')), 0, 5);
    const wrongSeat = finito.resolveChance(state, { kind: 'turn-up', seat: 1, token: 2 });
    expect(!wrongSeat.ok && wrongSeat.error.code).toBe('wrong-chance');
    const notFaceDown = finito.resolveChance(state, { kind: 'turn-up', seat: 0, token: 5 });
    expect(!notFaceDown.ok && notFaceDown.error.code).toBe('not-face-down');
    const early = finito.resolveChance(state, { kind: 'roll', value: 3 });
    expect(!early.ok && early.error.code).toBe('wrong-chance');
  });
});

describe('a turn: one shared roll, every seat acting on it simultaneously', () => {
  const twoSeats = () => stateOf([player(EMPTY_BOARD, [3, 7, 11]), player(EMPTY_BOARD, [1, 2, 4])]);

  it('asks every seat to act on the same roll, then only those who have not chosen yet', () => {
    let state = roll(twoSeats(), 7);
    expect(seatsOf(finito.actors(state))).toEqual([0, 1]);
    state = act(state, 1, place(2, 10));
    expect(seatsOf(finito.actors(state))).toEqual([0]);
    const again = finito.apply(state, 1, place(4, 11));
    expect(!again.ok && again.error.code).toBe('already-acted');
  });

  it('resolves the turn only when all have acted, playing every choice on its own board', () => {
    let state = roll(twoSeats(), 7);
    state = act(state, 0, place(7, 11));
    expect(state.players[0]?.board).toEqual(EMPTY_BOARD);
    state = act(state, 1, place(2, 10));
    expect(state.players[0]?.board).toEqual(boardOf({ 11: 7 }));
    expect(state.players[1]?.board).toEqual(boardOf({ 10: 2 }));
    expect(state.turn).toBe(1);
    expect(state.roll).toBeNull();
  });

  it("lets no seat's choice change what another may do or see", () => {
    const rolled = roll(twoSeats(), 7);
    const chosen = act(rolled, 0, place(7, 11));
    expect(finito.legalMoves(chosen, 1)).toEqual(finito.legalMoves(rolled, 1));
    for (const viewer of [1, 'spectator'] as const) {
      const before = finito.view(rolled, viewer);
      const after = finito.view(chosen, viewer);
      expect(after.ownPending).toBeNull();
      expect({ ...after, players: after.players.map((p) => ({ ...p, acted: false })) }).toEqual(before);
      expect(after.players[0]?.acted).toBe(true);
    }
    expect(finito.view(chosen, 0).ownPending).toEqual(place(7, 11));
  });

  it('waits for the die: no seat acts before the roll', () => {
    const result = finito.apply(twoSeats(), 0, place(3, 2));
    expect(!result.ok && result.error.code).toBe('chance-pending');
    expect(finito.legalMoves(twoSeats(), 0)).toEqual([]);
  });
});

describe('placement phase', () => {
  it('places any face-up token on either free cell of the rolled label', () => {
    const state = roll(stateOf([player(EMPTY_BOARD, [3, 7, 11])]), 9);
    expect(finito.legalMoves(state, 0)).toEqual([
      place(3, 14),
      place(3, 15),
      place(7, 14),
      place(7, 15),
      place(11, 14),
      place(11, 15),
    ]);
  });

  it('places on the nearest free cell before or after when the labelled cells are taken', () => {
    const board = boardOf({ 14: 1, 15: 2, 16: 4 });
    const state = roll(stateOf([player(board, [3, 7, 11])]), 9);
    expect(finito.legalMoves(state, 0).map((m) => (m.kind === 'pass' ? -1 : m.cell))).toEqual([
      13, 17, 13, 17, 13, 17,
    ]);
    const bad = finito.apply(state, 0, place(7, 18));
    expect(!bad.ok && bad.error.code).toBe('bad-cell');
    if (!bad.ok) expect(bad.error.message).toContain('13 (label 8) or 17 (label 10)');
  });

  it('places only face-up tokens', () => {
    const state = roll(stateOf([player(EMPTY_BOARD, [3, 7, 11])]), 9);
    const result = finito.apply(state, 0, place(5, 14));
    expect(!result.ok && result.error.code).toBe('not-in-hand');
    const moving = finito.apply(state, 0, moveTo(3, 14));
    expect(!moving.ok && moving.error.code).toBe('wrong-phase');
  });

  it('turns up the next face-down token after each placement, while any remain', () => {
    let state = roll(stateOf([player(boardOf({ 0: 1 }), [3, 7, 11])]), 9);
    state = act(state, 0, place(7, 14));
    expect(state.players[0]?.hand).toEqual([3, 11]);
    expect(finito.actors(state)).toEqual({ kind: 'chance' });
    expect(finito.chanceOutcomes(state).length).toBe(8);
    state = turnUp(state, 0, 12);
    expect(state.players[0]?.hand).toEqual([3, 11, 12]);
    expect(finito.chanceOutcomes(state)[0]?.outcome.kind).toBe('roll');
  });

  it('turns up nothing once no token is face down: the hand shrinks to the last placements', () => {
    const board = boardFrom([0, 2, 4, 6, 8, 10, 12, 14, 16], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let state = roll(stateOf([player(board, [10, 11, 12])]), 20);
    state = act(state, 0, place(12, 35));
    expect(state.players[0]?.hand).toEqual([10, 11]);
    expect(finito.chanceOutcomes(state)[0]?.outcome.kind).toBe('roll');
  });
});

describe('movement phase', () => {
  const full = fullBoard([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11]);

  it('moves any of the twelve tokens to a free cell of the rolled label', () => {
    const state = roll(stateOf([player(full)]), 12);
    const moves = finito.legalMoves(state, 0);
    expect(moves.length).toBe(24);
    expect(moves.slice(0, 2)).toEqual([moveTo(1, 20), moveTo(1, 21)]);
    const placing = finito.apply(state, 0, place(1, 20));
    expect(!placing.ok && placing.error.code).toBe('wrong-phase');
  });

  it('moves to the nearest free cell before or after when the labelled cells are taken', () => {
    // Roll 5: cells 6 and 7 hold tokens 7 and 8; cells 0..11 are all taken, so only cell 12 is left
    // after, and nothing before.
    const state = roll(stateOf([player(full)]), 5);
    const cells = new Set(finito.legalMoves(state, 0).map((m) => (m.kind === 'pass' ? -1 : m.cell)));
    expect(cells).toEqual(new Set([12]));
  });

  it('may move a token that stands on a cell with the rolled label', () => {
    const board = boardFrom([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11]);
    // Roll 9: cells 14 and 15 hold 12 and 11; nearest free are 13 (before) and 16 (after).
    let state = roll(stateOf([player(board)]), 9);
    expect(finito.legalMoves(state, 0)).toContainEqual(moveTo(12, 16));
    state = act(state, 0, moveTo(12, 16));
    expect(state.players[0]?.board[15]).toBe(11);
    expect(state.players[0]?.board[16]).toBe(12);
    expect(state.players[0]?.board[14]).toBe(0);
  });

  it('makes moving compulsory by default (Decision)', () => {
    const state = roll(stateOf([player(full)]), 12);
    expect(finito.legalMoves(state, 0)).not.toContainEqual({ kind: 'pass' });
    const pass = finito.apply(state, 0, { kind: 'pass' });
    expect(!pass.ok && pass.error.code).toBe('pass-not-allowed');
  });

  it('allows passing instead of moving with the option', () => {
    const state = roll(stateOf([player(full)], { options: { movementPassing: true } }), 12);
    expect(finito.legalMoves(state, 0)).toContainEqual({ kind: 'pass' });
    const passed = act(state, 0, { kind: 'pass' });
    expect(passed.players[0]?.board).toEqual(full);
    expect(passed.turn).toBe(1);
  });

  it('never allows passing while placing, even with the option', () => {
    const state = roll(stateOf([player(EMPTY_BOARD, [1, 2, 3])], { options: { movementPassing: true } }), 12);
    expect(finito.legalMoves(state, 0)).not.toContainEqual({ kind: 'pass' });
    const pass = finito.apply(state, 0, { kind: 'pass' });
    expect(!pass.ok && pass.error.code).toBe('wrong-phase');
  });
});

describe('end of a round: Finito', () => {
  it('ends the game when, after the turn, a seat reads 1..12 in order; that seat wins', () => {
    let state = roll(stateOf([player(NEARLY), player(NEARLY)]), 20);
    state = act(state, 0, moveTo(12, 35));
    expect(finito.outcome(state)).toEqual({ status: 'running' });
    state = act(state, 1, moveTo(11, 35));
    const outcome = finito.outcome(state);
    expect(outcome).toMatchObject({ status: 'over', winners: [0], reason: 'finito' });
    expect(finito.actors(state)).toEqual({ kind: 'over' });
    expect(finito.apply(state, 0, moveTo(1, 20)).ok).toBe(false);
  });

  it('shares the win between seats reaching Finito in the same turn', () => {
    let state = roll(stateOf([player(NEARLY), player(NEARLY), player(NEARLY)]), 20);
    state = act(state, 0, moveTo(12, 35));
    state = act(state, 1, moveTo(1, 35));
    state = act(state, 2, moveTo(12, 35));
    expect(finito.outcome(state)).toMatchObject({ status: 'over', winners: [0, 2], reason: 'finito' });
  });

  it('counts the turns to Finito in solo mode, and the solo outcome carries them (Decision)', () => {
    let state = roll(stateOf([player(NEARLY)], { turn: 41, totalTurns: 41 }), 20);
    state = act(state, 0, moveTo(12, 35));
    expect(finito.outcome(state)).toEqual({
      status: 'over',
      winners: [0],
      scores: [12],
      reason: 'finito',
      rolls: 42,
    });
    expect(state.turn).toBe(42);
    expect(state.rounds).toEqual([{ turns: 42, finito: [0], points: [12] }]);
    expect(finito.view(state, 0).totalTurns).toBe(42);
  });

  it('counts every roll of a solo match in its outcome, and gives no roll count to several seats', () => {
    let solo = roll(
      stateOf([player(NEARLY)], { options: { targetScore: 20 }, scores: [9], turn: 7, totalTurns: 30 }),
      20,
    );
    solo = act(solo, 0, moveTo(12, 35));
    expect(finito.outcome(solo)).toMatchObject({ status: 'over', reason: 'target-reached', rolls: 31 });

    let duel = roll(stateOf([player(NEARLY), player(NEARLY)]), 20);
    duel = act(act(duel, 0, moveTo(12, 35)), 1, moveTo(12, 35));
    expect(finito.outcome(duel)).not.toHaveProperty('rolls');
  });

  it('ends a single round that reaches 500 turns in a draw that still scores every seat (Decision)', () => {
    let capped = roll(stateOf([player(NEARLY), player(fiveRun)], { turn: 499, totalTurns: 499 }), 20);
    capped = act(capped, 0, moveTo(1, 35));
    capped = act(capped, 1, moveTo(1, 35));
    // Token 1 moved to the end: seat 0 keeps 2..11 in order, seat 1 its run of 6..10.
    expect(finito.outcome(capped)).toEqual({
      status: 'over',
      winners: [],
      scores: [10, 5],
      reason: 'turn-cap',
    });
    expect(capped.rounds).toEqual([{ turns: 500, finito: [], points: [10, 5] }]);
    expect(finito.actors(capped)).toEqual({ kind: 'over' });

    let solo = roll(stateOf([player(NEARLY)], { turn: 499, totalTurns: 499 }), 20);
    solo = act(solo, 0, moveTo(1, 35));
    expect(finito.outcome(solo)).toMatchObject({ winners: [], reason: 'turn-cap', rolls: 500 });
  });

  it('lets a Finito on turn 500 win, and plays on before it', () => {
    let last = roll(stateOf([player(NEARLY), player(NEARLY)], { turn: 499, totalTurns: 499 }), 20);
    last = act(last, 0, moveTo(12, 35));
    last = act(last, 1, moveTo(1, 35));
    expect(finito.outcome(last)).toMatchObject({ status: 'over', winners: [0], reason: 'finito' });

    const before = roll(stateOf([player(NEARLY)], { turn: 498, totalTurns: 498 }), 20);
    expect(act(before, 0, moveTo(1, 35)).result).toBeNull();
  });
});

describe('several rounds to a target score', () => {
  it('scores every seat its longest run when the round ends and starts a new round', () => {
    let state = roll(stateOf([player(NEARLY), player(fiveRun)], { options: { targetScore: 30 } }), 20);
    state = act(state, 0, moveTo(12, 35));
    state = act(state, 1, moveTo(1, 35));
    expect(state.result).toBeNull();
    expect(state.scores).toEqual([12, 5]);
    expect(state.rounds).toEqual([{ turns: 1, finito: [0], points: [12, 5] }]);
    // A fresh round: empty boards, every token face down, hands turned up again by chance.
    expect(state.turn).toBe(0);
    expect(state.totalTurns).toBe(1);
    for (const p of state.players) expect(p).toEqual({ board: EMPTY_BOARD, hand: [], faceDown: 0xfff });
    expect(finito.chanceOutcomes(state)[0]?.outcome).toEqual({ kind: 'turn-up', seat: 0, token: 1 });
    expect(finito.view(state, 'spectator').round).toBe(2);
  });

  it('gives the match to the first seat reaching the target', () => {
    let state = roll(
      stateOf([player(NEARLY), player(fiveRun)], { options: { targetScore: 20 }, scores: [9, 14] }),
      20,
    );
    state = act(state, 0, moveTo(12, 35));
    state = act(state, 1, moveTo(1, 35));
    expect(finito.outcome(state)).toEqual({
      status: 'over',
      winners: [0],
      scores: [21, 19],
      reason: 'target-reached',
    });
  });

  it('shares a tie at or above the target; when several pass it at once, the highest total wins', () => {
    const options = { targetScore: 20 };
    let tie = roll(stateOf([player(NEARLY), player(fiveRun)], { options, scores: [10, 17] }), 20);
    tie = act(tie, 0, moveTo(12, 35));
    tie = act(tie, 1, moveTo(1, 35));
    expect(finito.outcome(tie)).toMatchObject({ winners: [0, 1], scores: [22, 22] });

    let both = roll(stateOf([player(NEARLY), player(fiveRun)], { options, scores: [10, 18] }), 20);
    both = act(both, 0, moveTo(12, 35));
    both = act(both, 1, moveTo(1, 35));
    expect(finito.outcome(both)).toMatchObject({ winners: [1], scores: [22, 23] });
  });

  it('scores a round stopped by the turn cap as usual, and the match goes on (Decision)', () => {
    const options = { targetScore: 30 };
    let state = roll(stateOf([player(NEARLY), player(fiveRun)], { options, turn: 499, totalTurns: 620 }), 20);
    state = act(state, 0, moveTo(1, 35));
    state = act(state, 1, moveTo(1, 35));
    expect(finito.outcome(state)).toEqual({ status: 'running' });
    expect(state.rounds).toEqual([{ turns: 500, finito: [], points: [10, 5] }]);
    expect(state.scores).toEqual([10, 5]);
    expect(state.turn).toBe(0);
    expect(state.totalTurns).toBe(621);
    for (const p of state.players) expect(p).toEqual({ board: EMPTY_BOARD, hand: [], faceDown: 0xfff });
  });

  it('ends a match when a round stopped by the turn cap takes a seat to the target', () => {
    const options = { targetScore: 20 };
    let state = roll(stateOf([player(NEARLY), player(fiveRun)], { options, scores: [12, 3], turn: 499 }), 20);
    state = act(state, 0, moveTo(1, 35));
    state = act(state, 1, moveTo(1, 35));
    expect(finito.outcome(state)).toMatchObject({ winners: [0], scores: [22, 8], reason: 'target-reached' });
  });

  it(`ends a match after ${ROUND_CAP} rounds: the highest total wins, equal highest totals share (Decision)`, () => {
    const played = Array.from({ length: ROUND_CAP - 1 }, () => ({
      turns: 500,
      finito: [],
      points: [0, 0, 0],
    }));
    // Three seats on the last roll of a round stopped by the turn cap, after `rounds` earlier rounds.
    const cappedRound = (scores: number[], rounds = played) => {
      let state = roll(
        stateOf([player(NEARLY), player(fiveRun), player(fiveRun)], {
          options: { targetScore: 10_000 },
          scores,
          rounds,
          turn: 499,
        }),
        20,
      );
      for (const seat of [0, 1, 2]) state = act(state, seat, moveTo(1, 35));
      return state;
    };
    expect(finito.outcome(cappedRound([90, 100, 80]))).toEqual({
      status: 'over',
      winners: [1],
      scores: [100, 105, 85],
      reason: 'round-cap',
    });
    expect(finito.outcome(cappedRound([100, 105, 90]))).toMatchObject({
      winners: [0, 1],
      reason: 'round-cap',
    });
    // One round fewer: the match goes on.
    const earlier = cappedRound([90, 100, 80], played.slice(1));
    expect(earlier.result).toBeNull();
    expect(earlier.rounds).toHaveLength(ROUND_CAP - 1);
  });

  it('plays a single round when there is no target', () => {
    let state = roll(stateOf([player(NEARLY), player(fiveRun)]), 20);
    state = act(state, 0, moveTo(12, 35));
    state = act(state, 1, moveTo(1, 35));
    expect(finito.outcome(state)).toEqual({
      status: 'over',
      winners: [0],
      scores: [12, 5],
      reason: 'finito',
    });
  });
});

describe('checks on untrusted input', () => {
  it('refuses a seat that does not exist and moves of impossible tokens', () => {
    const state = roll(stateOf([player(NEARLY)]), 20);
    const seat = finito.apply(state, 3, moveTo(1, 35));
    expect(!seat.ok && seat.error.code).toBe('bad-seat');
    const zero = finito.apply(state, 0, moveTo(0, 35));
    expect(!zero.ok && zero.error.code).toBe('not-on-board');
  });

  it('never mutates the state it is given', () => {
    const state = roll(stateOf([player(NEARLY), player(NEARLY)]), 20);
    const frozen = JSON.stringify(state);
    act(act(state, 0, moveTo(12, 35)), 1, moveTo(1, 35));
    expect(JSON.stringify(state)).toBe(frozen);
  });
});
