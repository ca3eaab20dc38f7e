import { describe, expect, it } from 'vitest';
import { analyzePiste } from './analysis';
import type { BoardName } from './board';
import { BOARD_NAMES, TRACKS } from './board';
import type { DuelChooser, DuelSolution } from './duel';
import { duelChoice, duelEquilibrium, duelIndex, duelWinProbability, solveDuel } from './duel';
import { compareDuel, reachableDuelStates } from './duel-analysis';
import { optimalDice } from './policy';
import type { DiceCount } from './transitions';
import { pawnChain } from './transitions';

// A grande solve takes 0.1–0.4 s on this machine: the best response and the comparison (the slowest)
// run on the petite piste only; each solution is solved once per file.
const solved = new Map<string, DuelSolution>();
function solution(board: BoardName, choosers: DuelChooser[]): DuelSolution {
  const key = `${board}:${choosers.join('/')}`;
  let s = solved.get(key);
  if (!s) {
    s =
      choosers.length === 1 && choosers[0] === 'win'
        ? duelEquilibrium(board)
        : solveDuel(pawnChain(board), choosers);
    solved.set(key, s);
  }
  return s;
}

/**
 * The largest |V − Bellman(V)| over all states, the Bellman right-hand side written independently of
 * the solver, straight from the chain's steps: a win is worth 1, otherwise 1 − V of the opponent.
 */
function bellmanResidual(s: DuelSolution): number {
  const chain = pawnChain(s.board);
  const end = s.end;
  const roles = s.choosers.length;
  let worst = 0;
  for (let role = 0; role < roles; role++) {
    const own = s.values[role] as Float64Array;
    const next = s.values[(role + 1) % roles] as Float64Array;
    for (const a of [false, true]) {
      for (const b of [false, true]) {
        for (let m = 0; m < end; m++) {
          for (let o = 0; o < end; o++) {
            const q = (dice: DiceCount) => {
              let v = 0;
              for (const step of chain.steps[dice][m] ?? []) {
                const after = next[duelIndex(end, o, b, step.to, a || step.backward)] as number;
                v += step.probability * (step.won ? 1 : 1 - after);
              }
              return v;
            };
            let best = q(2);
            if (a)
              best = s.choosers[role] === 'win' ? Math.max(q(1), q(2)) : q(optimalDice(s.board, m, true));
            worst = Math.max(worst, Math.abs(best - (own[duelIndex(end, m, a, o, b)] as number)));
          }
        }
      }
    }
  }
  return worst;
}

describe('the two-player duel', () => {
  it.each([
    ['petite', ['win']],
    ['petite', ['solo']],
    ['petite', ['win', 'solo']],
    ['grande', ['win']],
  ] as [BoardName, DuelChooser[]][])(
    'satisfies the Bellman equations at every state (%s, %j)',
    (board, choosers) => {
      expect(bellmanResidual(solution(board, choosers))).toBeLessThan(1e-10);
    },
  );

  it.each(BOARD_NAMES)(
    'both solo-optimal: the first player wins as often as the seat analysis says (%s)',
    (board) => {
      const duel = solution(board, ['solo']);
      const start = duelIndex(duel.end, 0, false, 0, false);
      const seat0 = analyzePiste(board).winProbability.optimal[2][0] ?? 0;
      expect(Math.abs((duel.values[0]?.[start] ?? 0) - seat0)).toBeLessThan(1e-9);
      expect(duel.values[0]?.[start]).toBeCloseTo(board === 'grande' ? 0.509218 : 0.509172, 6);
    },
  );

  it.each(BOARD_NAMES)(
    'playing to win is worth at least playing solo-optimal, for the first player (%s)',
    (board) => {
      const start = duelIndex(TRACKS[board].end, 0, false, 0, false);
      const solo = solution(board, ['solo']).values[0]?.[start] ?? 1;
      const equilibrium = solution(board, ['win']).values[0]?.[start] ?? 0;
      expect(equilibrium).toBeGreaterThanOrEqual(solo);
    },
  );

  it('best-responding to a solo-optimal opponent gains more than the equilibrium, from either seat (petite)', () => {
    const start = duelIndex(50, 0, false, 0, false);
    const solo = solution('petite', ['solo']).values[0]?.[start] ?? 1;
    const equilibrium = solution('petite', ['win']).values[0]?.[start] ?? 0;
    const bestResponse = solution('petite', ['win', 'solo']);
    expect(bestResponse.values[0]?.[start]).toBeGreaterThan(equilibrium);
    // The solo-optimal first player facing a best response wins less than against solo play.
    expect(bestResponse.values[1]?.[start]).toBeLessThan(solo);
  });

  it('pins the first player’s winning chances on the grande piste at the equilibrium', () => {
    expect(duelWinProbability('grande', 0, false, 0, false)).toBeCloseTo(0.5094027055731, 11);
    expect(duelWinProbability('petite', 0, false, 0, false)).toBeCloseTo(0.5091967995953, 11);
  });

  it('chooses by the opponent: on 96 overshot, one die against an opponent on 97, two dice against one on 0', () => {
    const eq = duelEquilibrium('grande');
    expect(optimalDice('grande', 96, true)).toBe(2);
    const close = duelChoice(eq, 0, 96, true, 97, true);
    expect(close.dice).toBe(1);
    expect(close.one).toBeGreaterThan(close.two + 0.02);
    expect(duelChoice(eq, 0, 96, true, 0, false).dice).toBe(2);
  });

  it('a pawn that has not overshot has no choice: two dice, no one-die value', () => {
    const choice = duelChoice(duelEquilibrium('petite'), 0, 40, false, 45, true);
    expect(choice).toMatchObject({ dice: 2, one: undefined });
  });

  it('compares the policies at the reachable states (petite)', () => {
    const c = compareDuel('petite');
    expect(c.firstPlayerWins.soloVsSolo).toBeCloseTo(0.509172, 6);
    expect(c.states.total).toBe(10_000);
    expect(c.equilibrium.differing).toBe(c.equilibrium.differences.length);
    expect(c.equilibrium.differing).toBeGreaterThan(0);
    for (const d of c.equilibrium.differences) {
      expect(d.moverOver).toBe(true);
      expect(d.duel).not.toBe(d.solo);
      expect(d.gain).toBeGreaterThan(0);
    }
    const reachable = reachableDuelStates('petite');
    expect(reachable[duelIndex(50, 0, false, 0, false)]).toBe(1);
    // A pawn never stays on a raised number: 4 is sent to 2, 49 to 7, and no rule sends a pawn there.
    expect(reachable[duelIndex(50, 4, false, 0, false)]).toBe(0);
    expect(reachable[duelIndex(50, 0, false, 49, false)]).toBe(0);
    // The last ultimate is reachable only by being sent there from the previous one (43 → 47).
    expect(reachable[duelIndex(50, 47, false, 0, false)]).toBe(1);
  });
});
