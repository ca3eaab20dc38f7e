import type { BotContext } from '../../bots/bot';
import { outOfTime, searchBudget } from '../../bots/bot';
import type { Seat } from '../../core/game';
import { Rng } from '../../core/rng';
import { PlayoutRng, PlayoutTable, placementKey } from './search-table';
import { TOKEN_COUNT } from './tokens';
import type { CasseTeteMove, CasseTeteView } from './types';

/**
 * Determinized Monte Carlo search for one decision, from the seat's view only.
 *
 * The hidden part of the game is the other hands and the bank. Every token that is neither on the
 * table nor in the bot's own hand is unseen; a determinization shuffles the unseen tokens and deals
 * them into the other hands (by their known sizes) and the bank (whose order is then the draw
 * order). The real hidden tokens are never used — the bot only ever receives a view.
 *
 * Each candidate move is scored by playing it in a determinization and playing the game out with
 * a fast randomised greedy policy for every seat (search-table.ts). Candidates are compared with
 * sequential halving on common determinizations: every surviving candidate is played on the same
 * sampled deals, so their differences are paired comparisons, and each round keeps the better half.
 */

export interface SearchSettings {
  /** Playouts when the context gives neither iterations nor a time budget. */
  readonly defaultPlayouts: number;
  /** Share of playout moves chosen uniformly instead of greedily (noise that avoids tunnel vision). */
  readonly randomShare: number;
  /** Weight of the final score margin (per 100 points) beside the win share in a playout's reward. */
  readonly marginWeight: number;
}

export interface SearchResult {
  /** Index of the chosen move in `legal`. */
  readonly index: number;
  /** Estimated chance (0..1) of winning (shared wins count as a share) after the chosen move. */
  readonly winChance: number;
  readonly playouts: number;
  readonly determinizations: number;
}

const table = new PlayoutTable();

/** A sampled deal of the unseen tokens: the other hands as bit sets, then the bank order. */
interface Deal {
  readonly hands: Int32Array;
  readonly bank: Int8Array;
  readonly bankLength: number;
}

/** The tokens this seat cannot see: all tokens minus the table and its own hand. */
export function unseenTokens(view: CasseTeteView): number[] {
  const seen = new Uint8Array(TOKEN_COUNT + 1);
  for (const p of view.board) seen[p.token] = 1;
  for (const t of view.hand ?? []) seen[t] = 1;
  const out: number[] = [];
  for (let t = 1; t <= TOKEN_COUNT; t++) if (seen[t] === 0) out.push(t);
  return out;
}

/** Deals the unseen tokens at random into the other hands (by their sizes) and the bank. */
export function sampleDeal(
  view: CasseTeteView,
  seat: Seat,
  unseen: readonly number[],
  rng: PlayoutRng,
): Deal {
  const pool = unseen.slice();
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = pool[i] ?? 0;
    pool[i] = pool[j] ?? 0;
    pool[j] = t;
  }
  const hands = new Int32Array(4);
  let next = 0;
  for (let p = 0; p < view.playerCount; p++) {
    if (p === seat) continue;
    const size = view.handSizes[p] ?? 0;
    for (let k = 0; k < size && next < pool.length; k++)
      hands[p] = (hands[p] ?? 0) | (1 << (pool[next++] ?? 0));
  }
  const bank = new Int8Array(32);
  let bankLength = 0;
  while (next < pool.length && bankLength < view.bankSize) bank[bankLength++] = pool[next++] ?? 0;
  return { hands, bank, bankLength };
}

/** Sets the playout table to the view's position with a sampled deal. */
function loadPosition(view: CasseTeteView, seat: Seat, myHand: number, deal: Deal): void {
  table.clear();
  table.players = view.playerCount;
  table.rotation = view.rotation;
  for (const p of view.board) table.place(placementKey(p.cell[0], p.cell[1]), p.token * 4 + p.turns);
  for (let p = 0; p < 4; p++) {
    table.hands[p] = p === seat ? myHand : (deal.hands[p] ?? 0);
    table.counts[p] = view.handSizes[p] ?? 0;
    table.scores[p] = view.scores[p] ?? 0;
  }
  table.bank.set(deal.bank);
  table.bankTop = 0;
  table.bankLength = deal.bankLength;
  table.current = seat;
}

/** The reward of a finished playout for `seat`: its win share plus a little of its score margin. */
function reward(seat: Seat, players: number, marginWeight: number): { reward: number; win: number } {
  const mine = table.finalScore(seat);
  let bestOther = Number.NEGATIVE_INFINITY;
  let tied = 1;
  for (let p = 0; p < players; p++) {
    if (p === seat) continue;
    const s = table.finalScore(p);
    if (s > bestOther) bestOther = s;
    if (s === mine) tied++;
  }
  const win = mine > bestOther ? 1 : mine === bestOther ? 1 / tied : 0;
  return { reward: win + (marginWeight * (mine - bestOther)) / 100, win };
}

/** Plays the candidate (a placement key and code, or -1 for a pass) then the game out, from the loaded position. */
function playOut(
  view: CasseTeteView,
  seat: Seat,
  key: number,
  code: number,
  playoutSeed: number,
  settings: SearchSettings,
): { reward: number; win: number } {
  if (key >= 0) {
    table.chosenKey = key;
    table.chosenCode = code;
    table.chosenTouch = table.touching(key);
    table.playTurn(true);
  } else table.playTurn(false);
  table.playOut(new PlayoutRng(playoutSeed), settings.randomShare);
  return reward(seat, view.playerCount, settings.marginWeight);
}

