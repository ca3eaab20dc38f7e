// Runs the browser tests: every e2e/*.e2e.mjs file, each in its own `node --test` process (each starts
// the built app, and sometimes a game server, on free ports with one browser), by default one at a
// time. E2E_CONCURRENCY=2 runs two files side by side: much of a browser test is waiting (for a
// server, a computer's paced move, a reload), so two files overlap their waits.
//
// The files are handed out here, longest first, rather than to one `node --test` with
// --test-concurrency: that one starts its files in alphabetical order whatever order it is given, so
// the online test, the longest, started seventh and ran on alone at the end.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const dir = fileURLToPath(new URL('.', import.meta.url));
// The longest files first (in about the order of their times), so that side by side none of them is
// left running alone at the end; the others follow in alphabetical order.
const LONGEST = [
  'online',
  'in-view',
  'app',
  'classroom',
  'zigzag',
  'print',
  'casse-tete',
  'analysis',
  'finito',
].map((f) => `${f}.e2e.mjs`);
const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
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
const env = { ...process.env, E2E_SERVER_BUNDLE: bundled.stdout.trim() };

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// A file that runs past this is stopped and reported as timed out, with what it printed so far: a
// hung browser or server must fail the run with a name, not hold CI until its own limit.
const FILE_LIMIT_MS = Number(process.env.E2E_FILE_LIMIT_S ?? 480) * 1000;

/**
 * Runs one file; its report goes out as it comes when the files run one at a time, else in one piece
 * when the file is done, so that two files' lines never interleave.
 */
function runFile(file) {
  const fileStarted = Date.now();
  const alone = concurrency === 1;
  const child = spawn(process.execPath, ['--test', `${dir}${file}`], {
    stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
    env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, FILE_LIMIT_MS);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      process.stdout.write(Buffer.concat(output));
      const passed = code === 0;
      const failure = timedOut ? `TIMED OUT after ${FILE_LIMIT_MS / 1000} s` : `FAILED (${signal ?? code})`;
      console.log(`${file}: ${passed ? 'passed' : failure} in ${seconds(fileStarted)} s`);
      resolve({ file, passed, time: seconds(fileStarted) });
    });
  });
}

const queue = [...files];
const results = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      results.push(await runFile(file));
  }),
);
console.log(`browser test files: ${results.map((r) => `${r.file} ${r.time} s`).join(', ')}`);
console.log(`browser tests: ${seconds(started)} s`);
const failed = results.filter((r) => !r.passed).map((r) => r.file);
if (failed.length > 0) console.error(`failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
