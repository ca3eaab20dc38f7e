import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * One printed A4 page: the game's name, what the page holds, an optional line of instructions, then
 * the page's content. The print stylesheet starts a new page after each sheet and never splits one,
 * so a sheet's content must fit one page (the browser test measures it).
 */
export function Sheet({
  game,
  title,
  note,
  kind,
  className,
  children,
}: {
  game: string;
  title: string;
  note?: string;
  /** What the sheet holds, for its layout. */
  kind: 'board' | 'tokens' | 'rules';
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={`sheet sheet-${kind}${className ? ` ${className}` : ''}`}
      aria-labelledby={id}
      data-sheet={kind}
    >
      <header className="sheet-head">
        <h2 id={id}>
          <span className="sheet-game">{game}</span> <span className="sheet-title">{title}</span>
        </h2>
        {note && <p className="sheet-note">{note}</p>}
      </header>
      {children}
    </section>
  );
}
