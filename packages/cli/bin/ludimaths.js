#!/usr/bin/env node
// The CLI is written in TypeScript; tsx compiles it on the fly so that no build step is needed
// between `npm install` and `npx ludimaths`.
import { register as registerHook } from 'node:module';
import { register } from 'tsx/esm/api';

// `ludimaths sim … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

registerHook('./source-condition.mjs', import.meta.url);
register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
