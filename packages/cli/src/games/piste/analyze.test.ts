import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../io';
import { main } from '../../main';
import { run } from './analyze';

describe('ludimaths analyze', () => {
  it('prints exactly one JSON object with the exact analysis of a board', async () => {
    const io = memoryIo();
    expect(await run(['piste', '--board', 'petite', '--json'], io)).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const result = JSON.parse(io.stdout.join(''));
    expect(result).toMatchObject({
      board: 'petite',
      oneDieSquares: [17, 18, 37, 38, 39, 40, 44, 47, 48, 49],
    });
    expect(result.expectedTurnsTwoDice).toBeCloseTo(36.023022881352155, 9);
    expect(result.expectedTurnsOptimal).toBeCloseTo(31.86666105444871, 9);
    for (const policy of ['twoDice', 'optimal']) {
      for (const n of ['2', '3', '4']) {
        const seats: number[] = result.winProbability[policy][n];
        expect(seats).toHaveLength(Number(n));
        expect(seats.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }
      const d = result.distribution[policy];
      expect(d.probabilities).toHaveLength(d.tmax);
      expect(d.residual).toBeLessThan(1e-15);
    }
  });

  it('prints readable tables by default', async () => {
    const io = memoryIo();
    expect(await run(['piste', '--board', 'grande'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/always two dice\s+44\.701212/);
    expect(text).toMatch(/optimal policy\s+36\.798011/);
    expect(text).toMatch(/one die on: 17, 18, 41/);
    expect(text).toMatch(/50\.73%\s+49\.27%/);
  });

  it('--duel compares playing to win with solo-optimal play, in the table and as a duel field in JSON', async () => {
    const io = memoryIo();
    expect(await run(['piste', '--board', 'petite', '--duel', '--json'], io)).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const { duel } = JSON.parse(io.stdout.join(''));
    expect(duel.firstPlayerWins.soloVsSolo).toBeCloseTo(0.509172463339, 9);
    expect(duel.firstPlayerWins.equilibrium).toBeGreaterThanOrEqual(duel.firstPlayerWins.soloVsSolo);
    expect(duel.states).toMatchObject({ total: 10_000 });
    expect(duel.equilibrium.differing).toBe(duel.equilibrium.differences.length);
    expect(duel.equilibrium.differences[0]).toMatchObject({ mover: 46, moverOver: true, solo: 2, duel: 1 });

    const table = memoryIo();
    expect(await run(['piste', '--board', 'petite', '--duel'], table)).toBe(0);
    const text = table.stdout.join('\n');
    expect(text).toMatch(/both solo-optimal \(fewest expected turns\)\s+50\.9172%/);
    expect(text).toMatch(/me on 46 overshot, opponent on 47 overshot: solo-optimal rolls two dice/);

    const plain = memoryIo();
    expect(await run(['piste', '--board', 'petite', '--json'], plain)).toBe(0);
    expect(JSON.parse(plain.stdout.join('')).duel).toBeUndefined();
  });

  it('rejects an unknown flag, game or board and a missing board with exit code 2', async () => {
    for (const [args, message] of [
      [['piste', '--board', 'grande', '--frob'], /unknown flag '--frob'/],
      [['piste', '--board', 'moyenne'], /--board must be one of grande, petite/],
      [['piste'], /missing --board/],
      [['echecs', '--board', 'grande'], /unknown game "echecs"/],
      [[], /missing game/],
    ] as const) {
      const io = memoryIo();
      expect(await run([...args], io)).toBe(2);
      expect(io.stdout).toEqual([]);
      expect(io.stderr.join('')).toMatch(message);
    }
  });

  it('is wired into the ludimaths command', async () => {
    const io = memoryIo();
    expect(await main(['analyze', 'piste', '--board', 'petite', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout.join('')).board).toBe('petite');
  });

  it('lends its optimal policy to sim piste --policy optimal', async () => {
    const io = memoryIo();
    const args = ['sim', 'piste', '--board', 'petite', '--games', '300', '--policy', 'optimal', '--json'];
    expect(await main(args, io)).toBe(0);
    expect(JSON.parse(io.stdout.join('')).policy).toBe('optimal');
  });
});
