import type { Reason } from '@ludimaths/engine';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { AnyWebGame, DescribeContext } from '../games/types';
import type { Translate } from '../i18n';
import { isMessageId } from '../i18n';
import { moveDataText } from '../session/hint';
import type { TableController } from '../session/table';

interface HintState {
  /** The turn it was asked for: a hint vanishes as soon as anything is played. */
  readonly turn: string;
  readonly status: 'asking' | 'done' | 'failed';
  readonly move?: unknown;
  readonly reason?: Reason;
}

/** The reason in words (`hint.<code>`), or nothing for a code without a message yet. */
export function reasonText(reason: Reason | undefined, t: Translate): string | null {
  if (!reason) return null;
  const id = `hint.${reason.code}`;
  return isMessageId(id) ? t(id, reason.params ? { ...reason.params } : undefined) : null;
}

/** "L'ordinateur jouerait : lancer un seul dé." and the reason, from the game's own words when it has them. */
export function hintLines(
  game: Pick<AnyWebGame, 'describeMove'>,
  move: unknown,
  reason: Reason | undefined,
  context: DescribeContext,
): string[] {
  const described = game.describeMove ? game.describeMove(move, context) : moveDataText(move);
  const why = reasonText(reason, context.t);
  return [context.t('hint.move', { move: described }), ...(why ? [why] : [])];
}

/**
 * The hint button of a person's turn: asks the table what the strongest computer player would play
 * from that seat's own view, shows the move with its reason, and tells the screen which move to
 * highlight (`onSuggest`). Hidden while the computer plays and during a handoff.
 */
export function HintPanel({
  table,
  game,
  context,
  onSuggest,
  children,
}: {
  table: TableController;
  game: AnyWebGame;
  context: DescribeContext;
  onSuggest?: (move: unknown) => void;
  /** Other help for the same turn, beside the hint (the takeback button). */
  children?: ReactNode;
}) {
  const seat = table.acting;
  const turn = `${table.revision}:${seat}`;
  const [hint, setHint] = useState<HintState | null>(null);
  const current = hint?.turn === turn ? hint : null;
  const suggested = current?.status === 'done' ? current.move : undefined;

  useEffect(() => {
    onSuggest?.(suggested);
    return () => onSuggest?.(undefined);
  }, [suggested, onSuggest]);

  if (seat === null) return null;
  // The online table's creator forbade hints: no button, only that fact, where the button would be.
  if (table.hintsAllowed === false) {
    return (
      <section className="hint-panel" aria-label={context.t('hint.button')} data-testid="hint-off">
        <p className="hint">{context.t('hint.off')}</p>
        {children}
      </section>
    );
  }
  // One possible action (roll both dice, pass): nothing to advise, so no button, only that fact.
  if (table.legal.length === 1) {
    return (
      <section className="hint-panel" aria-label={context.t('hint.button')} data-testid="hint-none">
        <p className="hint">{context.t('hint.onlyOne')}</p>
        {children}
      </section>
    );
  }
  const ask = () => {
    if (current?.status === 'asking') return;
    setHint({ turn, status: 'asking' });
    table.hint().then(
      (answer) =>
        setHint((h) =>
          h?.turn === turn ? { turn, status: 'done', move: answer.move, reason: answer.reason } : h,
        ),
      () => setHint((h) => (h?.turn === turn ? { turn, status: 'failed' } : h)),
    );
  };
  const lines =
    current?.status === 'done'
      ? hintLines(game, current.move, current.reason, context)
      : current?.status === 'asking'
        ? [context.t('hint.asking')]
        : current?.status === 'failed'
          ? [context.t('hint.failed')]
          : [];
  return (
    <section className="hint-panel" aria-label={context.t('hint.button')}>
      <button
        type="button"
        className="button secondary"
        onClick={ask}
        aria-disabled={current?.status === 'asking'}
        data-testid="hint"
      >
        {context.t('hint.button')}
      </button>
      {children}
      <div role="status" aria-live="polite" className="hint-text" data-testid="hint-text">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
}
