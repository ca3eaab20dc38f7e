import type { Translate } from '../i18n';
import type { TableController } from '../session/table';

const nameOf = (table: TableController, seat: number) => table.seats[seat]?.name ?? String(seat + 1);

/**
 * What the end of a game says about hints: a solitaire (or any solo game) solved with hints says
 * how many; with several seats, each seat that asked for some is named.
 */
export function hintsAtEnd(table: TableController, t: Translate): string[] {
  const used = table.hintsUsed ?? [];
  if (table.seats.length === 1) {
    const count = used[0] ?? 0;
    return count > 0 ? [t('hint.endSolo', { count })] : [];
  }
  return used.flatMap((count, seat) =>
    count > 0 ? [t('hint.endSeat', { name: nameOf(table, seat), count })] : [],
  );
}

/**
 * Beside an online table whose creator allows hints: that fact, and, as they are asked, how many each
 * seat used (live, for everyone at the table and every spectator). Where they are off, the acting
 * seat reads so where the hint button would be.
 */
export function HintsUsed({ table, t }: { table: TableController; t: Translate }) {
  if (!table.hintsAllowed) return null;
  const used = table.hintsUsed ?? [];
  return (
    <section className="hints-used" data-testid="hints-used" data-allowed={table.hintsAllowed}>
      <p className="hint">{t('hint.on')}</p>
      {used.some((n) => n > 0) && (
        <ul aria-live="polite">
          {used.map((count, seat) =>
            count > 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              <li key={seat}>{t('hint.usedBy', { name: nameOf(table, seat), count })}</li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}
