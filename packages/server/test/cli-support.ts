import { expect } from 'vitest';
import { memoryIo } from '../../cli/src/io';
import { main } from '../../cli/src/main';

/**
 * `ludimaths online create GAME --server URL --seats SEATS [flags] --json`, as a person types it:
 * checks it succeeds and returns what it printed (the join code, the link, the seats).
 */
export async function createWithCli(
  url: string,
  game: string,
  seats: string,
  flags: readonly string[] = [],
): Promise<{ code: string; url: string; seats: unknown[] }> {
  const created = memoryIo();
  const args = ['online', 'create', game, '--server', url, '--seats', seats, ...flags, '--json'];
  expect(await main(args, created)).toBe(0);
  return JSON.parse(created.stdout.join(''));
}
