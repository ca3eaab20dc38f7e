/**
 * Monte-Carlo cross-check of the exact analysis: whole games played through the public engine (the
 * `piste` definition, its own seeded dice) must agree with the exact values within 4 standard errors.
 * The seed is fixed, so the test is deterministic; 4 standard errors keep it meaningful.
 */
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../core/play';
import { rollChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { playout } from '../../match/playout';
import type { PolicyName } from './analysis';
import { analyzePiste, optimalDice } from './analysis';
import type { BoardName } from './board';
import type { PisteMove, PisteState } from './index';
import { piste } from './index';

const ROLL_ONE: PisteMove = { kind: 'roll', dice: 1 };
const ROLL_TWO: PisteMove = { kind: 'roll', dice: 2 };

const policies: Record<PolicyName, Policy<PisteState, PisteMove>> = {
  twoDice: () => ROLL_TWO,
  optimal: (state, seat) =>
    optimalDice(state.board, state.positions[seat] ?? 0, state.overshot[seat] ?? false) === 1
      ? ROLL_ONE
      : ROLL_TWO,
};

/** Plays `games` games; wins are counted by turn order (the roll-off winner is position 0). */
function simulate(board: BoardName, players: number, policy: PolicyName, games: number) {
  const wins = new Array<number>(players).fill(0);
  let sum = 0;
  let sumSquares = 0;
  for (let g = 0; g < games; g++) {
    let state = expectOk(piste.setup({ board }, players, `mc:${board}:${players}:${policy}:${g}`));
    let actors = piste.actors(state);
    while (actors.kind === 'chance') {
      state = rollChance(piste, state).state;
      actors = piste.actors(state);
    }
    const starter = actors.kind === 'seats' ? (actors.seats[0] ?? 0) : 0;
    const played = playout(piste, state, policies[policy], 1_000_000, false);
    const outcome = piste.outcome(played.state);
    if (outcome.status !== 'over') throw new Error('a simulated game did not end');
    const winner = outcome.winners[0] ?? 0;
    const position = (winner - starter + players) % players;
    wins[position] = (wins[position] as number) + 1;
    sum += played.state.turns;
    sumSquares += played.state.turns ** 2;
  }
  const meanTurns = sum / games;
  const turnsError = Math.sqrt((sumSquares / games - meanTurns ** 2) / games);
  return { winRates: wins.map((w) => w / games), meanTurns, turnsError };
}

describe('Monte-Carlo games through the engine agree with the exact analysis', () => {
  it.each([
    ['petite', 2, 'optimal', 8000],
    ['petite', 2, 'twoDice', 8000],
    ['grande', 3, 'optimal', 4000],
    ['grande', 3, 'twoDice', 4000],
  ] as const)('%s piste, %i players, %s policy (%i games)', (board, players, policy, games) => {
    const exact = analyzePiste(board);
    const measured = simulate(board, players, policy, games);
    const winProbability = exact.winProbability[policy][players];
    measured.winRates.forEach((rate, k) => {
      const p = winProbability[k] as number;
      const error = Math.sqrt((p * (1 - p)) / games);
      expect(Math.abs(rate - p)).toBeLessThan(4 * error);
    });
    const expectedTurns = exact.expectedGameTurns[policy][players];
    expect(Math.abs(measured.meanTurns - expectedTurns)).toBeLessThan(4 * measured.turnsError);
  });
});
