import { Finito as F } from '@ludimaths/engine';
import { useT } from '../../i18n';
import type { RulesSection } from '../RulesPage';
import { RulesPage } from '../RulesPage';
import { FinitoBoard } from './Board';
import { runText, runTokens } from './explain';

const SECTIONS: readonly RulesSection[] = [
  { title: 'rules.finito.hGoal', paragraphs: ['rules.finito.goal'] },
  { title: 'rules.finito.hBoard', paragraphs: ['rules.finito.board'], picture: 'board' },
  {
    title: 'rules.finito.hTurn',
    paragraphs: ['rules.finito.turn', 'rules.finito.placement', 'rules.finito.nearest'],
  },
  { title: 'rules.finito.hMove', paragraphs: ['rules.finito.move'] },
  { title: 'rules.finito.hEnd', paragraphs: ['rules.finito.end', 'rules.finito.caps', 'rules.finito.solo'] },
];

/** A board after a few rolls: 3, 4, 5, 6, 7 in order (a run of 5), 2 and 10 elsewhere. */
const EXAMPLE: readonly [token: number, cell: number][] = [
  [3, 2],
  [4, 5],
  [5, 7],
  [6, 8],
  [7, 11],
  [10, 17],
  [2, 20],
  [12, 30],
];

function exampleBoard(): number[] {
  const board = F.EMPTY_BOARD.slice();
  for (const [token, cell] of EXAMPLE) board[cell] = token;
  return board;
}

/** The rules in our own words, with the real board component as the picture. */
export function FinitoRules() {
  const t = useT();
  const board = exampleBoard();
  const cells = F.tokenCells(board);
  const run = new Set(runTokens(board).map((token) => cells[token] as number));
  return (
    <RulesPage
      sections={SECTIONS}
      className="rules finito-rules"
      pictures={{
        board: (
          <figure>
            <FinitoBoard board={board} label={t('rules.finito.picture')} run={run} />
            <figcaption>
              {t('rules.finito.picture')} {runText(board, t)}
            </figcaption>
          </figure>
        ),
      }}
    />
  );
}
