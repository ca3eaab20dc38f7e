import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../../scripts/source-conditions.ts';

// `npm run test:faults`: several nodes behind HAProxy over a PostgreSQL and a Redis of their own,
// killed and restarted on purpose. Kept out of `npm run test:unit` (it takes about three minutes).
export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'faults',
    root: new URL('../../..', import.meta.url).pathname,
    environment: 'node',
    include: ['packages/server/faults/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The nodes run a bundle of the server built once (see scripts/bundle.mjs), not tsx.
    globalSetup: ['packages/server/scripts/bundle.mjs'],
  },
});
