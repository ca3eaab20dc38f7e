import type { AnyGame, BaseState, DecisionJudge, GameRecord, Policy } from '@ludimaths/engine';
import { casseTete, Finito, finito, gameJudges, Zigzag, zigzag } from '@ludimaths/engine';
import { playSeededGame, randomPolicy } from '@ludimaths/engine/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CATALOG } from '../catalog';
import { loadGame } from '../games/load';
import { renderScreen } from '../screens/test-render';
import { memoryRecordStore } from '../session/storage';
import AnalysisScreen from './AnalysisScreen';
import { inThreadReviewWith } from './review-client';

afterEach(cleanup);
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

/** A finished game of each other kind, played quickly (greedy or random choices). */
const GAMES: readonly {
  entry: string;
  game: AnyGame;
  players: number;
  policy: Policy<BaseState, unknown>;
}[] = [
  { entry: 'zigzag', game: zigzag as AnyGame, players: 2, policy: Zigzag.greedyPolicy('a') as never },
  { entry: 'casse-tete', game: casseTete as AnyGame, players: 2, policy: randomPolicy('b') },
  {
    entry: 'finito',
    game: finito as AnyGame,
    players: 2,
    policy: ((state: { players: { board: number[] }[] }, seat: number, moves: never[]) =>
      Finito.greedyMove(state.players[seat]?.board as never, moves)) as never,
  },
];

/**
 * The engine's judges, asked about one decision in four (the others count as forced): what is tested
 * here is the screen's account of every judged decision, and a whole game judged at full strength
 * took 10 to 30 s per game (the judges have their own tests beside each game's review).
 */
function everyFourthDecision(): Record<string, DecisionJudge<BaseState, unknown>> {
  let decision = 0;
  return Object.fromEntries(
    Object.entries(gameJudges).map(([id, judge]) => [
      id,
      {
        ...judge,
        judge: (...args: Parameters<typeof judge.judge>) =>
          decision++ % 4 === 0 ? judge.judge(...args) : null,
      },
    ]),
  );
}

describe('the analysis screen of every game with an analysis', () => {
  it.each(GAMES)(
    '$entry: every decision in words, with a link to its step',
    async ({ entry, game, players, policy }) => {
      const { record } = playSeededGame(game, game.defaultOptions, players, `every-${entry}`, policy);
      const records = memoryRecordStore();
      records.save(entry, record as GameRecord);
      const { hook } = memoryLocation({ path: `/analysis/${entry}` });
      renderScreen(
        <Router hook={hook}>
          <Route path="/analysis/:id">
            {() => <AnalysisScreen runner={inThreadReviewWith(everyFourthDecision())} />}
          </Route>
        </Router>,
        { records },
      );
      await screen.findByTestId('analysis-done', undefined, { timeout: 30_000 });
      const items = [...screen.getByTestId('analysis-all').querySelectorAll('li')];
      expect(items.length).toBeGreaterThan(2);
      let previous = -1;
      for (const item of items) {
        // A move, a verdict and at least one figure, none of them blank or an unformatted id.
        const lines = [...item.querySelectorAll('p')].map((p) => p.textContent ?? '');
        expect(lines.length).toBeGreaterThanOrEqual(3);
        for (const line of lines) expect(line).toMatch(/^[^{}]*\S[^{}]*\.$/);
        expect(lines[0]).toMatch(/ a choisi\u00a0: \S/);
        // The link opens the replay just after a move of the record, in the order played.
        const step = Number(/\/at\/(\d+)$/.exec(item.querySelector('a')?.getAttribute('href') ?? '')?.[1]);
        expect(item.querySelector('a')?.getAttribute('href')).toBe(`/replay/${entry}/at/${step}`);
        expect(step).toBeGreaterThan(previous);
        expect('seat' in (record.steps[step - 1] ?? {})).toBe(true);
        previous = step;
      }
    },
    60_000,
  );
});
