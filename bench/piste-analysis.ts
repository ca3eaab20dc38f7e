/**
 * Solve time of the exact piste analysis (issue 2), per board: `npx tsx bench/piste-analysis.ts`.
 * Baseline: the plain two-dice expected-turns solve alone (build the chain, one linear solve).
 * Target: the whole analysis under 50 ms per board.
 */

import { Piste } from '@ludimaths/engine';
import {
  buildChain,
  expectedTurnsTwoDice,
  solveOptimalPolicy,
  turnDistribution,
} from '@ludimaths/engine/piste';
import { timeOnce } from './lib';

const REPEATS = 21;

// The first solve in a fresh process runs before the JIT has warmed up (what one CLI call pays).
const cold = Piste.BOARD_NAMES.map((board) => {
  const start = performance.now();
  Piste.solvePisteAnalysis(board);
  return `${board} ${(performance.now() - start).toFixed(1)} ms`;
});
console.log(`First (cold) whole-analysis solve in this process: ${cold.join(', ')}`);

for (const board of Piste.BOARD_NAMES) {
  const chain = buildChain(board);
  const optimal = solveOptimalPolicy(chain);
  const rows = [
    timeOnce(
      'baseline: two-dice expected turns (chain + 1 solve)',
      () => expectedTurnsTwoDice(buildChain(board)),
      REPEATS,
    ),
    timeOnce('build the lone-pawn chain', () => buildChain(board), REPEATS),
    timeOnce(
      `optimal policy (${optimal.iterations} policy iterations)`,
      () => solveOptimalPolicy(chain),
      REPEATS,
    ),
    timeOnce('turn distribution, optimal policy', () => turnDistribution(chain, optimal.policy), REPEATS),
    timeOnce('whole analysis (solvePisteAnalysis)', () => Piste.solvePisteAnalysis(board), REPEATS),
  ];
  console.log(`\nExact analysis, ${board} piste (squares 0..${chain.end}), median of ${REPEATS} runs`);
  const base = rows[0]?.ms ?? 1;
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(54)} ${row.ms.toFixed(3).padStart(9)} ms   ×${(row.ms / base).toFixed(1)} of baseline`,
    );
  }
}
