import type { ReactNode } from 'react';
import { useFactsWords } from './words';

/** One figure of the page: a heading, the figure itself, then its "pourquoi" to project in class. */
export function Figure({ title, why, children }: { title: string; why: string; children: ReactNode }) {
  const { t } = useFactsWords();
  return (
    <section className="fact" aria-label={title}>
      <h3>{title}</h3>
      {children}
      <aside className="fact-why">
        <h4>{t('facts.why')}</h4>
        <p>{why}</p>
      </aside>
    </section>
  );
}

/** A figure's table: one header row of column titles, then the rows the figure gives. */
export function FactTable({
  columns,
  className = 'fact-table',
  testId,
  children,
}: {
  columns: readonly string[];
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((title) => (
            <th scope="col" key={title}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
