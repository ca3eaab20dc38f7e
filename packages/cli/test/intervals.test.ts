import { describe, expect, it } from 'vitest';
import { memoryIo } from '../src/io';
import { main } from '../src/main';

interface Entrant {
  readonly score: number;
  readonly scoreCi95: readonly [number, number];
}

/** One game has one winner: 100% and 0%, where intervals used to shrink to a point. */
describe('95% intervals at 0% and 100%', () => {
  it('tournament: a bot that won every game gets an interval reaching below 100%', async () => {
    const args = ['tournament', 'piste', '--bots', 'random,random', '--games', '1'];
    const json = memoryIo();
    expect(await main([...args, '--json'], json)).toBe(0);
    const entrants: Entrant[] = JSON.parse(json.stdout.join('')).entrants;
    expect(entrants.map((e) => e.score).sort()).toEqual([0, 1]);
    for (const {
      score,
      scoreCi95: [low, high],
    } of entrants) {
      expect(low).toBeLessThanOrEqual(score);
      expect(high).toBeGreaterThanOrEqual(score);
      expect(high - low).toBeGreaterThan(0.75);
    }
    const text = memoryIo();
    expect(await main(args, text)).toBe(0);
    const printed = text.stdout.join('\n');
    expect(printed).toContain('score 100.0% [95% CI 20.7% – 100.0%]');
    expect(printed).toContain('score 0.0% [95% CI 0.0% – 79.3%]');
  });

  it('sim: the seat that won every game gets an interval reaching below 100%', async () => {
    const args = ['sim', 'piste', '--games', '1', '--policy', 'random'];
    const json = memoryIo();
    expect(await main([...args, '--json'], json)).toBe(0);
    const seats: { winRate: number; ci95: { low: number; high: number } }[] = JSON.parse(
      json.stdout.join(''),
    ).seats;
    expect(seats.map((s) => s.winRate).sort()).toEqual([0, 1]);
    for (const { ci95 } of seats) expect(ci95.high - ci95.low).toBeGreaterThan(0.75);
    const text = memoryIo();
    expect(await main(args, text)).toBe(0);
    expect(text.stdout.join('\n')).toMatch(/wins 100\.00% {2}\[95% CI 20\.65% – 100\.00%\]/);
  });
});
