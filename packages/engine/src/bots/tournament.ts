import type { BaseState, GameDefinition, Seat } from '../core/game';
import { rollChance } from '../core/play';
import { expectOk } from '../core/result';
import type { Bot } from './bot';

export interface TournamentOptions<O> {
  readonly options: O;
  readonly games: number;
  readonly seed: string | number;
  readonly budgetMs?: number;
  readonly iterations?: number;
  readonly clock?: () => number;
  /** Stops a game that runs longer than this many steps (counted as unfinished). */
  readonly maxSteps?: number;
}

/** One entrant's results over the whole tournament. */
export interface EntrantResult {
  readonly name: string;
  readonly games: number;
  /** Shared wins count as a fraction (1/k for a k-way shared win). */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Score per game: 1 for a win (1/k if shared), 1/n for a draw with nobody winning (½ with two players), 0 for a loss. */
  readonly scores: readonly number[];
  readonly moves: number;
  readonly thinkingMs: number;
}

export interface TournamentResult {
  readonly entrants: readonly EntrantResult[];
  /** Seat moves per game (chance steps not counted). */
  readonly lengths: readonly number[];
  readonly unfinished: number;
}

interface Tally {
  wins: number;
  draws: number;
  losses: number;
  scores: number[];
  moves: number;
  thinkingMs: number;
}

/**
 * Plays `games` games between bots, rotating seats so that each bot sits in every seat equally
 * often (game g puts entrant (s + g) mod n in seat s). Bots see only their seat's view.
 */
export function runTournament<S extends BaseState, M, C, O, V>(
  game: GameDefinition<S, M, C, O, V>,
  entrants: readonly { readonly name: string; readonly bot: Bot<V, M> }[],
  settings: TournamentOptions<O>,
): TournamentResult {
  const n = entrants.length;
  const tallies: Tally[] = entrants.map(() => ({
    wins: 0,
    draws: 0,
    losses: 0,
    scores: [],
    moves: 0,
    thinkingMs: 0,
  }));
  const lengths: number[] = [];
  const clock = settings.clock;
  let unfinished = 0;
  for (let g = 0; g < settings.games; g++) {
    const entrantAt = (seat: Seat) => (seat + g) % n;
    let state = expectOk(game.setup(settings.options, n, `${settings.seed}:${g}`));
    let moves = 0;
    let steps = 0;
    for (; steps < (settings.maxSteps ?? 100_000); steps++) {
      const actors = game.actors(state);
      if (actors.kind === 'over') break;
      if (actors.kind === 'chance') {
        state = rollChance(game, state).state;
        continue;
      }
      for (const seat of actors.seats) {
        const tally = tallies[entrantAt(seat)] as Tally;
        const entrant = entrants[entrantAt(seat)] as { name: string; bot: Bot<V, M> };
        const legal = game.legalMoves(state, seat);
        const started = clock?.() ?? 0;
        const { move } = entrant.bot.choose(game.view(state, seat), seat, legal, {
          seed: `${settings.seed}:${g}:${steps}:${seat}`,
          ...(settings.budgetMs === undefined ? {} : { budgetMs: settings.budgetMs }),
          ...(settings.iterations === undefined ? {} : { iterations: settings.iterations }),
          ...(clock ? { clock } : {}),
        });
        tally.thinkingMs += (clock?.() ?? 0) - started;
        tally.moves++;
        const next = game.apply(state, seat, move);
        if (!next.ok) throw new Error(`bot ${entrant.name} chose an illegal move: ${next.error.message}`);
        state = next.value;
        moves++;
      }
    }
    lengths.push(moves);
    const outcome = game.outcome(state);
    if (outcome.status !== 'over') unfinished++;
    const winners = outcome.status === 'over' ? outcome.winners : [];
    for (let seat = 0; seat < n; seat++) {
      const tally = tallies[entrantAt(seat)] as Tally;
      if (winners.includes(seat)) {
        tally.wins += 1 / winners.length;
        tally.scores.push(1 / winners.length);
      } else if (winners.length === 0) {
        tally.draws++;
        tally.scores.push(1 / n);
      } else {
        tally.losses++;
        tally.scores.push(0);
      }
    }
  }
  return {
    entrants: entrants.map((e, i) => ({ name: e.name, games: settings.games, ...(tallies[i] as Tally) })),
    lengths,
    unfinished,
  };
}
