import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from './scripts/source-conditions.ts';

// Three projects: the engine, protocol and CLI run in Node; the web app's component and controller
// tests run in a simulated DOM (happy-dom), with React's automatic JSX runtime; the server's tests
// start real servers on free ports with real WebSocket clients.
// Property tests and bot matches can take several seconds on a loaded 2-core machine: each project
// gets a generous timeout (projects do not inherit the root's test options).
const testTimeout = 60_000;

const server = (name: string, env: Record<string, string>) => ({
  ...sourceConditions,
  test: {
    name,
    environment: 'node',
    testTimeout,
    hookTimeout: testTimeout,
    include: ['packages/server/{src,test}/**/*.test.ts'],
    // The files of a worker share its modules instead of loading the server and the engine again
    // each (that loading was about half of these tests' CPU). The server keeps no module-level
    // state; each file starts its own servers on their own data, and the engine's module caches
    // only memoize pure results.
    isolate: false,
    // Tests that start the server as a process (restart.test.ts) run a bundle of it built once.
    globalSetup: ['packages/server/scripts/bundle.mjs'],
    env,
  },
});

/** Whether something listens at host:port (PostgreSQL, Redis), within a second. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket
      .once('connect', () => done(true))
      .once('error', () => done(false))
      .once('timeout', () => done(false));
  });

// The server's tests run twice: on the embedded SQLite store (`server`), and on PostgreSQL + Redis
// (`server-pg`, packages/server/test/stores.ts). Without local PostgreSQL and Redis the second run is
// left out with a loud warning; CI sets LUDIMATHS_REQUIRE_PG=1 so that it never is.
const clusterUp = (await listening(5432)) && (await listening(6379));
if (!clusterUp && !process.env.LUDIMATHS_REQUIRE_PG) {
  console.warn(
    '\n!!! PostgreSQL (127.0.0.1:5432) or Redis (127.0.0.1:6379) is not running: the server tests\n' +
      '!!! run on SQLite only. Start them (see .ci/services) to run them on PostgreSQL + Redis too.\n',
  );
}

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'node',
          environment: 'node',
          testTimeout,
          include: [
            'packages/{engine,cli,protocol}/src/**/*.test.ts',
            'packages/{engine,cli}/test/**/*.test.ts',
          ],
          // The CLI tests that run its bin as a process run the bundle built for this run.
          globalSetup: ['packages/cli/scripts/bundle.mjs'],
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
      server('server', {}),
      ...(clusterUp || process.env.LUDIMATHS_REQUIRE_PG
        ? [server('server-pg', { LUDIMATHS_TEST_STORE: 'postgresql' })]
        : []),
    ],
  },
});
