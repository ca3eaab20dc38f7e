import { ExamplePicture } from '../casse-tete/Rules';
import type { RulesSection } from '../RulesPage';
import { RulesPage } from '../RulesPage';

const SOLITAIRE_SECTIONS: readonly RulesSection<'example'>[] = [
  { title: 'rules.casse-tete.hSolitaire', paragraphs: ['rules.casse-tete.solitaire'] },
  { title: 'rules.casse-tete.hNumbers', paragraphs: ['rules.casse-tete.numbers'], picture: 'example' },
];

/** The solitaire's page: the puzzle, then the same numbers written several ways. */
export function SolitaireRules() {
  return <RulesPage sections={SOLITAIRE_SECTIONS} pictures={{ example: <ExamplePicture /> }} />;
}
