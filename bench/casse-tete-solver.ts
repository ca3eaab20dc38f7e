/**
 * Casse-tête solitaire solver: exhaustive search (--all) of every rectangle of the 30 tokens, with
 * and without rotation (16 cases), against a naive baseline in the same process: reading order,
 * no counting or parity pruning, no symmetry breaking, capped at BASELINE_CAP nodes per case.
 *
 *   npx tsx bench/casse-tete-solver.ts
 */
import { CasseTete, CasseTeteSolitaire } from '@ludimaths/engine';
import { timeOnce } from './lib';

const SHAPES = CasseTeteSolitaire.SOLITAIRE_SHAPES;
const BASELINE_CAP = 2_000_000;
const pieces = CasseTete.tokenPieces();

interface Row {
  readonly label: string;
  readonly solutions: number;
  readonly complete: boolean;
  readonly nodes: number;
  readonly ms: number;
}

function run(
  rows: number,
  cols: number,
  rotation: boolean,
  extra: Partial<CasseTete.SolveOptions>,
  repeats: number,
): Row {
  const label = `${rows}×${cols} ${rotation ? 'rotation' : 'fixed'}`;
  const { ms, result } = timeOnce(
    label,
    () => {
      const solved = CasseTete.solve(pieces, { rows, cols, rotation, all: true, ...extra });
      if (!solved.ok) throw new Error(solved.error.message);
      return solved.value;
    },
    repeats,
  );
  return { label, solutions: result.solutions, complete: result.complete, nodes: result.nodes, ms };
}

function table(title: string, rows: readonly Row[]): number {
  console.log(`\n${title}`);
  console.log(
    `  ${'case'.padEnd(16)} ${'solutions'.padStart(9)} ${'complete'.padStart(9)} ${'nodes'.padStart(12)} ${'ms'.padStart(10)}`,
  );
  let total = 0;
  for (const r of rows) {
    total += r.ms;
    console.log(
      `  ${r.label.padEnd(16)} ${String(r.solutions).padStart(9)} ${String(r.complete).padStart(9)} ${r.nodes.toLocaleString('en-US').padStart(12)} ${r.ms.toFixed(2).padStart(10)}`,
    );
  }
  const nodes = rows.reduce((sum, r) => sum + r.nodes, 0);
  const incomplete = rows.filter((r) => !r.complete).length;
  console.log(
    `  ${'total'.padEnd(16)} ${''.padStart(9)} ${`${rows.length - incomplete}/${rows.length}`.padStart(9)} ${nodes.toLocaleString('en-US').padStart(12)} ${total.toFixed(2).padStart(10)}`,
  );
  return total;
}

const cases = [false, true].flatMap((rotation) => SHAPES.map(([r, c]) => [r, c, rotation] as const));

const solver = cases.map(([r, c, rot]) => run(r, c, rot, {}, 7));
const solverTotal = table(
  'Solver (most constrained cell first, counting + line-parity pruning, 180° symmetry)',
  solver,
);

const ablations: [string, Partial<CasseTete.SolveOptions>][] = [
  ['Same, without symmetry breaking', { symmetry: false }],
  [
    'Same, reading order instead of most constrained (capped)',
    { order: 'row-major', maxNodes: BASELINE_CAP },
  ],
];
const ablationTotals = ablations.map(([title, extra]) =>
  table(
    title,
    cases.map(([r, c, rot]) => run(r, c, rot, extra, 1)),
  ),
);

const baseline = cases.map(([r, c, rot]) =>
  run(r, c, rot, { order: 'row-major', pruning: false, symmetry: false, maxNodes: BASELINE_CAP }, 1),
);
const baselineTotal = table(
  `Baseline: reading order, no pruning, no symmetry, ${BASELINE_CAP.toLocaleString('en-US')} nodes cap`,
  baseline,
);
const unfinished = baseline.filter((r) => !r.complete).length;

console.log(
  `\nSolver total for all ${cases.length} exhaustive cases: ${solverTotal.toFixed(1)} ms (target < 2000 ms)`,
);
console.log(
  `Baseline total: ${baselineTotal.toFixed(1)} ms with ${unfinished} case(s) stopped at the cap ` +
    `(a lower bound): solver is at least ×${(baselineTotal / solverTotal).toFixed(0)} faster`,
);
for (const [i, [title]] of ablations.entries()) {
  console.log(`  ${title}: ${(ablationTotals[i] ?? 0).toFixed(1)} ms`);
}
