import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../cli/src/io';
import { main } from '../../cli/src/main';
import { createWithCli } from './cli-support';
import { serverForTests } from './support';

const server = serverForTests({ limits: { messagesPerSecond: 10_000 } });

describe('ludimaths online play --as human', () => {
  it('draws the seat’s view as the terminal game does and reads the person’s choices', async () => {
    const url = server().url;
    const { code } = await createWithCli(url, 'piste', 'human,facile', ['--board', 'petite']);

    const person = memoryIo(Array.from({ length: 1000 }, () => '1'));
    expect(await main(['online', 'play', code, '--server', url, '--as', 'human'], person)).toBe(0);
    const printed = person.stdout.join('\n');
    expect(printed).toMatch(/choose 1–2|press Enter/);
    expect(printed).toMatch(/🏆 You won!|Won by player 2/);
    // The view is drawn, never dumped as JSON.
    expect(person.stdout.some((line) => line.trimStart().startsWith('{'))).toBe(false);
  });

  it('stops cleanly when the person quits', async () => {
    const url = server().url;
    const { code } = await createWithCli(url, 'zigzag', 'human,facile');
    const person = memoryIo(['q']);
    await expect(main(['online', 'play', code, '--server', url, '--as', 'human'], person)).resolves.not.toBe(
      0,
    );
  });
});
