// Vitest global setup: the CLI tests that run `bin/ludimaths.js` as a process run its bundle
// (scripts/bundle-node.mjs), built once per test run from the current sources so that none runs a
// stale build.

import { bundleCli } from '../../../scripts/bundle-node.mjs';

export async function setup() {
  await bundleCli();
}
