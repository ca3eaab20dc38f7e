import { describe, expect, it } from 'vitest';
import type { BotName } from '../../bots/bot';
import { BOT_NAMES } from '../../bots/bot';
import { headToHeadScore } from '../../bots/ladder-testing';
import { runTournament } from '../../bots/tournament';
import { applyChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { Rng } from '../../core/rng';
import { playout } from '../../match/playout';
import { bankSize, handMask } from './bank';
import { casseTeteBots } from './bots';
import { casseTete } from './index';
import { movePoints } from './moves';
import { searchMove, unseenTokens } from './search';
import { PlayoutRng, PlayoutTable, placementKey } from './search-table';
import { craft } from './test-support';
import { tokenId } from './tokens';
import type { CasseTeteMove, CasseTeteState } from './types';

/** Positions where a seat must move, sampled from random 2–4 player games. */
function positions(count: number, seed: string): CasseTeteState[] {
  const rng = Rng.fromSeed(seed);
  const out: CasseTeteState[] = [];
  for (let g = 0; out.length < count; g++) {
    const players = 2 + (g % 3);
    const start = expectOk(casseTete.setup({ rotation: g % 4 !== 3 }, players, `${seed}:${g}`));
    const game = playout(casseTete, start, (_s, _seat, moves) => rng.pick(moves), 100_000, true);
    let state = start;
    for (const step of game.steps) {
      state =
        'chance' in step
          ? expectOk(casseTete.resolveChance(state, step.chance))
          : expectOk(casseTete.apply(state, step.seat, step.move));
      if (state.phase === 'turn' && rng.int(5) === 0) out.push(state);
    }
  }
  return out.slice(0, count);
}

const choose = (name: BotName, state: CasseTeteState, seed: string | number, iterations = 60) =>
  casseTeteBots[name].choose(
    casseTete.view(state, state.current),
    state.current,
    casseTete.legalMoves(state, state.current),
    { seed, iterations },
  );

/** The same position with the unseen tokens (other hands and bank) dealt differently. */
function reshuffleHidden(state: CasseTeteState, seed: string): CasseTeteState {
  const rng = Rng.fromSeed(seed);
  const seat = state.current;
  const pool: number[] = [];
  state.hands.forEach((hand, p) => {
    if (p !== seat) pool.push(...hand);
  });
  for (let t = 1; t <= 30; t++) if ((state.bank & (1 << t)) !== 0) pool.push(t);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  let next = 0;
  const hands = state.hands.map((hand, p) =>
    p === seat ? hand : hand.map(() => tokenId(pool[next++] as number)),
  );
  const bank = pool.slice(next).reduce((mask, t) => mask | (1 << t), 0);
  return { ...state, hands, bank, rng: Rng.fromSeed(`${seed}:rng`).state };
}

describe('casse-tete bots', () => {
  const sample = positions(40, 'bots');

  it('every level returns a legal move in many random positions (2–4 players, with and without rotation)', () => {
    for (const [i, state] of sample.entries())
      for (const name of BOT_NAMES) {
        const { move } = choose(name, state, `legal:${i}`, 40);
        expect(casseTete.apply(state, state.current, move).ok, `${name} at position ${i}`).toBe(true);
      }
  });

  it('is deterministic for a seed and an iteration budget', () => {
    for (const [i, state] of sample.slice(0, 12).entries())
      for (const name of ['facile', 'moyen', 'fort'] as const)
        expect(choose(name, state, `same:${i}`, 200)).toEqual(choose(name, state, `same:${i}`, 200));
  });

  it('sees only its view: dealing the other hands and the bank differently never changes its move', () => {
    let differentDeals = 0;
    for (const [i, state] of sample.slice(0, 16).entries()) {
      const moved = choose('fort', state, `view:${i}`, 300);
      for (let k = 0; k < 3; k++) {
        const other = reshuffleHidden(state, `reshuffle:${i}:${k}`);
        expect(casseTete.view(other, other.current)).toEqual(casseTete.view(state, state.current));
        if (JSON.stringify(other.hands) !== JSON.stringify(state.hands) || other.bank !== state.bank)
          differentDeals++;
        expect(choose('fort', other, `view:${i}`, 300)).toEqual(moved);
        expect(choose('moyen', other, `view:${i}`, 300)).toEqual(choose('moyen', state, `view:${i}`, 300));
      }
    }
    expect(differentDeals).toBeGreaterThan(30);
  });

  it('samples deals from the unseen tokens only: all tokens minus the table and its own hand', () => {
    const state = sample[5] as CasseTeteState;
    const view = casseTete.view(state, state.current);
    const unseen = unseenTokens(view);
    const hidden = state.hands.flatMap((h, p) => (p === state.current ? [] : h));
    for (let t = 1; t <= 30; t++) if ((state.bank & (1 << t)) !== 0) hidden.push(tokenId(t));
    expect(unseen).toEqual(hidden.sort((a, b) => a - b));
    expect(unseen.length).toBe(
      bankSize(state.bank) + view.handSizes.reduce((a, b) => a + b, 0) - (view.handSizes[state.current] ?? 0),
    );
  });

  it('explains its choice (fort): the points it scores now and its estimated chance of winning', () => {
    const state = sample.find((s) => casseTete.legalMoves(s, s.current).length > 1) as CasseTeteState;
    const suggestion = choose('fort', state, 'reason', 200);
    expect(suggestion.reason?.code).toBe('casse-tete.best-chance');
    expect(suggestion.reason?.params?.points).toBe(movePoints(state, suggestion.move));
  });

  it('gives a chance of winning of 100 % when every playout wins and 0 % when every one loses', () => {
    // Token 6 fits the start token 1 in two ways and is seat 0's last, with the bank empty: laying it
    // (5 points) ends the game at once, seat 1 losing 5 points for its token in hand, in every deal.
    const lastToken = (scores: number[]) =>
      craft({ board: [[1, 0, 0]], hands: [[6], [2]], bank: [], scores });
    expect(casseTete.legalMoves(lastToken([0, 0]), 0)).toHaveLength(2);
    expect(choose('fort', lastToken([0, 0]), 'sure').reason).toEqual({
      code: 'casse-tete.best-chance',
      params: { points: 5, winPercent: 100 },
    });
    // 5 against 50 − 5: lost whatever happens.
    expect(choose('fort', lastToken([0, 50]), 'sure').reason).toEqual({
      code: 'casse-tete.best-chance',
      params: { points: 5, winPercent: 0 },
    });
  });

  it('passes, with the no-placement reason, when nothing fits', () => {
    // Token 5 (0,55 1/10 85% 3/15) shares no number with the start token 1 (4/9 0,65 1/2 1/3).
    const state = craft({ board: [[1, 0, 0]], hands: [[5], [3]] });
    expect(casseTete.legalMoves(state, 0)).toEqual([{ kind: 'pass' }]);
    for (const name of BOT_NAMES) expect(choose(name, state, 'pass').move).toEqual({ kind: 'pass' });
    expect(choose('fort', state, 'pass').reason?.code).toBe('casse-tete.no-placement');
  });

  it('stops near its time budget on the given clock', () => {
    const state = sample.find((s) => casseTete.legalMoves(s, s.current).length > 4) as CasseTeteState;
    let now = 0;
    const clock = () => {
      now += 0.01;
      return now;
    };
    const result = searchMove(
      casseTete.view(state, state.current),
      state.current,
      casseTete.legalMoves(state, state.current),
      { seed: 1, budgetMs: 5, clock },
      { defaultPlayouts: 1000, randomShare: 0.1, marginWeight: 0.2 },
    );
    expect(now).toBeLessThan(5.6);
    expect(result.playouts).toBeGreaterThan(0);
  });

  it('fort beats random and greedy in short matches', () => {
    for (const opponent of ['random', 'greedy'] as const) {
      const result = runTournament(
        casseTete,
        [
          { name: 'fort', bot: casseTeteBots.fort },
          { name: opponent, bot: casseTeteBots[opponent] },
        ],
        { options: { rotation: true }, games: 12, seed: `sanity:${opponent}`, iterations: 100 },
      );
      expect(result.unfinished).toBe(0);
      const [fort, other] = result.entrants;
      expect(fort?.wins ?? 0).toBeGreaterThan(other?.wins ?? 0);
    }
  });
});

describe('the playout table', () => {
  /**
   * Plays the same game in the table and in the engine (the table's draws become the engine's chance
   * outcomes, its greedy choices the engine's moves): the table must keep the engine's rules exactly.
   */
  it('plays games exactly as the engine does: placements, scores, draws, passes and the end', () => {
    const table = new PlayoutTable();
    for (const [i, start] of positions(30, 'table').entries()) {
      let state = start;
      table.clear();
      table.players = state.playerCount;
      table.rotation = state.options.rotation;
      for (const p of state.board) table.place(placementKey(p.cell[0], p.cell[1]), p.token * 4 + p.turns);
      state.hands.forEach((hand, p) => {
        table.hands[p] = handMask(hand);
        table.counts[p] = hand.length;
        table.scores[p] = state.scores[p] ?? 0;
      });
      const bank: number[] = [];
      for (let t = 1; t <= 30; t++) if ((state.bank & (1 << t)) !== 0) bank.push(t);
      table.bank.set(bank);
      table.bankTop = 0;
      table.bankLength = bank.length;
      table.current = state.current;
      const rng = new PlayoutRng(i);
      while (!table.over) {
        const seat = table.current;
        expect(state.phase).toBe('turn');
        expect(state.current).toBe(seat);
        const placed = table.chooseGreedy(table.hands[seat] ?? 0, rng, 0.3);
        const legal = casseTete.legalMoves(state, seat);
        const move: CasseTeteMove = placed
          ? {
              kind: 'place',
              token: tokenId(table.chosenCode >> 2),
              cell: [(table.chosenKey >> 7) - 64, (table.chosenKey & 127) - 64],
              turns: (table.chosenCode & 3) as 0 | 1 | 2 | 3,
            }
          : { kind: 'pass' };
        expect(legal).toContainEqual(move);
        const drawn = table.bankTop < table.bankLength ? (table.bank[table.bankTop] ?? 0) : 0;
        table.playTurn(placed);
        state = expectOk(casseTete.apply(state, seat, move));
        if (state.phase === 'draw')
          state = expectOk(applyChance(casseTete, state, { kind: 'draw', token: tokenId(drawn) }));
        expect(state.scores.slice(0, table.players)).toEqual(
          Array.from({ length: table.players }, (_, p) =>
            table.over ? table.finalScore(p) : (table.scores[p] ?? 0),
          ),
        );
      }
      expect(state.phase).toBe('over');
    }
  });
});

/**
 * The ladder (issue 15), tuned in CASSE_TETE_LEVELS. Before (bench/casse-tete-bots.ts): moyen beat
 * facile 94.3 % ± 3.0 and fort (at 3,000 playouts) beat moyen only 67.5 % ± 8.7. Now, 2 players,
 * default budgets: `ludimaths tournament casse-tete --bots moyen,facile --games 300` (seed 1) 81.8 %
 * [77.8 – 85.9]; fort against moyen 85.0 % [77 – 91] (100 games, runTournament as the CLI calls it);
 * with 4 players (moyen, facile, moyen, facile; 100 games) each moyen seat wins 29.6 % of games and
 * each facile seat 20.4 % (a fair share is 25 %). These short seeded matches (the same games on every
 * run; fort's budget scaled down to 300 playouts for speed) fail if a level stops being clearly
 * stronger than the one below.
 */
describe('casse-tete levels', () => {
  const settings = { options: casseTete.defaultOptions, games: 16, seed: 'ladder' };

  it('moyen beats facile in most games', () => {
    const score = headToHeadScore(casseTete, casseTeteBots.moyen, casseTeteBots.facile, settings);
    expect(score).toBeGreaterThanOrEqual(0.65);
  });

  it('fort beats moyen in most games', () => {
    const score = headToHeadScore(casseTete, casseTeteBots.fort, casseTeteBots.moyen, {
      ...settings,
      iterations: 300,
    });
    expect(score).toBeGreaterThanOrEqual(0.65);
  });
});
