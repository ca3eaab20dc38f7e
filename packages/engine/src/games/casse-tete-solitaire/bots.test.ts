import { describe, expect, it } from 'vitest';
import type { BotName } from '../../bots/bot';
import { BOT_NAMES } from '../../bots/bot';
import { expectOk } from '../../core/result';
import { playSeededGame } from '../../core/testing';
import { botAgent } from '../../match/agent';
import { drive } from '../../match/drive';
import { Match } from '../../match/match';
import { solitaireBots } from './bots';
import { casseTeteSolitaire as game } from './index';
import { sameMove } from './notation';
import { place, play, started } from './test-support';
import type { SolitaireOptions, SolitaireState } from './types';

/** One seeded game played by a bot through the match loop. */
function botGame(name: BotName, options: Partial<SolitaireOptions> = {}, seed = 'bots') {
  const setup = { options: { ...game.defaultOptions, ...options }, seats: [{ kind: 'bot' as const }], seed };
  const match = expectOk(Match.start(game, setup));
  const reasons: string[] = [];
  const agent = botAgent(solitaireBots[name], {}, (d) => reasons.push(d.reason?.code ?? ''));
  expect(drive(match, [agent])).toBe('over');
  return { state: match.state, outcome: match.outcome(), reasons };
}

const choose = (name: BotName, state: SolitaireState, seed = 's') =>
  solitaireBots[name].choose(game.view(state, 0), 0, game.legalMoves(state, 0), { seed });

describe('solitaire bots', () => {
  it('fort solves the 6 × 5 grid in 30 moves, each placement part of a solution, with or without rotation', () => {
    for (const rotation of [true, false]) {
      const { outcome, reasons } = botGame('fort', { rotation });
      expect(outcome).toEqual({ status: 'over', winners: [0], scores: [30], reason: 'solved' });
      expect(new Set(reasons)).toEqual(new Set(['casse-tete-solitaire.completes']));
    }
  });

  it('fort puts a misplaced token on its own cell, turns a wrongly turned one, removes a mismatch', () => {
    // Token 1 belongs in a corner (1,1 of the rules' layout or the opposite corner, half turned).
    const misplaced = play(started(), place(1, 2, 2));
    const moved = choose('fort', misplaced);
    expect(moved.reason?.code).toBe('casse-tete-solitaire.misplaced');
    expect(moved.move).toMatchObject({ kind: 'move', row: 2, col: 2 });
    const turned = play(started(), place(1, 0, 0, 1));
    expect(choose('fort', turned).move).toEqual({ kind: 'rotate', row: 0, col: 0, by: -1 });
    const clash = play(play(started(), place(1, 0, 0)), place(3, 0, 1));
    expect(choose('fort', clash).move).toMatchObject({ kind: expect.stringMatching(/^(move|remove)$/) });
  });

  it('fort says when no grid of the shape exists (proven by the solver) and still plays', () => {
    const { move, reason } = choose('fort', started({ rows: 3, cols: 10 }));
    expect(reason?.code).toBe('casse-tete-solitaire.no-solution');
    expect(move.kind).toBe('place');
  });

  it('moyen solves the 6 × 5 grid too, in more moves than fort; facile and greedy place by eye', () => {
    const moyen = botGame('moyen');
    expect(moyen.outcome).toMatchObject({ status: 'over', winners: [0], reason: 'solved' });
    const moves = moyen.outcome.status === 'over' ? (moyen.outcome.scores?.[0] ?? 0) : 0;
    expect(moves).toBeGreaterThan(30);
    expect(moyen.reasons).toContain('casse-tete-solitaire.misplaced');
    const one = play(started(), place(1, 0, 0));
    for (const name of ['facile', 'greedy'] as const) {
      const { move, reason } = choose(name, one);
      expect(reason?.code).toBe('casse-tete-solitaire.fits');
      expect(move).toMatchObject({ kind: 'place' });
    }
  });

  it('greedy takes back its last move when nothing fits by eye', () => {
    const setup = { options: { ...game.defaultOptions, moveLimit: 100 }, seats: [{}], seed: 'stuck' };
    const match = expectOk(Match.start(game, setup));
    const stuck: string[] = [];
    drive(match, [
      botAgent(solitaireBots.greedy, {}, (d) => {
        if (d.reason?.code === 'casse-tete-solitaire.stuck') stuck.push(d.move.kind);
      }),
    ]);
    expect(stuck.length).toBeGreaterThan(0);
    expect(new Set(stuck)).toEqual(new Set(['undo']));
  });

  it('every bot answers with one of the legal moves it was given', () => {
    const played = playSeededGame(game, { ...game.defaultOptions, moveLimit: 60 }, 1, 'legal');
    expect(played.state.end).toBe('move-limit');
    const running: SolitaireState = { ...played.state, end: null, moves: 0 };
    const legal = game.legalMoves(running, 0);
    for (const name of BOT_NAMES) {
      const { move } = choose(name, running);
      expect(legal.some((m) => sameMove(m, move))).toBe(true);
    }
  });
});
