import { FactTable, Figure } from '../../facts/Figure';
import type { DrawnToken, SolitaireShapeFacts } from '../../facts/types';
import { FACTS, useFactsWords } from '../../facts/words';

const { solitaire } = FACTS;
const shapeKey = (s: SolitaireShapeFacts) => `${s.rows}x${s.cols}`;
const find = (rows: number, cols: number, rotation: boolean) =>
  solitaire.shapes.find((s) => s.rows === rows && s.cols === cols && s.rotation === rotation);

export function SolitaireFacts() {
  return (
    <>
      <CountsFigure />
      <DrawnFigure />
    </>
  );
}

function CountsFigure() {
  const { t, integer } = useFactsWords();
  const shapes = solitaire.shapes.filter((s) => s.rotation);
  const cell = (s: SolitaireShapeFacts | undefined) =>
    s && (
      <>
        <strong>{integer(s.solutions)}</strong>
        <br />
        <small>{t('facts.solitaire.nodes', { nodes: s.nodes })}</small>
      </>
    );
  return (
    <Figure
      title={t('facts.solitaire.counts.title')}
      why={t('facts.solitaire.counts.why', {
        rotation: find(6, 5, true)?.solutions ?? 0,
        fixed: find(6, 5, false)?.solutions ?? 0,
      })}
    >
      <p>{t('facts.solitaire.counts.text', { tokens: solitaire.tokens })}</p>
      <FactTable
        testId="solitaire-counts"
        columns={[t('facts.solitaire.shape'), t('facts.solitaire.rotation'), t('facts.solitaire.fixed')]}
      >
        {shapes.map((s) => (
          <tr key={shapeKey(s)}>
            <th scope="row">{`${integer(s.rows)}\u00a0×\u00a0${integer(s.cols)}`}</th>
            <td>{cell(s)}</td>
            <td>{cell(find(s.rows, s.cols, false))}</td>
          </tr>
        ))}
      </FactTable>
      <aside className="fact-why">
        <h4>{t('facts.why')}</h4>
        <p>{t('facts.solitaire.proof.why', { odd: solitaire.oddValues })}</p>
      </aside>
    </Figure>
  );
}

function DrawnFigure() {
  const { t } = useFactsWords();
  const solved = solitaire.shapes.filter((s) => s.drawn !== null);
  return (
    <section className="fact">
      <h3>{t('facts.solitaire.drawn.title')}</h3>
      {solved.map((s) => (
        <figure key={`${shapeKey(s)}-${s.rotation}`} className="fact-solution">
          <div
            className="fact-grid"
            style={{ gridTemplateColumns: `repeat(${s.cols}, 1fr)` }}
            data-testid={`solution-${shapeKey(s)}-${s.rotation ? 'rotation' : 'fixed'}`}
          >
            {s.drawn?.flat().map((token) => (
              <TokenBox key={token.token} token={token} />
            ))}
          </div>
          <figcaption>
            {t('facts.solitaire.drawn.caption', { rows: s.rows, cols: s.cols, rotation: String(s.rotation) })}
          </figcaption>
        </figure>
      ))}
    </section>
  );
}

/** A token with its four numbers on its four sides, as it lies in the solution. */
function TokenBox({ token }: { token: DrawnToken }) {
  const { t } = useFactsWords();
  const label = `${t('facts.solitaire.drawn.token', { token: token.token })}: ${token.top}, ${token.right}, ${token.bottom}, ${token.left}`;
  return (
    <div className="fact-token" role="img" aria-label={label}>
      <span className="fact-top">{token.top}</span>
      <span className="fact-left">{token.left}</span>
      <span className="fact-number">{token.token}</span>
      <span className="fact-right">{token.right}</span>
      <span className="fact-bottom">{token.bottom}</span>
    </div>
  );
}
