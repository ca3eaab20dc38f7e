// Runs the browser tests: every e2e/*.e2e.mjs file, by default one at a time (each starts the built
// app, and sometimes a game server, on free ports with one browser). E2E_CONCURRENCY=2 runs two files
// side by side: much of a browser test is waiting (for a server, a computer's paced move, a reload),
// so on an otherwise idle machine two files overlap their waits.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const dir = fileURLToPath(new URL('.', import.meta.url));
// The longest files start first, so that side by side none of them is left running alone at the end.
const LONGEST = ['online.e2e.mjs', 'classroom.e2e.mjs'];
const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((f) => `${dir}${f}`);
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 1);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`E2E_CONCURRENCY must be a whole number ≥ 1, not "${process.env.E2E_CONCURRENCY}"`);
  process.exit(2);
}
// The game server of the online tests, bundled once for every file (see online-lib.mjs).
const bundler = fileURLToPath(new URL('../../server/scripts/bundle.mjs', import.meta.url));
const bundled = spawnSync(process.execPath, [bundler], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (bundled.status !== 0) process.exit(bundled.status ?? 1);
const result = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], {
  stdio: 'inherit',
  env: { ...process.env, E2E_SERVER_BUNDLE: bundled.stdout.trim() },
});
console.log(`browser tests: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
