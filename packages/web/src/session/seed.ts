/** A fresh seed for a new game; tests fix it with `?seed=` instead. */
export function randomSeed(): string {
  const bytes = new Uint32Array(2);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}
