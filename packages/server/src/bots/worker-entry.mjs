// Worker threads start from JavaScript: register tsx (as the CLI does) and load the TypeScript worker.
import { register as registerHook } from 'node:module';
import { register } from 'tsx/esm/api';

// Workspace packages resolve to their TypeScript sources (see scripts/source-condition.mjs).
registerHook('../../../../scripts/source-condition.mjs', import.meta.url);
register();
await import('./worker.ts');
