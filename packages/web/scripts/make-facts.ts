/**
 * Writes src/facts/facts.json, the figures of the "Ce que l'on sait" pages, from the engine's exact
 * analyses (issue 33). Runs before every build (`npm run build`); the file is committed so the dev
 * server and the type checker need no build, and src/facts/facts.test.ts fails if it is stale.
 *
 *   npm run make-facts -w @ludimaths/web
 */
import { writeFileSync } from 'node:fs';
import { buildFacts } from '../src/facts/build';

const target = new URL('../src/facts/facts.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildFacts(), null, 1)}\n`);
console.log(`wrote ${target.pathname}`);
