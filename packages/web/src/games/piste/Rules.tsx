import type { MessageId } from '../../i18n';
import { useT } from '../../i18n';
import { BoardLegend, PisteBoard } from './Board';
import { useColumns } from './PisteScreen';

const SECTIONS: readonly { title: MessageId; paragraphs: readonly MessageId[]; picture?: true }[] = [
  { title: 'rules.piste.hGoal', paragraphs: ['rules.piste.goal', 'rules.piste.start'] },
  { title: 'rules.piste.hTurn', paragraphs: ['rules.piste.turn'] },
  {
    title: 'rules.piste.hSquares',
    paragraphs: ['rules.piste.ultimate', 'rules.piste.raised', 'rules.piste.last', 'rules.piste.once'],
    picture: true,
  },
  { title: 'rules.piste.hEnd', paragraphs: ['rules.piste.bounce', 'rules.piste.oneDie'] },
];

/** The rules in our own words, with the real board component as the picture. */
export function PisteRules() {
  const t = useT();
  const columns = useColumns();
  return (
    <div className="rules">
      {SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={section.title}>
          <h2 id={section.title}>{t(section.title)}</h2>
          {section.paragraphs.map((id) => (
            <p key={id}>{t(id)}</p>
          ))}
          {section.picture && (
            <figure>
              <PisteBoard board="grande" positions={[]} names={[]} columns={columns} upTo={29} />
              <figcaption>{t('rules.piste.picture')}</figcaption>
              <BoardLegend />
            </figure>
          )}
        </section>
      ))}
    </div>
  );
}
