import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameBots, gameJudges, games } from '@ludimaths/engine';
import { gameMeta } from '@ludimaths/engine/meta';
import { describe, expect, it } from 'vitest';

/**
 * A game is registered once, by its metadata in `src/meta.ts`. Every other table of games, and every
 * game folder, must agree with that list: a game forgotten in one place fails here.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const registered = Object.keys(gameMeta).sort();

describe('the engine’s game registries', () => {
  it('have one folder per registered game, and no game folder left unregistered', () => {
    const folders = readdirSync(join(root, 'src/games'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(registered);
  });

  it('give every registered game its definition, under its own id, with the same metadata', () => {
    expect(Object.keys(games).sort()).toEqual(registered);
    for (const [id, meta] of Object.entries(gameMeta)) {
      expect(games[id]?.id, id).toBe(id);
      expect(games[id]?.playerCounts, id).toEqual(meta.playerCounts);
      expect(meta.id, id).toBe(id);
    }
  });

  it('give every registered game its computer levels, and judge no unknown game', () => {
    expect(Object.keys(gameBots).sort()).toEqual(registered);
    for (const id of Object.keys(gameJudges)) expect(registered, id).toContain(id);
  });

  it('export every registered game as a subpath of the package, pointing at its folder', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { source: string }>;
    };
    for (const id of registered) {
      const target = manifest.exports[`./${id}`];
      expect(typeof target === 'object' ? target.source : target, id).toBe(`./src/games/${id}/index.ts`);
    }
  });
});
