// Runs the browser tests: every e2e/*.e2e.mjs file, one at a time (each starts the built app on a free
// port and one browser; running them side by side would only fight over the machine's two cores).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const dir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort()
  .map((f) => `${dir}${f}`);
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
});
console.log(`browser tests: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
