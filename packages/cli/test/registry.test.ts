import { readdirSync } from 'node:fs';
import { games } from '@ludimaths/engine';
import { gameMeta } from '@ludimaths/engine/meta';
import { describe, expect, it } from 'vitest';
import { cliGames } from '../src/games/index';

describe('the CLI’s games', () => {
  it('are exactly the engine’s registered games, each adapter driving its own game', () => {
    expect([...cliGames.keys()].sort()).toEqual(Object.keys(gameMeta).sort());
    for (const [id, adapter] of cliGames) expect(adapter.game, id).toBe(games[id]);
  });

  it('each live in a folder of their own, and no folder holds an unregistered game', () => {
    const folders = readdirSync(new URL('../src/games/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(Object.keys(gameMeta).sort());
  });
});
