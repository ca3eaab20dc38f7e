import type { Piste } from '@ludimaths/engine';
import { gameBots, piste } from '@ludimaths/engine';
import { describe, expect, it, vi } from 'vitest';
import { engineBot } from './bot';
import type { BotQuery } from './bot-client';
import { inThreadRunner, requestOf } from './bot-client';
import { BOT_BUDGET_MS, handleBotRequest } from './bot-protocol';

const clock = () => 0;
const one = { kind: 'roll', dice: 1 } as const;
const two = { kind: 'roll', dice: 2 } as const;

/** A two-player grande piste where seat 0 has overshot the finish and must choose its dice. */
function overshotView(): Piste.PisteView {
  const made = piste.setup({ board: 'grande' }, 2, 'protocol');
  if (!made.ok) throw new Error(made.error.message);
  return piste.view(
    { ...made.value, positions: [95, 40], overshot: [true, false], phase: { kind: 'choose', seat: 0 } },
    0,
  );
}

const request = (patch: Record<string, unknown> = {}) => ({
  gameId: 'piste',
  level: 'fort',
  view: overshotView(),
  seat: 0,
  moves: [one, two],
  seed: 's',
  budgetMs: 1000,
  ...patch,
});

function errorOf(data: unknown): string {
  const response = handleBotRequest(data, clock);
  if (response.ok) throw new Error('expected an error answer');
  return response.error;
}

describe('bot worker protocol', () => {
  it('answers a good request with one of the moves, its index and the bot’s reason', () => {
    const response = handleBotRequest(request(), clock);
    expect(response).toMatchObject({ ok: true, reason: { code: 'piste.win-probability' } });
    if (!response.ok) throw new Error(response.error);
    expect([one, two][response.index]).toEqual(response.move);
  });

  it.each([
    ['not an object', 42, /invalid bot request: message/],
    ['null', null, /invalid bot request/],
    ['a missing game', { ...request(), gameId: undefined }, /gameId/],
    ['an unknown level', request({ level: 'expert' }), /level/],
    ['a negative seat', request({ seat: -1 }), /seat/],
    ['no moves', request({ moves: [] }), /moves/],
    ['moves not a list', request({ moves: 'roll' }), /moves/],
    ['an absurd budget', request({ budgetMs: 1e9 }), /budgetMs/],
    ['an extra field', request({ state: { secret: 1 } }), /state/],
    ['an unknown game', request({ gameId: 'chess' }), /unknown game "chess"/],
    ['a prototype key as game', request({ gameId: '__proto__' }), /unknown game/],
    ['a malformed move', request({ moves: [{ kind: 'roll', dice: 3 }] }), /moves\.0/],
    ['a missing view', { ...request(), view: undefined }, /view/],
  ])('refuses %s with a clear error, without throwing', (_name, data, message) => {
    expect(errorOf(data)).toMatch(message);
  });

  it('refuses a field the protocol does not have (a request is checked strictly)', () => {
    expect(errorOf({ ...request(), id: 7 })).toMatch(/invalid bot request/);
  });

  it('survives a view that does not belong to the game (the bot throws): an error answer', () => {
    const hostile = request({ view: { board: 'nowhere', positions: [95, 1], overshot: [true, false] } });
    expect(errorOf(hostile)).toMatch(/fort computer player failed/);
    // The next request is answered normally.
    expect(handleBotRequest(request(), clock).ok).toBe(true);
  });

  it('refuses a bot answer outside the given moves', () => {
    // With no choice to make every level rolls two dice: offered only one die, its answer is not legal.
    expect(errorOf(request({ level: 'facile', moves: [one] }))).toMatch(/not legal/);
  });

  it('gives search bots the level’s budget and the clock', async () => {
    expect(BOT_BUDGET_MS.fort).toBeLessThanOrEqual(1000);
    // The weaker levels search their share of the same budget, as in the measured ladder.
    expect(BOT_BUDGET_MS.moyen).toBe(BOT_BUDGET_MS.fort);
    expect(BOT_BUDGET_MS.facile).toBe(BOT_BUDGET_MS.fort);
    const seen: unknown[] = [];
    const runner = async <V, M>(query: BotQuery<V, M>) => {
      seen.push(query);
      return inThreadRunner(query);
    };
    const bot = engineBot<Piste.PisteView, Piste.PisteMove>('piste', 'fort', runner);
    expect(bot.kind).toBe('computer');
    const move = await bot.act({
      seat: 0,
      view: overshotView(),
      legal: [one, two],
      revision: 3,
      seed: 'seed',
    });
    expect([one, two]).toContain(move);
    expect(seen).toEqual([
      { gameId: 'piste', level: 'fort', view: overshotView(), seat: 0, moves: [one, two], seed: 'seed' },
    ]);
  });

  it('hands the bot the level’s budget and the worker’s clock', () => {
    const fort = gameBots.piste?.fort;
    if (!fort) throw new Error('piste has no fort bot');
    const spy = vi.spyOn(fort, 'choose');
    const request = requestOf({
      gameId: 'piste',
      level: 'fort',
      view: overshotView(),
      seat: 0,
      moves: [one, two],
      seed: 'b',
    });
    expect(request.budgetMs).toBe(BOT_BUDGET_MS.fort);
    const tick = () => 42;
    handleBotRequest(request, tick);
    expect(spy).toHaveBeenCalledWith(overshotView(), 0, [one, two], {
      seed: 'b',
      budgetMs: 1000,
      clock: tick,
    });
    spy.mockRestore();
  });

  it('plays the exact move object it was given', async () => {
    const moves = [one, two];
    const answer = await inThreadRunner({
      gameId: 'piste',
      level: 'fort',
      view: overshotView(),
      seat: 0,
      moves,
      seed: 'x',
    });
    expect(moves).toContain(answer.move);
  });
});
