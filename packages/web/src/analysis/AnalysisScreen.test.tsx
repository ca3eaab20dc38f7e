import type { GameRecord, GameReview, ReviewProgress } from '@ludimaths/engine';
import { gameJudges, piste, reviewAll } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CATALOG } from '../catalog';
import { loadGame } from '../games/load';
import ReplayScreen from '../screens/Replay';
import { renderScreen } from '../screens/test-render';
import { memoryRecordStore } from '../session/storage';
import AnalysisScreen from './AnalysisScreen';
import type { ReviewRunner } from './review-client';
import { inThreadReview } from './review-client';

afterEach(cleanup);
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

/** A careless duel: one die whenever allowed, so the analysis has mistakes to show. */
const record = playSeededGame(
  piste,
  { board: 'petite' },
  2,
  'analysis-screen',
  (_s, _seat, moves) => moves.find((m) => m.dice === 1) ?? (moves[0] as (typeof moves)[number]),
).record as GameRecord;
const named = {
  ...record,
  seats: [
    { name: 'Léa', kind: 'human' as const },
    { name: 'Tom', kind: 'human' as const },
  ],
};

function renderAt(path: string, runner: ReviewRunner) {
  const records = memoryRecordStore();
  records.save('petite-piste', named);
  const { hook } = memoryLocation({ path });
  renderScreen(
    <Router hook={hook}>
      <Switch>
        <Route path="/analysis/:id">{() => <AnalysisScreen runner={runner} />}</Route>
        <Route path="/replay/:id/at/:step" component={ReplayScreen} />
      </Switch>
    </Router>,
    { records },
  );
}

describe('the analysis screen', () => {
  it('lists every decision with the exact chances, the key ones first, each opening its step in the replay', async () => {
    const expected = reviewAll(piste, gameJudges.piste as never, named);
    if (!expected.ok) throw new Error(expected.error.message);
    const findings = (expected.value as GameReview).findings;
    renderAt('/analysis/petite-piste', inThreadReview);
    await screen.findByTestId('analysis-done', undefined, { timeout: 20_000 });
    const all = screen.getByTestId('analysis-all').querySelectorAll('li');
    expect(all).toHaveLength(findings.length);
    // The first key decision is the biggest loss, said in words and in French percentages.
    const key = screen.getByTestId('analysis-key').querySelectorAll('li');
    const biggest = findings.filter((f) => f.key).sort((a, b) => b.loss - a.loss)[0];
    if (!biggest) throw new Error('the careless game has mistakes');
    const first = key[0] as HTMLElement;
    const percent = (x: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(x);
    expect(first.textContent).toContain(`Étape ${biggest.step + 1}`);
    expect(first.textContent).toContain('Léa a choisi\u00a0: lancer un seul dé.');
    expect(first.textContent).toContain('il valait bien mieux lancer les deux dés');
    expect(first.textContent).toContain(
      `${percent(biggest.playedValue)} au lieu de ${percent(biggest.bestValue)}`,
    );
    expect(screen.getByText(/^Léa\s: /).textContent).toMatch(/grosses? erreurs?/);
    await act(async () => fireEvent.click(within(first).getByTestId('finding-replay')));
    const position = await screen.findByTestId('replay-position', undefined, { timeout: 10_000 });
    expect(position.textContent).toMatch(new RegExp(`^Étape ${biggest.step + 1} sur ${named.steps.length}`));
  });

  it('shows its progress and stops when asked, then starts again', async () => {
    const cancel = vi.fn();
    let report: (p: ReviewProgress) => void = () => undefined;
    const runner: ReviewRunner = (_text, onProgress) => {
      report = onProgress;
      return { result: new Promise<GameReview>(() => undefined), cancel };
    };
    renderAt('/analysis/petite-piste', runner);
    act(() => report({ done: 3, total: 12 }));
    expect(screen.getByTestId('analysis-progress').textContent).toBe(
      'L’ordinateur regarde les choix… 3 sur 12',
    );
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('3');
    // Screen readers hear it by quarters, not at every decision.
    expect(screen.getByRole('status').textContent).toBe('Analyse en cours\u00a0: 25\u00a0%');
    act(() => report({ done: 5, total: 12 }));
    expect(screen.getByRole('status').textContent).toBe('Analyse en cours\u00a0: 25\u00a0%');
    fireEvent.click(screen.getByTestId('analysis-cancel'));
    expect(cancel).toHaveBeenCalled();
    expect(screen.getByTestId('analysis-stopped').textContent).toBe('Analyse arrêtée.');
    fireEvent.click(screen.getByRole('button', { name: 'Relancer l’analyse' }));
    expect(screen.getByTestId('analysis-progress')).toBeTruthy();
  });

  it('says when the game is not on the device', () => {
    renderAt('/analysis/zigzag', inThreadReview);
    expect(screen.getByRole('alert').textContent).toBe(
      'Cette partie n’est plus sur cet appareil, ou elle n’est pas finie.',
    );
  });

  it('analyses a pasted record that reaches the end, from the record alone', async () => {
    const texts: string[] = [];
    const runner: ReviewRunner = (text) => {
      texts.push(text);
      return { result: new Promise<GameReview>(() => undefined), cancel: () => undefined };
    };
    const records = memoryRecordStore();
    const { hook, navigate } = memoryLocation({ path: '/replay', record: true });
    renderScreen(
      <Router hook={hook}>
        <Switch>
          <Route path="/analysis/:id">{() => <AnalysisScreen runner={runner} />}</Route>
          <Route path="/replay" component={ReplayScreen} />
          <Route path="/replay/:id" component={ReplayScreen} />
        </Switch>
      </Router>,
      { records },
    );
    const paste = async (pasted: GameRecord) => {
      fireEvent.change(screen.getByTestId('record-text'), { target: { value: JSON.stringify(pasted) } });
      await act(async () => fireEvent.click(screen.getByTestId('record-open')));
      await screen.findByTestId('replay-position');
    };
    // A game cut before its end is only replayed: there is nothing to judge after its last step.
    await paste({ ...named, steps: named.steps.slice(0, 5) });
    expect(screen.queryByTestId('open-analysis')).toBeNull();
    await paste(named);
    await act(async () => fireEvent.click(screen.getByTestId('open-analysis')));
    await screen.findByTestId('analysis-progress');
    expect(JSON.parse(texts[0] ?? '')).toEqual(named);
    // It stays the opened record: its replay opens by route (after a reload too), the analysis a link away.
    act(() => navigate('/replay/opened'));
    expect((await screen.findByTestId('replay-position')).textContent).toMatch(/^Étape 0 sur/);
    expect(screen.getByTestId('open-analysis').getAttribute('href')).toBe('/analysis/opened');
  });
});
