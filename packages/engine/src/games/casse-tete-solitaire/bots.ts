import type { Bot, BotContext, BotSet, Reason, Suggestion } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import { Rng } from '../../core/rng';
import { placementFit } from './fit';
import { checkSolitaire } from './grid';
import type { HintBudget } from './hint';
import { solitaireHint } from './hint';
import { sameMove } from './notation';
import { nearestSolution, repairMove } from './repair';
import type { GridMove, PlaceMove, SolitaireMove } from './types';
import type { SolitaireView } from './view';

type SolitaireBot = Bot<SolitaireView, SolitaireMove>;

const reason = (code: string): Reason => ({ code: `casse-tete-solitaire.${code}` });

/** The legal move equal to `wanted` (bots answer with moves from the list they were given). */
function legalOf(legal: readonly SolitaireMove[], wanted: SolitaireMove): SolitaireMove | undefined {
  return legal.find((move) => move.kind === wanted.kind && sameMove(move, wanted));
}

/**
 * The placements that fit best: on a cell next to the grid's tokens, every touching side equal, as
 * many touching sides as possible (anywhere on an empty grid).
 */
function bestFits(view: SolitaireView, legal: readonly SolitaireMove[]): PlaceMove[] {
  const empty = checkSolitaire(view.grid).placed === 0;
  let best: PlaceMove[] = [];
  let bestFit = empty ? 0 : 1;
  for (const move of legal) {
    if (move.kind !== 'place') continue;
    const fit = placementFit(view.grid, move);
    if (fit > bestFit) [best, bestFit] = [[], fit];
    if (fit === bestFit) best.push(move);
  }
  return best;
}

/** What a player without the solver does when placing by eye: `pick` chooses among the best fits. */
function byEye(
  view: SolitaireView,
  legal: readonly SolitaireMove[],
  pick: (moves: readonly SolitaireMove[]) => SolitaireMove,
  stuck: (legal: readonly SolitaireMove[]) => SolitaireMove,
): Suggestion<SolitaireMove> {
  // A mismatch on the grid (a person's, before the bot took over) goes first.
  const conflict = checkSolitaire(view.grid).conflicts[0];
  if (conflict) {
    const { row, col } = conflict.second;
    const move = legalOf(legal, { kind: 'remove', row, col });
    if (move) return { move, reason: reason('mismatch') };
  }
  const fits = bestFits(view, legal);
  if (fits.length > 0) return { move: pick(fits), reason: reason('fits') };
  return { move: stuck(legal), reason: reason('stuck') };
}

const removals = (legal: readonly SolitaireMove[]) => legal.filter((m) => m.kind === 'remove');

/** The reference: the first best fit; when nothing fits, it takes back its last move. */
const greedy: SolitaireBot = {
  name: 'greedy',
  choose(view, _seat, legal) {
    const first = (moves: readonly SolitaireMove[]) => moves[0] as SolitaireMove;
    const back = (moves: readonly SolitaireMove[]) =>
      moves.find((m) => m.kind === 'undo') ?? removals(moves)[0] ?? first(moves);
    return byEye(view, legal, first, back);
  },
};

/** A child's way: any of the best fits; when nothing fits, any token goes back to the tray. */
function facileChoice(view: SolitaireView, legal: readonly SolitaireMove[], seed: string | number) {
  const rng = Rng.fromSeed(seed);
  const any = (moves: readonly SolitaireMove[]) => rng.pick(moves);
  return byEye(view, legal, any, (moves) => any(removals(moves).length > 0 ? removals(moves) : moves));
}

const facile: SolitaireBot = {
  name: 'facile',
  choose: (view, _seat, legal, context) => facileChoice(view, legal, context.seed),
};

function budgetOf(context: BotContext): HintBudget {
  return {
    maxNodes: context.iterations ?? 2_000_000,
    ...(context.budgetMs !== undefined && context.clock
      ? { deadline: context.clock() + context.budgetMs, now: context.clock }
      : {}),
  };
}

/**
 * The solver's move: a placement that belongs to a full solution keeping every token placed; when
 * the grid cannot be completed (a mismatch, or tokens where no solution has them), the one move that
 * brings it closest to the nearest solution. `null` when the solver has nothing to say (no solution
 * of this shape exists, or the budget ran out).
 */
function solverChoice(
  view: SolitaireView,
  legal: readonly SolitaireMove[],
  context: BotContext,
): Suggestion<SolitaireMove> | { readonly none: Reason } {
  const budget = budgetOf(context);
  const hint = solitaireHint(view.grid, budget);
  if (hint.kind === 'place') {
    const { token, row, col, turns } = hint;
    const move = legalOf(legal, { kind: 'place', token, row, col, turns });
    if (move) return { move, reason: reason('completes') };
  }
  if (hint.kind === 'unknown') return { none: reason('unknown') };
  const nearest = nearestSolution(view.grid, budget);
  if (nearest.kind !== 'found') return { none: reason(nearest.kind === 'none' ? 'no-solution' : 'unknown') };
  const repair: GridMove | null = repairMove(view.grid, nearest.solution);
  const move = repair && legalOf(legal, repair);
  return move ? { move, reason: reason('misplaced') } : { none: reason('unknown') };
}

/** The solver's move, or a placement by eye when it has none (saying why). */
function withSolver(view: SolitaireView, legal: readonly SolitaireMove[], context: BotContext) {
  const solved = solverChoice(view, legal, context);
  if ('move' in solved) return solved;
  return { move: facileChoice(view, legal, context.seed).move, reason: solved.none };
}

/** `fort`: the solver from the first token, so it solves a solvable grid in the fewest moves. */
const fort: SolitaireBot = {
  name: 'fort',
  choose: (view, _seat, legal, context) => withSolver(view, legal, context),
};

/** `moyen`: places by eye until half the grid is filled, then asks the solver (and repairs). */
const moyen: SolitaireBot = {
  name: 'moyen',
  choose(view, _seat, legal, context) {
    const { rows, cols } = view.grid;
    if (2 * checkSolitaire(view.grid).placed < rows * cols) return facileChoice(view, legal, context.seed);
    return withSolver(view, legal, context);
  },
};

export const solitaireBots: BotSet<SolitaireView, SolitaireMove> = {
  random: randomBot(),
  greedy,
  facile,
  moyen,
  fort,
};
