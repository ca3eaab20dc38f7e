import type { MessageId } from '../../i18n';
import { useT } from '../../i18n';
import { BoardLegend, PisteBoard } from './Board';
import { useColumns } from './PisteScreen';

const PARAGRAPHS: readonly MessageId[] = [
  'rules.piste.goal',
  'rules.piste.start',
  'rules.piste.turn',
  'rules.piste.ultimate',
  'rules.piste.raised',
  'rules.piste.last',
  'rules.piste.bounce',
  'rules.piste.oneDie',
  'rules.piste.once',
];

/** The rules in our own words, with the real board component as the picture. */
export function PisteRules() {
  const t = useT();
  const columns = useColumns();
  return (
    <div className="rules">
      {PARAGRAPHS.map((id) => (
        <p key={id}>{t(id)}</p>
      ))}
      <figure>
        <PisteBoard board="grande" positions={[]} names={[]} columns={columns} upTo={29} />
        <figcaption>{t('rules.piste.picture')}</figcaption>
      </figure>
      <BoardLegend />
    </div>
  );
}
