import { Zigzag as Z } from '@ludimaths/engine';
import { useT } from '../../i18n';
import type { RulesSection } from '../RulesPage';
import { RulesPage } from '../RulesPage';
import type { Candidate, CellKey } from './Board';
import { cellKey, ZigzagBoard } from './Board';
import './zigzag.css';

const SECTIONS: readonly RulesSection[] = [
  { title: 'rules.zigzag.hGoal', paragraphs: ['rules.zigzag.goal'] },
  { title: 'rules.zigzag.hBoard', paragraphs: ['rules.zigzag.board'], picture: 'board' },
  { title: 'rules.zigzag.hSetup', paragraphs: ['rules.zigzag.setup'] },
  {
    title: 'rules.zigzag.hTurn',
    paragraphs: ['rules.zigzag.turn', 'rules.zigzag.forbidden', 'rules.zigzag.half'],
  },
  { title: 'rules.zigzag.hScore', paragraphs: ['rules.zigzag.score'] },
  { title: 'rules.zigzag.hEnd', paragraphs: ['rules.zigzag.end'] },
];

// The picture: a pawn on row 4, column 3, come from the cell above it; its other neighbours glow.
const PAWN: readonly [number, number] = [3, 2];
const CAME_FROM: readonly [number, number] = [2, 2];

/** The rules in our own words, with the real board component as the picture. */
export function ZigzagRules() {
  const t = useT();
  const operations = Z.makeBoardRows(Z.STANDARD_BOARD);
  const candidates = new Map<CellKey, Candidate>();
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const row = PAWN[0] + dr;
      const column = PAWN[1] + dc;
      if ((dr === 0 && dc === 0) || (row === CAME_FROM[0] && column === CAME_FROM[1])) continue;
      candidates.set(cellKey(row, column), { short: [], label: '' });
    }
  }
  return (
    <RulesPage
      sections={SECTIONS}
      className="rules zz"
      pictures={{
        board: (
          <figure>
            <ZigzagBoard
              operations={operations}
              players={[{ cell: PAWN, previous: CAME_FROM }]}
              names={['1']}
              candidates={candidates}
            />
            <figcaption>{t('rules.zigzag.picture')}</figcaption>
          </figure>
        ),
      }}
    />
  );
}
