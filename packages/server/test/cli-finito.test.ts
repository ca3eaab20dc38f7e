import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../cli/src/io';
import { main } from '../../cli/src/main';
import { createWithCli } from './cli-support';
import { serverForTests } from './support';

// The default limits on purpose: a computer level answers faster than the per-connection message
// limit allows, and the client must wait when told to rather than hang (issue 25 item 3).
const server = serverForTests();

/** `ludimaths online play CODE --as moyen --json` for each human seat at once, to the end. */
async function botsPlay(code: string, seats: number) {
  const url = server().url;
  const ios = Array.from({ length: seats }, () => memoryIo());
  const exits = await Promise.all(
    ios.map((io) =>
      main(['online', 'play', code, '--server', url, '--as', 'moyen', '--json', '--idle-timeout', '30'], io),
    ),
  );
  return ios.map((io, i) => ({ exit: exits[i], stdout: io.stdout.join(''), stderr: io.stderr.join('') }));
}

describe('ludimaths online play on a Finito table, at the server’s default message limit', () => {
  it('plays a solo table to the end', async () => {
    const table = await createWithCli(server().url, 'finito', 'human', ['--players', '1']);
    const [result] = await botsPlay(table.code, 1);
    expect(result?.stderr).toBe('');
    expect(result?.exit).toBe(0);
    expect(JSON.parse(result?.stdout ?? '').outcome.status).toBe('over');
  }, 60_000);

  it('plays a two-player table to the end, both seats moving at once', async () => {
    const table = await createWithCli(server().url, 'finito', 'human,human');
    const results = await botsPlay(table.code, 2);
    for (const result of results) {
      expect(result.exit).toBe(0);
      expect(JSON.parse(result.stdout).outcome.status).toBe('over');
    }
  }, 60_000);
});
