/**
 * Dense linear algebra for the small exact analyses (Markov chains of at most a few hundred states).
 * A matrix is a flat row-major Float64Array: element (i, j) of an n × n matrix is `a[i * n + j]`.
 */

/**
 * Solves A x = b by Gaussian elimination with partial pivoting, in double precision. `a` and `b` are
 * left untouched. Throws a RangeError when A is singular to working precision: the analyses build
 * their systems from proper (absorbing) chains, so a singular system is a bug, not bad input.
 */
export function solveLinear(a: Float64Array, b: Float64Array): Float64Array {
  const n = b.length;
  if (a.length !== n * n) throw new RangeError(`solveLinear: a ${n} × ${n} matrix needs ${n * n} entries`);
  const m = Float64Array.from(a);
  const x = Float64Array.from(b);
  for (let col = 0; col < n; col++) {
    // Partial pivoting: the largest entry of the column keeps the multipliers at most 1 in size.
    let pivotRow = col;
    let pivotSize = Math.abs(m[col * n + col] as number);
    for (let row = col + 1; row < n; row++) {
      const size = Math.abs(m[row * n + col] as number);
      if (size > pivotSize) {
        pivotSize = size;
        pivotRow = row;
      }
    }
    if (!(pivotSize > 1e-300)) throw new RangeError(`solveLinear: singular matrix (column ${col})`);
    if (pivotRow !== col) {
      for (let j = col; j < n; j++) {
        const t = m[col * n + j] as number;
        m[col * n + j] = m[pivotRow * n + j] as number;
        m[pivotRow * n + j] = t;
      }
      const t = x[col] as number;
      x[col] = x[pivotRow] as number;
      x[pivotRow] = t;
    }
    const pivot = m[col * n + col] as number;
    for (let row = col + 1; row < n; row++) {
      const factor = (m[row * n + col] as number) / pivot;
      if (factor === 0) continue;
      for (let j = col + 1; j < n; j++)
        m[row * n + j] = (m[row * n + j] as number) - factor * (m[col * n + j] as number);
      m[row * n + col] = 0;
      x[row] = (x[row] as number) - factor * (x[col] as number);
    }
  }
  for (let row = n - 1; row >= 0; row--) {
    let sum = x[row] as number;
    for (let j = row + 1; j < n; j++) sum -= (m[row * n + j] as number) * (x[j] as number);
    x[row] = sum / (m[row * n + row] as number);
  }
  return x;
}
