// The server bundle (scripts/bundle-node.mjs) for the tests that start it as a process (restart,
// fault and browser tests): built once per test run from the current sources, so no test runs a
// stale build.

import { basename } from 'node:path';
import { bundleServer } from '../../../scripts/bundle-node.mjs';

/** Vitest global setup: the tests read the bundle's path with `inject('serverBundle')`. */
export async function setup(project) {
  project.provide('serverBundle', await bundleServer());
}

// `node packages/server/scripts/bundle.mjs` prints the bundle's path (for the browser-test runner).
if (process.argv[1] && basename(process.argv[1]) === 'bundle.mjs') console.log(await bundleServer());
