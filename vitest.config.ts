import { defineConfig } from 'vitest/config';

// Two projects: the engine and the CLI run in Node; the web app's component and controller tests run
// in a simulated DOM (happy-dom), with React's automatic JSX runtime.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{engine,cli}/src/**/*.test.ts', 'packages/{engine,cli}/test/**/*.test.ts'],
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
