#!/usr/bin/env node
// Runs the server's bundle (scripts/bundle-node.mjs), built by `npm install`, `npm run bundle` and
// `npm start`: plain JavaScript that starts at once, the same the tests start.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/ludimaths-server.mjs', import.meta.url);
if (!existsSync(bundle)) {
  console.error(
    'ludimaths-server: the server is not built yet; run `npm run bundle` at the repository root.',
  );
  process.exit(2);
}
await import(bundle.href);
