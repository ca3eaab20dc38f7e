import { gameMeta } from '@ludimaths/engine/meta';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog';
import { WEB_GAMES } from './registry';

/** Every source file of the app, by its path from `src/` (tests aside: they may name any game). */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx,css}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The ids a game may go by: its engine id and its catalogue entries' ids. */
const names = (game: (typeof WEB_GAMES)[number]) => [game.engineId, ...game.entries.map((entry) => entry.id)];

describe('the web app’s game registry', () => {
  it('registers every engine game once', () => {
    expect(WEB_GAMES.map((game) => game.engineId).sort()).toEqual(Object.keys(gameMeta).sort());
  });

  it('puts every entry of every game on the home screen, ids unique', () => {
    const ids = WEB_GAMES.flatMap((game) => game.entries.map((entry) => entry.id));
    expect(CATALOG.map((entry) => entry.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each entry a title and a description among its game’s own messages', () => {
    for (const game of WEB_GAMES) {
      const messages: Readonly<Record<string, string>> = game.messages.fr;
      for (const entry of game.entries) {
        expect(messages[entry.title], entry.id).toBeTruthy();
        expect(messages[entry.description], entry.id).toBeTruthy();
      }
    }
  });

  it('keeps what is particular to a game inside its folder: no other file names a game', () => {
    const quoted = WEB_GAMES.flatMap(names).map((id) => new RegExp(`['"\`/]${id}['"\`/]`));
    const found: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      // Comments may give a game as an example; code may not branch on one.
      const text = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
      const inGameFolder = /^\.\/[^/]+\//.test(path) && !path.startsWith('../');
      if (inGameFolder || path === './registry.ts') continue;
      for (const pattern of quoted) if (pattern.test(text)) found.push(`${path} ${pattern.source}`);
    }
    expect(found).toEqual([]);
  });
});
