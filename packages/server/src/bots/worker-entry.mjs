// Piscina's threads load JavaScript: register tsx (for development and the tests) and hand on the
// TypeScript worker's task function. What ships is the bundled worker (scripts/bundle-node.mjs).
import { register as registerHook } from 'node:module';
import { register } from 'tsx/esm/api';

// Workspace packages resolve to their TypeScript sources (see scripts/source-condition.mjs).
registerHook('../../../../scripts/source-condition.mjs', import.meta.url);
register();
const { default: choose } = await import('./worker.ts');
export default choose;
