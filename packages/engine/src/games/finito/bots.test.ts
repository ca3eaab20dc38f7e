import { describe, expect, it } from 'vitest';
import type { BotName } from '../../bots/bot';
import { BOT_NAMES } from '../../bots/bot';
import { headToHeadScore } from '../../bots/ladder-testing';
import { runTournament } from '../../bots/tournament';
import { rollChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { seedRng } from '../../core/rng';
import type { Board } from './board';
import { CELL_COUNT } from './board';
import { finitoBots } from './bots';
import { finito } from './index';
import { evaluate } from './plan-eval';
import { planMove } from './plan-search';
import { ASCENDING, boardFrom, fullBoard, player, stateOf } from './test-kit';
import type { FinitoMove, FinitoState } from './types';

/** States where seats must choose, met along seeded games played by the greedy bot. */
function decisionStates(players: number, games: number, every: number, passing = false): FinitoState[] {
  const found: FinitoState[] = [];
  const options = { ...finito.defaultOptions, turnCap: 60, movementPassing: passing };
  for (let g = 0; g < games; g++) {
    let state = expectOk(finito.setup(options, players, `pos:${g}`));
    let decisions = 0;
    for (let step = 0; step < 400; step++) {
      const actors = finito.actors(state);
      if (actors.kind === 'over') break;
      if (actors.kind === 'chance') {
        state = rollChance(finito, state).state;
        continue;
      }
      if (decisions++ % every === 0) found.push(state);
      const seat = actors.seats[0] as number;
      const { move } = finitoBots.greedy.choose(
        finito.view(state, seat),
        seat,
        finito.legalMoves(state, seat),
        { seed: step },
      );
      state = expectOk(finito.apply(state, seat, move));
    }
  }
  return found;
}

const choose = (name: BotName, state: FinitoState, seat: number, seed: string | number = 1) =>
  finitoBots[name].choose(finito.view(state, seat), seat, finito.legalMoves(state, seat), {
    seed,
    iterations: 2,
  });

describe('finito bots', () => {
  const states = [...decisionStates(2, 3, 3), ...decisionStates(2, 1, 2, true)];

  it('every level returns a legal move in placement and movement positions', () => {
    expect(states.some((s) => (s.players[0]?.hand.length ?? 0) === 0)).toBe(true);
    expect(states.some((s) => finito.legalMoves(s, 0).some((m) => m.kind === 'pass'))).toBe(true);
    for (const name of BOT_NAMES)
      for (const state of states) {
        const seat = state.pending[0] === null ? 0 : 1;
        const { move } = choose(name, state, seat, `${name}`);
        expect(finito.legalMoves(state, seat)).toContainEqual(move);
      }
  });

  it('are deterministic for a seed and an iteration count', () => {
    for (const name of BOT_NAMES)
      for (const state of states.slice(0, 12)) {
        const seat = state.pending[0] === null ? 0 : 1;
        expect(choose(name, state, seat, 'same')).toEqual(choose(name, state, seat, 'same'));
      }
  });

  it('see only the view: the generator and the other seat’s hidden choice do not change the move', () => {
    const state = states.find((s) => s.roll !== null && s.pending[0] === null) as FinitoState;
    const other: FinitoMove = finito.legalMoves(state, 1)[0] as FinitoMove;
    const hidden: FinitoState = { ...state, rng: seedRng('elsewhere'), pending: [null, other] };
    // The other seat's choice is hidden from seat 0's view, so the view is the same.
    expect(finito.view(hidden, 0).ownPending).toBeNull();
    for (const name of BOT_NAMES) expect(choose(name, hidden, 0)).toEqual(choose(name, state, 0));
  });

  it('fort explains its choice: the tokens still out of order and the turns it expects, fewer when nearer', () => {
    const explain = (board: Board, roll: number) =>
      choose('fort', stateOf([player(board)], { roll }), 0).reason;
    // 1 and 2 swapped: whatever goes to cell 35, one of them stays out of order.
    const oneSwap = explain(fullBoard([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), 20);
    expect(oneSwap?.code).toBe('finito.plan');
    expect(oneSwap?.params?.misplaced).toBe(1);
    // At least this move and one more to put 1 and 2 in order.
    expect(oneSwap?.params?.expectedTurns).toBeGreaterThanOrEqual(2);
    // All twelve reversed: one move leaves at least ten out of order, and many more turns to go.
    const reversed = explain(fullBoard([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]), 20);
    expect(reversed?.params?.misplaced).toBeGreaterThanOrEqual(10);
    expect(reversed?.params?.expectedTurns).toBeGreaterThan(Number(oneSwap?.params?.expectedTurns) + 5);
  });

  it('fort and moyen call Finito when one move completes the order', () => {
    // 1..6 on cells 0..5, 8..12 on cells 13..17 and 7 far away on cell 20: a roll of 8 (cells 12 and
    // 13, of which 12 is free) lets 7 complete the order.
    const ready = boardFrom(
      [0, 1, 2, 3, 4, 5, 20, 13, 14, 15, 16, 17],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    const state = stateOf([player(ready)], { roll: 8 });
    const legal = finito.legalMoves(state, 0);
    const win = legal.find((m) => m.kind === 'move' && m.token === 7 && m.cell === 12);
    expect(win).toBeDefined();
    expect(choose('fort', state, 0)).toEqual({
      move: win,
      reason: { code: 'finito.plan', params: { expectedTurns: 1, misplaced: 0 } },
    });
    expect(choose('moyen', state, 0).move).toEqual(win);
  });

  it('the evaluation is 0 for a Finito board and grows with misplaced tokens', () => {
    expect(evaluate(fullBoard(ASCENDING), 0)).toBe(0);
    const swapped = fullBoard([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const scrambled = fullBoard([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(evaluate(swapped, 0)).toBeGreaterThan(0);
    expect(evaluate(scrambled, 0)).toBeGreaterThan(evaluate(swapped, 0));
  });

  it('planning uses only the board and hand: the face-down set is what the view leaves out', () => {
    const board = new Array<number>(CELL_COUNT).fill(0);
    const legal = [
      { kind: 'place', token: 1, cell: 0 },
      { kind: 'place', token: 12, cell: 0 },
    ] as const;
    // Token 1 on the cell labelled 1 is right; token 12 there would block 1..11 behind it.
    expect(planMove({ board, hand: [1, 12, 6] }, legal, { lookahead: true }).move).toEqual(legal[0]);
  });

  it('fort with a time budget searches moves until the clock says stop (at least one)', () => {
    const state = states.find((s) => s.pending[0] === null && s.roll !== null) as FinitoState;
    const view = finito.view(state, 0);
    const legal = finito.legalMoves(state, 0);
    let now = 0;
    const clock = () => now++;
    // Every clock read advances time by 1 ms, so a 0 ms budget stops before the second move.
    const budgeted = finitoBots.fort.choose(view, 0, legal, { seed: 1, budgetMs: 0, clock });
    expect(budgeted).toEqual(finitoBots.fort.choose(view, 0, legal, { seed: 1, iterations: 1 }));
    const generous = finitoBots.fort.choose(view, 0, legal, { seed: 1, budgetMs: 1e9, clock });
    expect(generous).toEqual(finitoBots.fort.choose(view, 0, legal, { seed: 1, iterations: 1000 }));
  });

  it('fort wins a short match against random', () => {
    const result = runTournament(
      finito,
      [
        { name: 'fort', bot: finitoBots.fort },
        { name: 'random', bot: finitoBots.random },
      ],
      { options: { ...finito.defaultOptions, turnCap: 100 }, games: 4, seed: 'sanity', iterations: 2 },
    );
    expect(result.unfinished).toBe(0);
    expect(result.entrants[0]?.wins).toBe(4);
  });
});

/**
 * The ladder a child climbs (issue 15): each level beats the one below clearly. Measured with
 * `ludimaths tournament finito --bots A,B --games 300` (seed 1, 2 players, default budgets): moyen
 * beats facile 78.2 % [73.6 – 82.8], fort beats moyen 73.5 % [68.7 – 78.3] (before: 75.7 % and
 * 61.8 %). These short seeded matches (the same
 * games on every run) fail if a level slips as often as the one below or stops planning.
 */
describe('finito levels', () => {
  const settings = { options: finito.defaultOptions, seed: 'ladder' };

  it('moyen beats facile in most games', () => {
    const score = headToHeadScore(finito, finitoBots.moyen, finitoBots.facile, { ...settings, games: 40 });
    expect(score).toBeGreaterThanOrEqual(0.65);
  });

  it('fort beats moyen in most games (fort held to two moves searched ahead, for speed)', () => {
    const score = headToHeadScore(finito, finitoBots.fort, finitoBots.moyen, {
      ...settings,
      games: 12,
      iterations: 2,
    });
    expect(score).toBeGreaterThanOrEqual(0.6);
  });
});
