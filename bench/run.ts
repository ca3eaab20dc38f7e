/**
 * Runs every benchmark of bench/ one after the other, each in its own process so that one
 * benchmark's JIT state and garbage do not colour the next. Usage: npm run bench [-- name …]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
// Not benchmarks of their own: helpers, the load generator, and the A/B that needs another checkout.
const NOT_RUN = ['run.ts', 'lib.ts', 'engine-loop.ts', 'server-load.ts', 'ab-playout.ts'];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !NOT_RUN.includes(f))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
// The server and CLI benchmarks start the shipped bundles: build them from the current sources.
const bundled = spawnSync(process.execPath, [join(here, '../scripts/bundle-node.mjs')], { stdio: 'inherit' });
let failed = bundled.status === 0 ? 0 : 1;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
