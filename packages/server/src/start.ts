import { main } from './main';

// The server's process entry: bin/ludimaths-server.js loads it through tsx (`npm start`); the tests'
// bundle (scripts/bundle.mjs) starts from it as plain JavaScript.
const code = await main(process.argv.slice(2));
if (code !== 0) process.exit(code);
