import { useT } from '../../i18n';
import type { RulesSection } from '../RulesPage';
import { RulesPage } from '../RulesPage';
import { BoardLegend, PisteBoard } from './Board';
import { useColumns } from './PisteScreen';

const SECTIONS: readonly RulesSection[] = [
  { title: 'rules.piste.hGoal', paragraphs: ['rules.piste.goal', 'rules.piste.start'] },
  { title: 'rules.piste.hTurn', paragraphs: ['rules.piste.turn'] },
  {
    title: 'rules.piste.hSquares',
    paragraphs: ['rules.piste.ultimate', 'rules.piste.raised', 'rules.piste.last', 'rules.piste.once'],
    picture: 'board',
  },
  { title: 'rules.piste.hEnd', paragraphs: ['rules.piste.bounce', 'rules.piste.oneDie'] },
];

/** The rules in our own words, with the real board component as the picture. */
export function PisteRules() {
  const t = useT();
  const columns = useColumns();
  return (
    <RulesPage
      sections={SECTIONS}
      pictures={{
        board: (
          <figure>
            <PisteBoard board="grande" positions={[]} names={[]} columns={columns} upTo={29} />
            <figcaption>{t('rules.piste.picture')}</figcaption>
            <BoardLegend />
          </figure>
        ),
      }}
    />
  );
}
