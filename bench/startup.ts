/**
 * Start-up time of what ships: `ludimaths help` (the CLI's bin, to its exit) and the game server's
 * bin (spawn to its "ready" log line), each started several times; prints the median and the range.
 *
 * Usage: npx tsx bench/startup.ts [--runs 7]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnServer } from '../packages/server/src/index';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const cliBin = fileURLToPath(new URL('../packages/cli/bin/ludimaths.js', import.meta.url));

/** Milliseconds from spawning `ludimaths help` to its exit. */
function timeHelp(): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBin, 'help'], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - start) : reject(new Error(`help exited with ${code}`)),
    );
  });
}

/** Milliseconds from spawning the server's bin to its "ready" line (on a fresh data folder). */
async function timeServerReady(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-startup-'));
  const start = performance.now();
  const { child } = await spawnServer(dataDir);
  const ms = performance.now() - start;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return ms;
}

async function summarise(name: string, time: () => Promise<number>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time());
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const range = `${Math.round(times[0] ?? 0)}–${Math.round(times.at(-1) ?? 0)}`;
  console.log(`  ${name.padEnd(24)} median ${Math.round(median).toString().padStart(6)} ms   (${range} ms)`);
}

console.log(`\nStart-up, ${runs} runs each`);
await summarise('ludimaths help', timeHelp);
await summarise('server ready', timeServerReady);
