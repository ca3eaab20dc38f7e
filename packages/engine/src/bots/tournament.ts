import type { BaseState, GameDefinition, Seat } from '../core/game';
import { expectOk } from '../core/result';
import type { Agent } from '../match/agent';
import { botAgent } from '../match/agent';
import { drive } from '../match/drive';
import { Match } from '../match/match';
import type { Bot } from './bot';

interface Entrant<V, M> {
  readonly name: string;
  readonly bot: Bot<V, M>;
}

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
  entrants: readonly Entrant<V, M>[],
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
  let unfinished = 0;
  for (let g = 0; g < settings.games; g++) {
    const entrantAt = (seat: Seat) => (seat + g) % n;
    const setup = {
      options: settings.options,
      seats: entrants.map(() => ({ kind: 'bot' as const })),
      seed: `${settings.seed}:${g}`,
    };
    const match = expectOk(Match.start(game, setup, { history: false }));
    let moves = 0;
    const agents = entrants.map((_, seat) =>
      timedAgent(
        entrants[entrantAt(seat)] as Entrant<V, M>,
        tallies[entrantAt(seat)] as Tally,
        settings,
        () => moves++,
      ),
    );
    drive(match, agents, { maxRevision: settings.maxSteps ?? 100_000 });
    const state = match.state;
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

/** An entrant's bot as an agent that adds its moves and thinking time to the entrant's tally. */
function timedAgent<V, M, O>(
  entrant: Entrant<V, M>,
  tally: Tally,
  settings: TournamentOptions<O>,
  counted: () => void,
): Agent<V, M> {
  const { clock, budgetMs, iterations } = settings;
  const agent = botAgent(entrant.bot, {
    ...(budgetMs === undefined ? {} : { budgetMs }),
    ...(iterations === undefined ? {} : { iterations }),
    ...(clock ? { clock } : {}),
  });
  return {
    kind: 'computer',
    act(turn) {
      const started = clock?.() ?? 0;
      const move = agent.act(turn) as M;
      tally.thinkingMs += (clock?.() ?? 0) - started;
      tally.moves++;
      counted();
      return move;
    },
  };
}
