import type { Piste } from '@ludimaths/engine';
import { FactTable, Figure } from '../../facts/Figure';
import type { PisteBoardFacts } from '../../facts/types';
import { FACTS, useFactsWords } from '../../facts/words';
import type { FactsProps } from '../plugin';

/** Both boards, the one of the card the reader came from first (the petite piste's card presets it). */
export function PisteFacts({ options }: FactsProps) {
  const first: Piste.BoardName = options?.board === 'petite' ? 'petite' : 'grande';
  const boards = [...FACTS.piste].sort((a, b) => Number(b.board === first) - Number(a.board === first));
  return (
    <>
      {boards.map((board) => (
        <BoardFacts key={board.board} facts={board} />
      ))}
    </>
  );
}

function BoardFacts({ facts }: { facts: PisteBoardFacts }) {
  const { t } = useFactsWords();
  const headingId = `facts-board-${facts.board}`;
  return (
    <section aria-labelledby={headingId} data-testid={headingId}>
      <h2 id={headingId}>{t(`facts.piste.board.${facts.board}`, { end: facts.end })}</h2>
      <TurnsFigure facts={facts} />
      <DiceFigure facts={facts} />
      <RaisedFigure facts={facts} />
      <SeatsFigure facts={facts} />
    </section>
  );
}

function TurnsFigure({ facts }: { facts: PisteBoardFacts }) {
  const { t, decimal, integer } = useFactsWords();
  return (
    <Figure title={t('facts.piste.turns.title')} why={t('facts.piste.turns.why')}>
      <p data-testid="piste-turns">
        {t('facts.piste.turns.text', {
          twoDice: decimal(facts.expectedTurns.twoDice),
          optimal: decimal(facts.expectedTurns.optimal),
          medianTwoDice: integer(facts.medianTurns.twoDice),
          medianOptimal: integer(facts.medianTurns.optimal),
        })}
      </p>
    </Figure>
  );
}

function DiceFigure({ facts }: { facts: PisteBoardFacts }) {
  const { t, decimal, integer, list } = useFactsWords();
  return (
    <Figure title={t('facts.piste.squares.title')} why={t('facts.piste.squares.why')}>
      <p data-testid="piste-one-die">
        {t('facts.piste.squares.text', { squares: list(facts.oneDieSquares) })}
      </p>
      <details className="fact-details">
        <summary>{t('facts.piste.squares.table')}</summary>
        <FactTable
          columns={[
            t('facts.piste.squares.square'),
            t('facts.piste.squares.oneDie'),
            t('facts.piste.squares.twoDice'),
          ]}
        >
          {facts.squares.map((s) => (
            <tr key={s.square} className={s.oneDie < s.twoDice ? 'fact-best-one' : undefined}>
              <th scope="row">{integer(s.square)}</th>
              <td>{decimal(s.oneDie, 3)}</td>
              <td>{decimal(s.twoDice, 3)}</td>
            </tr>
          ))}
        </FactTable>
      </details>
    </Figure>
  );
}

function RaisedFigure({ facts }: { facts: PisteBoardFacts }) {
  const { t, integer } = useFactsWords();
  const farthest = facts.raised.reduce((a, b) => (b.square - b.source > a.square - a.source ? b : a));
  return (
    <Figure title={t('facts.piste.raised.title')} why={t('facts.piste.raised.why')}>
      <p>
        {t('facts.piste.raised.text', {
          count: facts.raised.length,
          square: farthest.square,
          source: farthest.source,
          back: farthest.square - farthest.source,
        })}
      </p>
      <FactTable
        columns={[
          t('facts.piste.raised.square'),
          t('facts.piste.raised.source'),
          t('facts.piste.raised.back'),
        ]}
      >
        {facts.raised.map((r) => (
          <tr key={r.square}>
            <th scope="row">{integer(r.square)}</th>
            <td>{integer(r.source)}</td>
            <td>{integer(r.square - r.source)}</td>
          </tr>
        ))}
      </FactTable>
    </Figure>
  );
}

function SeatsFigure({ facts }: { facts: PisteBoardFacts }) {
  const { t, decimal, integer, percent } = useFactsWords();
  const counts = Object.keys(facts.winProbability).map(Number) as Piste.PlayerCount[];
  // Seats numbered from 1, as players say them; enough columns for the largest table.
  const seats = Array.from({ length: Math.max(...counts) }, (_, i) => i + 1);
  return (
    <Figure title={t('facts.piste.seats.title')} why={t('facts.piste.seats.why')}>
      <p>{t('facts.piste.seats.text')}</p>
      <FactTable
        testId={`piste-seats-${facts.board}`}
        columns={[
          t('facts.piste.seats.players'),
          ...seats.map((seat) => t('facts.piste.seats.seat', { seat })),
          t('facts.piste.seats.gameTurns'),
        ]}
      >
        {counts.map((n) => (
          <tr key={n}>
            <th scope="row">{integer(n)}</th>
            {seats.map((seat) => (
              <td key={seat}>{seat <= n ? percent(facts.winProbability[n][seat - 1] ?? 0) : ''}</td>
            ))}
            <td>{decimal(facts.expectedGameTurns[n])}</td>
          </tr>
        ))}
      </FactTable>
    </Figure>
  );
}
