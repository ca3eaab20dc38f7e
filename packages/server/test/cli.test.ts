import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../cli/src/io';
import { main } from '../../cli/src/main';
import { createWithCli } from './cli-support';
import { serverForTests, tempDir } from './support';

const server = serverForTests({ limits: { messagesPerSecond: 10_000 } });

describe('ludimaths online', () => {
  it('creates a table, plays a seat as a computer level, watches it and prints a record that replays', async () => {
    const url = server().url;
    const table = await createWithCli(url, 'piste', 'human,random', ['--board', 'petite']);
    expect(table).toMatchObject({ code: expect.any(String), url: expect.stringContaining('/#/join/') });
    expect(table.seats).toHaveLength(2);

    const watcher = memoryIo();
    const watching = main(['online', 'watch', table.code, '--server', url], watcher);
    const player = memoryIo();
    expect(
      await main(['online', 'play', table.code, '--server', url, '--as', 'facile', '--json'], player),
    ).toBe(0);
    expect(JSON.parse(player.stdout.join('')).outcome.status).toBe('over');
    expect(await watching).toBe(0);
    expect(watcher.stdout.join('\n')).toMatch(/Won by player|Draw/);

    const recorded = memoryIo();
    expect(await main(['online', 'record', table.code, '--server', url], recorded)).toBe(0);
    const file = join(tempDir('ludimaths-cli-'), 'record.json');
    writeFileSync(file, recorded.stdout.join('\n'));
    const replayed = memoryIo();
    expect(await main(['replay', file], replayed)).toBe(0);
  });

  it('names what is wrong: no server, a bad code, an unknown code', async () => {
    const io = memoryIo();
    expect(await main(['online', 'play', 'ACDEFG', '--as', 'fort'], io)).toBe(2);
    expect(io.stderr.join('')).toContain('--server');
    expect(await main(['online', 'play', '0000', '--server', server().url, '--as', 'fort'], io)).toBe(2);
    expect(await main(['online', 'play', 'ACDEFG', '--server', server().url, '--as', 'fort'], io)).toBe(1);
    expect(io.stderr.join('')).toContain('unknown-code');
  });
});
