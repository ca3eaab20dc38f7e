import type { ReactNode } from 'react';
import type { MessageId } from '../i18n';
import { useT } from '../i18n';

/** One section of a rules page: a heading, its paragraphs and, optionally, one of the page's pictures. */
export interface RulesSection<P extends string = 'board'> {
  readonly title: MessageId;
  readonly paragraphs: readonly MessageId[];
  readonly picture?: P;
}

/** A game's rules page: the sections in order, each picture after its section's paragraphs. */
export function RulesPage<P extends string>({
  sections,
  pictures,
  className = 'rules',
}: {
  sections: readonly RulesSection<P>[];
  pictures: Readonly<Record<P, ReactNode>>;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={section.title}>
          <h2 id={section.title}>{t(section.title)}</h2>
          {section.paragraphs.map((id) => (
            <p key={id}>{t(id)}</p>
          ))}
          {section.picture && pictures[section.picture]}
        </section>
      ))}
    </div>
  );
}
