#!/usr/bin/env node
// The CLI is written in TypeScript; tsx compiles it on the fly so that no build step is needed
// between `npm install` and `npx ludimaths`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