/** The bit set of the tokens in the seat's own hand. */
function handMask(view: CasseTeteView): number {
  let mask = 0;
  for (const t of view.hand ?? []) mask |= 1 << t;
  return mask;
}

/** A move's placement key and token code for the playout table (key -1: a pass). */
function candidate(move: CasseTeteMove): { key: number; code: number } {
  if (move.kind !== 'place') return { key: -1, code: 0 };
  return { key: placementKey(move.cell[0], move.cell[1]), code: move.token * 4 + move.turns };
}

/**
 * The estimated chance (0..1) of winning after each of `moves`, from the seat's view, every move
 * played out on the same `deals` sampled deals (paired, so their difference is measured more
 * closely than either value): how a review compares the played move with the one search preferred.
 */
export function winChances(
  view: CasseTeteView,
  seat: Seat,
  moves: readonly CasseTeteMove[],
  deals: number,
  seed: string | number,
  settings: SearchSettings,
): number[] {
  const dealRng = new PlayoutRng(Rng.fromSeed(seed).int(2 ** 31));
  const unseen = unseenTokens(view);
  const myHand = handMask(view);
  const wins = moves.map(() => 0);
  for (let d = 0; d < deals; d++) {
    const deal = sampleDeal(view, seat, unseen, dealRng);
    const playoutSeed = dealRng.next();
    for (const [i, move] of moves.entries()) {
      loadPosition(view, seat, myHand, deal);
      const { key, code } = candidate(move);
      wins[i] = (wins[i] ?? 0) + playOut(view, seat, key, code, playoutSeed, settings).win;
    }
  }
  return wins.map((w) => w / Math.max(1, deals));
}

/**
 * Picks a move among `legal` (all placements, or the single pass) by determinized search within
 * `share` of the context's budget: `iterations` playouts, or `budgetMs` on `clock`, or the default
 * playouts.
 */
export function searchMove(
  view: CasseTeteView,
  seat: Seat,
  legal: readonly CasseTeteMove[],
  context: BotContext,
  settings: SearchSettings,
  share = 1,
): SearchResult {
  const k = legal.length;
  if (k <= 1) return { index: 0, winChance: Number.NaN, playouts: 0, determinizations: 0 };
  const seedRng = Rng.fromSeed(context.seed);
  const dealRng = new PlayoutRng(seedRng.int(2 ** 31));
  const unseen = unseenTokens(view);
  const myHand = handMask(view);
  const keys = new Int32Array(k);
  const codes = new Int32Array(k);
  for (let i = 0; i < k; i++) {
    const { key, code } = candidate(legal[i] as CasseTeteMove);
    keys[i] = key;
    codes[i] = code;
  }

  const sums = new Float64Array(k);
  const wins = new Float64Array(k);
  const samples = new Int32Array(k);
  const budget = searchBudget(context, settings.defaultPlayouts, share);

  let active = Array.from({ length: k }, (_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(k)));
  let playouts = 0;
  let determinizations = 0;
  let timeUp = false;

  const evaluate = (i: number, deal: Deal, playoutSeed: number): void => {
    loadPosition(view, seat, myHand, deal);
    const r = playOut(view, seat, keys[i] ?? -1, codes[i] ?? 0, playoutSeed, settings);
    sums[i] = (sums[i] ?? 0) + r.reward;
    wins[i] = (wins[i] ?? 0) + r.win;
    samples[i] = (samples[i] ?? 0) + 1;
    playouts++;
  };

  for (let round = 0; round < rounds && !timeUp; round++) {
    const roundsLeft = rounds - round;
    const before = playouts;
    for (let m = 0; ; m++) {
      // Per-candidate deals for this round, from what remains of the budget in playouts (a time
      // budget is turned into playouts at the rate measured so far).
      let totalPlayouts: number;
      if (budget.kind === 'work') totalPlayouts = budget.work;
      else {
        const elapsed = budget.clock() - budget.start;
        if (elapsed >= budget.ms) {
          timeUp = true;
          break;
        }
        totalPlayouts =
          playouts === 0 ? Number.POSITIVE_INFINITY : (budget.ms * playouts) / Math.max(elapsed, 1e-3);
      }
      const target = Math.max(1, Math.floor((totalPlayouts - before) / roundsLeft / active.length));
      if (m >= target) break;
      const deal = sampleDeal(view, seat, unseen, dealRng);
      const playoutSeed = dealRng.next();
      determinizations++;
      for (let a = 0; a < active.length; a++) {
        evaluate(active[a] ?? 0, deal, playoutSeed);
        if ((a & 7) === 7 && outOfTime(budget)) {
          timeUp = true;
          break;
        }
      }
      if (timeUp) break;
    }
    if (active.length <= 1) break;
    // Keep the better half (the last round keeps one); ties keep the earlier move.
    const mean = (i: number) => (sums[i] ?? 0) / Math.max(1, samples[i] ?? 0);
    const ranked = active.slice().sort((a, b) => mean(b) - mean(a) || a - b);
    active = ranked.slice(0, round === rounds - 1 ? 1 : Math.ceil(active.length / 2));
  }
  const mean = (i: number) => (sums[i] ?? 0) / Math.max(1, samples[i] ?? 0);
  let best = active[0] ?? 0;
  for (const i of active) if (mean(i) > mean(best) || (mean(i) === mean(best) && i < best)) best = i;
  const n = samples[best] ?? 0;
  return {
    index: best,
    winChance: n > 0 ? (wins[best] ?? 0) / n : Number.NaN,
    playouts,
    determinizations,
  };
}
