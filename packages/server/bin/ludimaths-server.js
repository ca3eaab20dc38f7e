#!/usr/bin/env node
// The server is written in TypeScript; tsx compiles it on the fly (as for the CLI), so `npm start`
// needs no build step of its own.
import { register as registerHook } from 'node:module';
import { register } from 'tsx/esm/api';

// Workspace packages resolve to their TypeScript sources (see scripts/source-condition.mjs).
registerHook('../../../scripts/source-condition.mjs', import.meta.url);
register();
await import('../src/start.ts');
