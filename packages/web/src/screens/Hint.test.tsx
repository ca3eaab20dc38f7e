import { piste } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../catalog';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame, DescribeContext } from '../games/types';
import { fr } from '../i18n/fr';
import type { BotQuery, BotRunner } from '../session/bot-client';
import { inThreadRunner } from '../session/bot-client';
import { Session } from '../session/session';
import { describeContext } from '../test-support';
import { hintLines, reasonText } from './Hint';
import { Table } from './Play';

afterEach(cleanup);

const instant = { chance: async () => {}, think: async () => {} };
const flush = () => act(async () => {});

function makeSession(kinds: ('human' | 'computer')[] = ['human', 'human'], hintRunner?: BotRunner) {
  const made = Session.start({
    game: piste,
    options: { board: 'petite' },
    seats: kinds.map((kind, i) => ({ kind, name: `P${i + 1}` })),
    seed: 'hint',
    pacing: instant,
    ...(hintRunner ? { hintRunner } : {}),
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/**
 * Plays both dice for the person until they have a real choice (one die or two, once past the
 * finish): before that there is one possible action, and no hint is offered.
 */
async function untilChoice(session: ReturnType<typeof makeSession>): Promise<void> {
  await session.run();
  for (let i = 0; i < 200 && session.legal.length < 2; i++) {
    if (session.acting === null) throw new Error('the game ended before any choice');
    session.play({ kind: 'roll', dice: 2 });
    await session.run();
  }
  if (session.legal.length < 2) throw new Error('no choice came');
}

/** Intl's spaces inside numbers ("73,1 %") vary with the ICU version: compare them as plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

function context(locale: 'fr' | 'en' = 'fr'): DescribeContext {
  return describeContext(locale, []);
}

/** The table shell of a petite piste game (its session's `hintRunner` answers the hint). */
function renderTable(session: unknown): void {
  const entry = findEntry('petite-piste');
  if (!entry) throw new Error('no entry');
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <Table
        entry={entry}
        game={pisteWeb as AnyWebGame}
        session={session as never}
        reducedMotion={true}
        onAgain={() => {}}
      />
    </IntlProvider>,
  );
}

describe('hint', () => {
  it('asks the strongest bot with exactly the seat’s own view and legal moves, nothing else', async () => {
    const queries: BotQuery[] = [];
    const session = makeSession(['human', 'human'], async (query) => {
      queries.push(query as BotQuery);
      return inThreadRunner(query);
    });
    await session.run();
    const seat = session.acting as number;
    await session.hint();
    const query = queries[0] as BotQuery;
    expect(query.view).toEqual(piste.view(session.match.state, seat));
    expect(query.view).not.toHaveProperty('rng');
    expect(query.moves).toEqual(piste.legalMoves(session.match.state, seat));
    expect(query).toMatchObject({ gameId: 'piste', level: 'fort', seat });
    expect(Object.keys(query).sort()).toEqual(['gameId', 'level', 'moves', 'seat', 'seed', 'view']);
  });

  it('puts every piste reason into words, in French and English', () => {
    const fr = context('fr');
    const en = context('en');
    const winProbability = {
      code: 'piste.win-probability',
      params: { dice: 2, winOne: 0.7308, winTwo: 0.75196 },
    };
    expect(plain(reasonText(winProbability, fr.t))).toBe(
      'Chances de gagner la partie : 73,1 % avec un dé, 75,2 % avec deux dés.',
    );
    expect(reasonText(winProbability, en.t)).toBe(
      'Chance of winning the game: 73.1% with one die, 75.2% with two dice.',
    );
    expect(
      plain(reasonText({ code: 'piste.win-now', params: { dice: 1, one: 1 / 6, two: 1 / 12 } }, fr.t)),
    ).toBe('Chances de gagner dès ce tour : 16,7 % avec un dé, 8,3 % avec deux dés.');
    expect(reasonText({ code: 'piste.expected-turns', params: { dice: 1, one: 6.04, two: 7.5 } }, fr.t)).toBe(
      'Tours qu’il te reste en moyenne\u00a0: 6 avec un dé, 7,5 avec deux dés.',
    );
    expect(reasonText({ code: 'piste.no-choice' }, fr.t)).toMatch(/pas le choix/);
  });

  it('zigzag reasons are in a child’s words: who should be ahead, and why a score now is passed over', () => {
    const fr = context('fr');
    const en = context('en');
    const ahead = { depth: 14, value: 3.4, ahead: 'you', by: 3 };
    expect(reasonText({ code: 'zigzag.search', params: ahead }, fr.t)).toBe(
      'Avec ce coup, tu devrais avoir environ 3 points d’avance dans quelques coups.',
    );
    expect(reasonText({ code: 'zigzag.search', params: { ...ahead, ahead: 'them', by: 1 } }, en.t)).toBe(
      'Your opponent should be about 1 point ahead a few moves from now whatever you do: this move keeps their lead smallest.',
    );
    // No look-ahead depth and no signed estimate: "-40 points" means nothing to a child.
    for (const params of [ahead, { ...ahead, ahead: 'them', value: -40, by: 40 }]) {
      expect(reasonText({ code: 'zigzag.search', params }, fr.t)).not.toMatch(/14|-|regardé/);
    }
    const skips = { ...ahead, points: 0, skipped: 5, row: 3, column: 2, reply: 10 };
    expect(reasonText({ code: 'zigzag.skips-points', params: skips }, fr.t)).toBe(
      'Tu pourrais marquer 5 points tout de suite ligne 3, colonne 2, mais ton adversaire pourrait alors en marquer 10 juste après.',
    );
    expect(reasonText({ code: 'zigzag.skips-points', params: { ...skips, reply: 0 } }, en.t)).toBe(
      'You could score 5 points right away at row 3, column 2, but this move sets up more points for the moves that follow.',
    );
  });

  it('falls back to the move’s data and no reason for a game that cannot say more', () => {
    const ctx = context('fr');
    expect(reasonText({ code: 'zigzag.unknown' }, ctx.t)).toBeNull();
    expect(hintLines({}, { kind: 'step', to: 12 }, { code: 'zigzag.unknown' }, ctx)).toEqual([
      'L’ordinateur jouerait\u00a0: step 12.',
    ]);
    expect(hintLines(pisteWeb as AnyWebGame, { kind: 'roll', dice: 1 }, undefined, ctx)).toEqual([
      'L’ordinateur jouerait\u00a0: lancer un seul dé.',
    ]);
  });

  it('the button shows the suggestion with its reason, highlights the move, and clears after a move', async () => {
    const queries: BotQuery[] = [];
    const runner: BotRunner = async (query) => {
      queries.push(query as BotQuery);
      return inThreadRunner(query);
    };
    const session = makeSession(['human', 'computer'], runner);
    await untilChoice(session);
    renderTable(session);
    await flush();
    expect(session.status.kind).toBe('waiting');
    fireEvent.click(screen.getByTestId('hint'));
    await flush();
    expect(queries).toHaveLength(1);
    expect(queries[0]?.view).toEqual(piste.view(session.match.state, 0));
    const text = screen.getByTestId('hint-text').textContent ?? '';
    const [, dice] = text.match(/^L’ordinateur jouerait\u00a0: lancer (un seul dé|les deux dés)\./) ?? [];
    expect(dice).toBeDefined();
    expect(text).toMatch(/avec un dé, .* avec deux dés\.$/);
    const button = dice === 'un seul dé' ? 'roll-1' : 'roll-2';
    expect(screen.getByTestId(button).classList.contains('hinted')).toBe(true);
    fireEvent.click(screen.getByTestId(button));
    await flush();
    await flush();
    expect(screen.getByTestId('roll-2').classList.contains('hinted')).toBe(false);
    expect(screen.queryByTestId('hint-text')?.textContent ?? '').toBe('');
  });

  it('offers no hint when only one action is possible, and says why', async () => {
    const session = makeSession(['human', 'computer']);
    renderTable(session);
    await flush();
    expect(session.legal).toHaveLength(1);
    expect(screen.queryByTestId('hint')).toBeNull();
    expect(screen.getByTestId('hint-none').textContent).toBe(
      'Un seul coup possible\u00a0: pas besoin de conseil.',
    );
  });

  it('says so when no hint comes, and drops an answer that arrives after the move was played', async () => {
    let answer: (value: never) => void = () => {};
    let calls = 0;
    const runner: BotRunner = (query) => {
      calls++;
      if (calls === 1) return Promise.reject(new Error('worker down'));
      return new Promise((resolve) => {
        answer = () => resolve({ move: query.moves[0] as never });
      });
    };
    const session = makeSession(['human', 'computer'], runner);
    await untilChoice(session);
    renderTable(session);
    await flush();
    fireEvent.click(screen.getByTestId('hint'));
    await flush();
    expect(screen.getByTestId('hint-text').textContent).toBe('Pas de conseil pour cette fois.');
    fireEvent.click(screen.getByTestId('hint'));
    await flush();
    expect(screen.getByTestId('hint-text').textContent).toBe('L’ordinateur cherche le meilleur coup…');
    fireEvent.click(screen.getByTestId('roll-2'));
    await flush();
    answer(undefined as never);
    await flush();
    expect(screen.getByTestId('roll-2').classList.contains('hinted')).toBe(false);
    expect(screen.queryByTestId('hint-text')?.textContent ?? '').toBe('');
  });
});
