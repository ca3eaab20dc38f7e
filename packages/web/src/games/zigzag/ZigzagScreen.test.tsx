import type { Zigzag } from '@ludimaths/engine';
import { zigzag } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { useTable } from '../../ui/useTable';
import { ZigzagBoard } from './Board';
import type { ZSession } from './test-session';
import { startedZigzag } from './test-session';
import { ZigzagScreen } from './ZigzagScreen';

afterEach(cleanup);

function Harness({ session, hint }: { session: ZSession; hint?: Zigzag.ZigzagMove }) {
  useTable(session);
  return <ZigzagScreen table={session} reducedMotion={true} hint={hint} />;
}

const started = () => startedZigzag('zigzag-screen');

const acting = (session: ZSession) => session.acting ?? undefined;

const candidates = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-candidate]')].map((el) => el.getAttribute('data-cell'));

describe('zigzag table screen', () => {
  it('start side by tap-then-tap: the first tap selects, the second places the pawn', async () => {
    const session = await started();
    const { container } = render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <Harness session={session} />
      </IntlProvider>,
    );
    expect(session.match.state.phase).toBe('start-side');
    const seat = acting(session) as number;
    const label = session.match.state.players[seat as 0 | 1].label;
    expect(candidates(container).sort()).toEqual([`0-${label - 1}`, `7-${label - 1}`].sort());
    const bottom = container.querySelector(`[data-cell="7-${label - 1}"]`) as HTMLElement;
    fireEvent.click(bottom);
    expect(session.match.steps.at(-1)).not.toHaveProperty('move');
    expect(bottom.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(bottom);
    expect(session.match.steps.find((s) => 'move' in s)).toEqual({
      seat,
      move: { kind: 'start-side', side: 'bottom' },
    });
  });

  it('in play: highlighted cells are exactly the legal moves, a wrong cell is refused by the engine', async () => {
    const session = await started();
    const { container, getAllByTestId, getByTestId } = render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <Harness session={session} />
      </IntlProvider>,
    );
    // Both players put their pawns at the top through the big buttons.
    for (let i = 0; i < 2; i++) {
      await waitFor(() => expect(container.querySelector('[data-testid="side-top"]')).not.toBeNull());
      act(() => fireEvent.click(getByTestId('side-top')));
      await act(() => session.run());
    }
    await waitFor(() => expect(session.match.state.phase).toBe('play'));
    // The last starting number stays in view until the first move: "a et b → ab", the engine's number.
    const second = session.match.state.players[(1 - session.match.state.starter) as 0 | 1].number;
    expect(getByTestId('tens-units').textContent?.replace(/\s/g, ' ')).toMatch(
      new RegExp(`^${Math.floor(second / 10)} et ${second % 10} → ${second}$`),
    );
    const seat = acting(session) as number;
    // Those dice were the other player's: the panel says whose, and gives the player their own number.
    expect(getByTestId('own-number').textContent).toBe(
      `${session.seats[seat]?.name}, ton nombre est ${session.match.state.players[seat as 0 | 1].number}.`,
    );
    const legal = session.match.legalMoves(seat).filter((m) => m.kind === 'step');
    const keys = [...new Set(legal.map((m) => (m.kind === 'step' ? `${m.to[0]}-${m.to[1]}` : '')))].sort();
    expect(candidates(container).sort()).toEqual(keys);
    expect(getAllByTestId('move')).toHaveLength(legal.length);

    // A start cell: the engine's refusal is kept for the error notice.
    act(() => fireEvent.click(container.querySelector('[data-cell="7-0"]') as HTMLElement));
    expect(session.error?.code).toBeTruthy();

    // Select, see the preview, then cancel: by the button, then by Escape; nothing is played.
    const key = keys[0] as string;
    const before = session.match.steps.length;
    const select = () =>
      act(() => fireEvent.click(container.querySelector(`[data-cell="${key}"]`) as HTMLElement));
    select();
    act(() => fireEvent.click(getByTestId('cancel-selection')));
    expect(container.querySelector('[data-testid="selection"]')).toBeNull();
    select();
    act(() => fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(container.querySelector('[data-testid="selection"]')).toBeNull();
    expect(container.querySelector('[data-testid="cancel-selection"]')).toBeNull();
    expect(session.match.steps.length).toBe(before);
    // Select again, see the preview, then confirm.
    select();
    expect(getByTestId('selection').textContent).toMatch(/=/);
    const half = container.querySelector('[data-testid="half-floor"]') as HTMLElement | null;
    act(() => fireEvent.click(half ?? getByTestId('confirm')));
    expect(session.match.steps.length).toBe(before + 1);
    expect(session.error).toBeNull();
  });

  it('arrow keys move the single tab stop over the board', () => {
    const { container } = render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <ZigzagBoard
          operations={
            zigzag.view(
              (zigzag.setup(zigzag.defaultOptions, 2, 'k') as { ok: true; value: Zigzag.ZigzagState }).value,
              'spectator',
            ).board
          }
          players={[{ cell: [2, 2], previous: [1, 2] }]}
          names={['Léa']}
          home="2-2"
          onCell={() => {}}
        />
      </IntlProvider>,
    );
    const stops = () =>
      [...container.querySelectorAll('button[tabindex="0"]')].map((b) => b.getAttribute('data-cell'));
    expect(container.querySelectorAll('button')).toHaveLength(48);
    expect(stops()).toEqual(['2-2']);
    const start = container.querySelector('[data-cell="2-2"]') as HTMLElement;
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    fireEvent.keyDown(container.querySelector('[data-cell="2-3"]') as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-cell')).toBe('3-3');
    expect(stops()).toEqual(['3-3']);
    const previous = container.querySelector('[data-cell="1-2"]')?.textContent ?? '';
    expect(previous).toContain('case d’où vient Léa');
  });

  it('numbers the rows and columns as the hint names cells, and outlines the hinted cell', async () => {
    const session = await started();
    const seat = acting(session) as number;
    const label = session.match.state.players[seat as 0 | 1].label;
    const { container } = render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <Harness session={session} hint={{ kind: 'start-side', side: 'bottom' }} />
      </IntlProvider>,
    );
    const axis = (kind: string) =>
      [...container.querySelectorAll(`.zz-axis-${kind}`)].map((el) => el.textContent);
    expect(axis('column')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(axis('row')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // The label of row 3 stands level with the cells of row 3.
    const rowLabel = container.querySelector('.zz-axis-row[data-row="3"]') as HTMLElement;
    const cell = container.querySelector('[data-cell="2-0"]') as HTMLElement;
    expect(rowLabel.style.gridRow).toBe(cell.style.gridRow);
    expect([...container.querySelectorAll('.zz-hinted')].map((el) => el.getAttribute('data-cell'))).toEqual([
      `7-${label - 1}`,
    ]);
  });
});
