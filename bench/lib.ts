/**
 * Tiny benchmark harness: runs a workload repeatedly for a minimum time and prints its rate.
 * Figures are for humans (and issue notes); nothing here asserts a speed.
 */
export interface Measurement {
  readonly name: string;
  /** Work units per second (games, moves, nodes: see `unit`). */
  readonly rate: number;
  readonly unit: string;
  readonly ms: number;
}

/**
 * Calls `run` until `minMs` has passed; `run` returns how many units of work it did.
 * A short warm-up lets the JIT settle first.
 */
export function measure(name: string, unit: string, run: () => number, minMs = 1000): Measurement {
  const warmUntil = performance.now() + Math.min(200, minMs / 4);
  while (performance.now() < warmUntil) run();
  let units = 0;
  const start = performance.now();
  let now = start;
  while (now - start < minMs) {
    units += run();
    now = performance.now();
  }
  const ms = now - start;
  return { name, rate: (units * 1000) / ms, unit, ms };
}

/** Times one call (solvers, analyses), repeating it to get a stable median. */
export function timeOnce<T>(
  name: string,
  run: () => T,
  repeats = 5,
): { name: string; ms: number; result: T } {
  const times: number[] = [];
  let result = run();
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, ms: times[Math.floor(times.length / 2)] ?? 0, result };
}

const format = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Prints measurements as a table, with each rate's ratio to the first (the baseline). */
export function report(title: string, rows: readonly Measurement[]): void {
  console.log(`\n${title}`);
  const base = rows[0]?.rate ?? 1;
  for (const row of rows) {
    const ratio = (row.rate / base).toFixed(3);
    console.log(
      `  ${row.name.padEnd(44)} ${format(row.rate).padStart(14)} ${row.unit}/s   ×${ratio} of baseline`,
    );
  }
}

/**
 * Measures two workloads in alternating slices, so that a machine whose load changes during the run
 * (other processes, CPU frequency) affects both alike and their ratio stays meaningful.
 */
export function measurePair(
  a: { name: string; unit: string; run: () => number },
  b: { name: string; unit: string; run: () => number },
  slices = 16,
  sliceMs = 100,
): [Measurement, Measurement] {
  const totals = [
    { units: 0, ms: 0 },
    { units: 0, ms: 0 },
  ];
  const sides = [a, b];
  for (const side of sides) side.run(); // warm-up
  for (let i = 0; i < 2 * slices; i++) {
    const k = i % 2;
    const side = sides[k] as (typeof sides)[number];
    const total = totals[k] as { units: number; ms: number };
    const start = performance.now();
    let now = start;
    while (now - start < sliceMs) {
      total.units += side.run();
      now = performance.now();
    }
    total.ms += now - start;
  }
  return sides.map((side, k) => {
    const total = totals[k] as { units: number; ms: number };
    return { name: side.name, unit: side.unit, rate: (total.units * 1000) / total.ms, ms: total.ms };
  }) as [Measurement, Measurement];
}
