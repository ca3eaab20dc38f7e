import { describe, expect, it } from 'vitest';
import { parseRecord, RECORD_VERSION, replay, upgradeRecord } from '../core/record';
import { expectOk } from '../core/result';
import { games } from './index';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

/** Every fixture record, as written in format version 1. */
const fixtures = import.meta.glob<{ game: string; version: number }>('./*/fixtures/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Digests of each fixture's final state, computed by replaying it with the last version-1 engine (main
 * at be66a89, before chance outcomes were tagged): the upgraded records must rebuild exactly the same
 * states.
 */
const V1_FINAL_STATES: Readonly<Record<string, string>> = {
  './casse-tete/fixtures/greedy-3-players.json': '4e14a430',
  './casse-tete/fixtures/random-2-players-no-rotation.json': 'd1df260d',
  './casse-tete-solitaire/fixtures/moyen-5x6.json': 'c4d42f65',
  './casse-tete-solitaire/fixtures/random-no-rotation-move-limit.json': 'ecfc7aae',
  './finito/fixtures/match-three-greedy.json': '9e79ec9c',
  './finito/fixtures/two-greedy.json': '69d0a12a',
  './piste/fixtures/grande-4p.json': 'b7f65d2c',
  './piste/fixtures/petite-2p.json': 'f1ea441a',
  './zigzag/fixtures/both-passed.json': '55e40ebd',
  './zigzag/fixtures/generated-move-limit.json': '64053519',
  './zigzag/fixtures/greedy-vs-random.json': '6ee9c91d',
};

/** FNV-1a of a state's JSON: enough to tell two states apart in a test. */
function digest(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * Fields a game's state gained after version 1, left out of the digest: the pins were taken from the
 * version-1 engine, whose states did not have them. The solitaire's `redo` (undone moves to play
 * again) came with the redo move; version-1 records hold no redo.
 */
const ADDED_SINCE_V1: Readonly<Record<string, readonly string[]>> = { 'casse-tete-solitaire': ['redo'] };

function withoutLaterFields(game: string, state: object): object {
  const added = ADDED_SINCE_V1[game] ?? [];
  return Object.fromEntries(Object.entries(state).filter(([key]) => !added.includes(key)));
}

describe('version-1 records', () => {
  it('every fixture is pinned', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(V1_FINAL_STATES).sort());
  });

  describe.each(Object.entries(fixtures))('%s', (path, raw) => {
    const game = games[raw.game];
    if (!game) throw new Error(`unknown game ${raw.game}`);

    it('is a version-1 record that replays to the final state the version-1 engine reached', () => {
      expect(raw.version).toBe(1);
      const replayed = expectOk(replay(game, raw));
      expect(digest(withoutLaterFields(raw.game, replayed.state))).toBe(V1_FINAL_STATES[path]);
      expect(replayed.record.version).toBe(RECORD_VERSION);
    });

    it('upgrades to a current record with well-formed steps that replays to the same state', () => {
      const upgraded = upgradeRecord(game, expectOk(parseRecord(raw)));
      const written = JSON.parse(JSON.stringify(upgraded));
      expect(written.version).toBe(RECORD_VERSION);
      for (const step of upgraded.steps) {
        const parsed = 'chance' in step ? game.parseChance(step.chance) : game.parseMove(step.move);
        expect(parsed.ok).toBe(true);
      }
      expect(expectOk(replay(game, written)).state).toEqual(expectOk(replay(game, raw)).state);
    });
  });
});
