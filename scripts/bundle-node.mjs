// What `npm start` and `npx ludimaths` run: the server (with its bot worker) and the CLI bundled by
// esbuild into plain JavaScript, built by the root `prepare` script (so by `npm install` and
// `npm ci`) and by `npm run bundle`. Node then starts them without compiling some hundred TypeScript
// modules at each start (tsx took 1–3 s to print `ludimaths help`; see bench/startup.ts), and the
// tests that start the server as a process run the same bundle, built afresh for each run.
//
// The dependencies are bundled too (resolving a few hundred CommonJS modules was half of what was
// left of the start-up), except those whose code cannot move: better-sqlite3 loads its native addon
// from its own folder, piscina its thread script, and the optional native helpers of pg and ws are
// absent.

import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packages = fileURLToPath(new URL('../packages/', import.meta.url));
const external = ['better-sqlite3', 'piscina', 'pg-native', 'bufferutil', 'utf-8-validate'];
// Bundled CommonJS modules call `require` for Node's built-ins and the external packages.
const requireInEsm =
  "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);";

/**
 * Bundles entry points into one package's dist/ folder. Each file is written whole then renamed, so
 * that runs side by side (the server tests under Node 20 and Node 24 in CI) never load a
 * half-written bundle.
 */
async function bundle(packageName, entryPoints) {
  const outDir = join(packages, packageName, 'dist');
  const result = await build({
    entryPoints: entryPoints.map(([entry, out]) => ({ in: join(packages, packageName, entry), out })),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Workspace packages from their TypeScript sources, as everywhere in the repository.
    conditions: ['source'],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    external,
    banner: { js: requireInEsm },
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return join(outDir, `${entryPoints[0][1]}.mjs`);
}

/**
 * The server and its bot worker, in packages/server/dist (three folders below the repository, as
 * src/ is: the server finds the built web app from there); resolves with the server's entry.
 */
export const bundleServer = () =>
  bundle('server', [
    ['src/start.ts', 'ludimaths-server'],
    // The bot pool starts its threads from `./worker-entry.mjs` beside the code that spawns them.
    ['src/bots/worker.ts', 'worker-entry'],
  ]);

/** The CLI, in packages/cli/dist: a module exporting `main` (its bin handles the process). */
export const bundleCli = () => bundle('cli', [['src/main.ts', 'ludimaths']]);

// `node scripts/bundle-node.mjs` (`npm run bundle`) builds both.
if (process.argv[1] && basename(process.argv[1]) === 'bundle-node.mjs') {
  await Promise.all([bundleServer(), bundleCli()]);
}
