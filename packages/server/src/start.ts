import { main } from './main';

// The server's process entry: scripts/bundle-node.mjs bundles from it the plain JavaScript that
// bin/ludimaths-server.js (`npm start`) and the tests that start a server process run.
const code = await main(process.argv.slice(2));
if (code !== 0) process.exit(code);
