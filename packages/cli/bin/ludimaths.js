#!/usr/bin/env node
// Runs the CLI's bundle (scripts/bundle-node.mjs), built by `npm install` and `npm run bundle`:
// plain JavaScript that starts at once. After editing the sources, `npm run bundle` again.
import { existsSync } from 'node:fs';

// `ludimaths sim … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const bundle = new URL('../dist/ludimaths.mjs', import.meta.url);
if (!existsSync(bundle)) {
  console.error('ludimaths: the CLI is not built yet; run `npm run bundle` at the repository root.');
  process.exit(2);
}
const { main } = await import(bundle.href);
process.exitCode = await main(process.argv.slice(2));
