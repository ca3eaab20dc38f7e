/**
 * Writes src/facts/facts.json, the figures of the "Ce que l'on sait" pages, from the engine's exact
 * analyses (issue 33). Runs before every build (`npm run build`, under a second); the file is
 * committed so the dev server and the type checker need no build, and src/facts/facts.test.ts fails
 * if it is stale. Finito's games take about two seconds each: they are played only when asked for,
 * otherwise the file's last ones are kept.
 *
 *   npm run make-facts -w @ludimaths/web                  # piste, solitaire
 *   npm run make-facts -w @ludimaths/web -- --finito 200  # and 200 Finito solo games
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildFacts } from '../src/facts/build';
import { finitoFacts, finitoSoloRolls } from '../src/facts/finito';
import type { Facts, FinitoFacts } from '../src/facts/types';

const target = new URL('../src/facts/facts.json', import.meta.url);
const { values } = parseArgs({ options: { finito: { type: 'string' } } });

function finito(): FinitoFacts {
  if (values.finito !== undefined) {
    const games = Number(values.finito);
    if (!Number.isInteger(games) || games < 1)
      throw new Error(`--finito needs a game count, not "${values.finito}"`);
    const rolls = Array.from({ length: games }, (_, seed) => finitoSoloRolls(seed));
    return finitoFacts(rolls);
  }
  const kept = existsSync(target)
    ? (JSON.parse(readFileSync(target, 'utf8')) as Partial<Facts>).finito
    : undefined;
  if (!kept) throw new Error('no Finito figures yet: run with --finito 200');
  // Recomputed from the kept rolls, so a change of the summary's definition still applies.
  return finitoFacts(kept.rolls);
}

writeFileSync(target, `${JSON.stringify(buildFacts(finito()), null, 1)}\n`);
console.log(`wrote ${target.pathname}`);
