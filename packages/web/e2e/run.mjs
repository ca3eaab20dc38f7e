// Runs the browser tests one file at a time (they share one build, one server and one browser).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const file = fileURLToPath(new URL('app.e2e.mjs', import.meta.url));
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', file], { stdio: 'inherit' });
console.log(`browser tests: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
