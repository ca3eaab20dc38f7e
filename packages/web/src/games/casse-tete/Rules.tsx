import type { CasseTete as CT } from '@ludimaths/engine';
import { CasseTete } from '@ludimaths/engine';
import { Link } from 'wouter';
import { useT } from '../../i18n';
import type { RulesSection } from '../RulesPage';
import { RulesPage } from '../RulesPage';
import { TokenPicture } from './Token';
import './casse-tete.css';

/** The seed's example: tokens 12, 13, 17 and 18 in a square, every touching pair equal. */
const EXAMPLE: readonly { token: CT.TokenId; turns: CT.Turns }[] = [12, 13, 17, 18].map((token) => ({
  token: CasseTete.tokenId(token),
  turns: 0,
}));

const TURNED = CasseTete.tokenId(13);

const SECTIONS: readonly RulesSection<'example' | 'turn' | 'solitaire'>[] = [
  { title: 'rules.casse-tete.hGoal', paragraphs: ['rules.casse-tete.goal'] },
  { title: 'rules.casse-tete.hNumbers', paragraphs: ['rules.casse-tete.numbers'], picture: 'example' },
  {
    title: 'rules.casse-tete.hGame',
    paragraphs: [
      'rules.casse-tete.setup',
      'rules.casse-tete.turn',
      'rules.casse-tete.points',
      'rules.casse-tete.end',
    ],
    picture: 'turn',
  },
  { title: 'rules.casse-tete.hSolitaire', paragraphs: ['rules.casse-tete.solitaire'], picture: 'solitaire' },
];

/** The rules in our own words, with real token components as the picture. */
export function CasseTeteRules() {
  const t = useT();
  return (
    <RulesPage
      sections={SECTIONS}
      pictures={{
        turn: (
          <figure>
            <div className="ct-example-row">
              <TokenPicture token={TURNED} turns={0} />
              <span aria-hidden="true" className="ct-arrow">
                ↻
              </span>
              <TokenPicture token={TURNED} turns={1} />
            </div>
            <figcaption>{t('rules.casse-tete.turnPicture')}</figcaption>
          </figure>
        ),
        solitaire: (
          <p>
            <Link href="/new/casse-tete-solitaire" className="button secondary">
              {t('casse-tete.solitaireLink')}
            </Link>
          </p>
        ),
        example: <ExamplePicture />,
      }}
    />
  );
}

/** Four tokens in a square, every touching pair equal (the solitaire's rules page shows it too). */
export function ExamplePicture() {
  const t = useT();
  return (
    <figure>
      <div className="ct-example">
        {EXAMPLE.map((p) => (
          <TokenPicture key={p.token} token={p.token} turns={p.turns} />
        ))}
      </div>
      <figcaption>{t('rules.casse-tete.picture')}</figcaption>
    </figure>
  );
}
