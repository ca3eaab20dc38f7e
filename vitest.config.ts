import { defineConfig } from 'vitest/config';
import { sourceConditions } from './scripts/source-conditions';

// Two projects: the engine and the CLI run in Node; the web app's component and controller tests run
// in a simulated DOM (happy-dom), with React's automatic JSX runtime.
// Property tests and bot matches can take several seconds on a loaded 2-core machine: each project
// gets a generous timeout (projects do not inherit the root's test options).
const testTimeout = 60_000;

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'node',
          environment: 'node',
          testTimeout,
          include: ['packages/{engine,cli}/src/**/*.test.ts', 'packages/{engine,cli}/test/**/*.test.ts'],
        },
      },
      {
        ...sourceConditions,
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          testTimeout,
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
