/**
 * Solve times of the two-player piste duel (duel.ts), per board: `npx tsx bench/piste-duel.ts`.
 * Baseline: a plain reference solver of the same equilibrium — Gauss–Seidel in natural index order
 * over all states at once, straight from the chain's step objects (no flag classes, no sweep order).
 * Cold figures come from fresh child processes: what the first `fort` decision of a 2-player game
 * pays in a new worker (chain, solo policy and equilibrium, before the JIT has warmed up).
 */

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Piste } from '@ludimaths/engine';
import { duelEquilibrium, pawnChain, SWEEP_TOLERANCE, solveDuel } from '@ludimaths/engine/piste';
import { timeOnce } from './lib';

type BoardName = Piste.BoardName;
const REPEATS = 5;

/** The reference solver: V(s) = max_d 1 − Σ p V(next), swept in index order over all 4·END² states. */
function referenceEquilibrium(board: BoardName): { values: Float64Array; sweeps: number } {
  const chain = pawnChain(board);
  const end = chain.end;
  const values = new Float64Array(4 * end * end);
  for (let sweep = 1; ; sweep++) {
    let change = 0;
    for (const a of [false, true]) {
      for (const b of [false, true]) {
        for (let m = 0; m < end; m++) {
          for (let o = 0; o < end; o++) {
            let best = 0;
            for (const dice of a ? ([1, 2] as const) : ([2] as const)) {
              let q = 1;
              for (const s of chain.steps[dice][m] ?? []) {
                if (!s.won)
                  q -= s.probability * (values[Piste.duelIndex(end, o, b, s.to, a || s.backward)] ?? 0);
              }
              best = Math.max(best, q);
            }
            const index = Piste.duelIndex(end, m, a, o, b);
            change = Math.max(change, Math.abs(best - (values[index] ?? 0)));
            values[index] = best;
          }
        }
      }
    }
    if (change < SWEEP_TOLERANCE) return { values, sweeps: sweep };
  }
}

// Child mode: time one cold equilibrium solve and print the milliseconds.
const coldBoard = process.argv[2] === '--cold' ? (process.argv[3] as BoardName) : undefined;
if (coldBoard) {
  const start = performance.now();
  duelEquilibrium(coldBoard);
  console.log((performance.now() - start).toFixed(1));
} else {
  main();
}

function coldSolve(board: BoardName): number {
  const script = fileURLToPath(import.meta.url);
  const out = execFileSync(process.execPath, [...process.execArgv, script, '--cold', board], {
    encoding: 'utf8',
  });
  return Number(out.trim());
}

function main() {
  const cold = Piste.BOARD_NAMES.map((board) => {
    const runs = [coldSolve(board), coldSolve(board), coldSolve(board)].sort((x, y) => x - y);
    return `${board} ${runs[1]?.toFixed(1)} ms`;
  });
  console.log(`First (cold) equilibrium solve in a fresh process, median of 3 processes: ${cold.join(', ')}`);

  for (const board of Piste.BOARD_NAMES) {
    const chain = pawnChain(board);
    const equilibrium = solveDuel(chain, ['win']);
    const reference = referenceEquilibrium(board);
    let gap = 0;
    equilibrium.values[0]?.forEach((v, i) => {
      gap = Math.max(gap, Math.abs(v - (reference.values[i] ?? 0)));
    });
    const rows = [
      timeOnce(
        `baseline: reference solver (${reference.sweeps} sweeps)`,
        () => referenceEquilibrium(board),
        REPEATS,
      ),
      timeOnce(
        `equilibrium (${equilibrium.sweeps.join('/')} sweeps)`,
        () => solveDuel(chain, ['win']),
        REPEATS,
      ),
      timeOnce(
        `both solo-optimal (${solveDuel(chain, ['solo']).sweeps.join('/')} sweeps)`,
        () => solveDuel(chain, ['solo']),
        REPEATS,
      ),
      timeOnce(
        `best response to solo (${solveDuel(chain, ['win', 'solo']).sweeps.join('/')} sweeps)`,
        () => solveDuel(chain, ['win', 'solo']),
        REPEATS,
      ),
      timeOnce('comparison (compareDuel, equilibrium cached)', () => Piste.compareDuel(board), REPEATS),
    ];
    console.log(
      `\nDuel, ${board} piste (${4 * chain.end ** 2} states), warm, median of ${REPEATS} runs` +
        ` (sweeps per flag class: both overshot/one/neither; max gap to the reference ${gap.toExponential(1)})`,
    );
    const base = rows[0]?.ms ?? 1;
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(50)} ${row.ms.toFixed(1).padStart(8)} ms   ×${(row.ms / base).toFixed(3)} of baseline`,
      );
    }
  }
}
