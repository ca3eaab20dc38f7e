import type { Piste } from '@ludimaths/engine';
import { Piste as P } from '@ludimaths/engine';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n';
import { PawnIcon } from '../../ui/PawnIcon';
import { factorsText } from './explain';
import './piste.css';

export type SquareKind = 'end' | 'last-ultimate' | 'ultimate' | 'raised' | 'composite';

/** What a square is, read from the engine's number theory (the view decides no rule itself). */
export function squareKind(track: Piste.Track, n: number): SquareKind {
  if (n === track.end) return 'end';
  if (n === track.lastUltimate) return 'last-ultimate';
  if (P.isUltimate(n)) return 'ultimate';
  if (P.raisedSource(n) !== undefined) return 'raised';
  return 'composite';
}

/** Serpentine placement as on the printed board: even rows run left to right, odd rows back. */
export function squareCell(n: number, columns: number): { row: number; column: number } {
  const row = Math.floor(n / columns);
  const offset = n % columns;
  return { row: row + 1, column: (row % 2 === 0 ? offset : columns - 1 - offset) + 1 };
}

/**
 * A factorisation laid out to fit a small square: three factors a line, continuation lines starting
 * with "×" ("2 × 2 × 2" / "× 2 × 2 × 2" for 64), narrow no-break spaces inside a line.
 */
export function factorLines(factors: readonly number[], fmt: (n: number) => string): string[] {
  const lines: string[] = [];
  for (let i = 0; i < factors.length; i += 3) {
    const text = factors
      .slice(i, i + 3)
      .map(fmt)
      .join('\u202f×\u202f');
    lines.push(i === 0 ? text : `×\u202f${text}`);
  }
  return lines;
}

export interface BoardProps {
  readonly board: Piste.BoardName;
  readonly positions: readonly number[];
  readonly names: readonly string[];
  readonly columns: number;
  readonly lastTurn?: Piste.PisteTurn | null;
  /** Show only the first squares (the rules page picture). */
  readonly upTo?: number;
  /** Squares as buttons (the tutorial): each tap names its square as `square-<n>`. */
  readonly tap?: SquareTap;
}

/** The tutorial's tappable squares: the one to tap lit and described by the coach's sentence. */
export interface SquareTap {
  readonly lit: string | undefined;
  readonly describedBy: string;
  readonly onTap: (target: string) => void;
}

export function PisteBoard({ board, positions, names, columns, lastTurn, upTo, tap }: BoardProps) {
  const t = useT();
  const intl = useIntl();
  const track = P.TRACKS[board];
  const last = Math.min(upTo ?? track.end, track.end);
  const fmt = (n: number) => intl.formatNumber(n);
  const squares = Array.from({ length: last + 1 }, (_, n) => n);
  return (
    <ol
      className={columns >= 10 ? 'track wide' : 'track'}
      style={{ ['--cols' as string]: columns }}
      aria-label={t('piste.boardLabel', { end: track.end })}
    >
      {squares.map((n) => {
        const kind = squareKind(track, n);
        const { row, column } = squareCell(n, columns);
        const here = positions.flatMap((square, seat) => (square === n ? [seat] : []));
        const composite = kind === 'raised' || kind === 'composite';
        const factors = composite ? factorsText(n, { formatNumber: fmt }) : '';
        const source = P.raisedSource(n);
        const label =
          kind === 'end'
            ? t('piste.squareEnd', { n })
            : kind === 'last-ultimate'
              ? t('piste.squareLast', { n })
              : kind === 'ultimate'
                ? t('piste.squareUltimate', { n })
                : kind === 'raised'
                  ? t('piste.squareRaised', { n, factors, source: source ?? 0 })
                  : t('piste.squareComposite', { n, factors });
        const pawns = here.length
          ? ` ${t('piste.squarePawns', { names: intl.formatList(here.map((s) => names[s] ?? String(s + 1))) })}`
          : '';
        const classes = ['square', `square-${kind}`];
        if (lastTurn && n === lastTurn.to) classes.push('arrived');
        else if (lastTurn && n === lastTurn.landed) classes.push('landed');
        const target = `square-${n}`;
        const lit = tap?.lit === target;
        if (lit) classes.push('lit');
        const face = (
          <>
            <span className="sr-only">{label + pawns}</span>
            <span className="square-face" aria-hidden="true">
              <span className="square-number">{fmt(n)}</span>
              {composite && (
                <span className="square-factors">
                  {factorLines(P.primeFactors(n), fmt).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
              )}
              {kind === 'ultimate' && <span className="tag tag-ultimate">★ {t('piste.ultimate')}</span>}
              {kind === 'last-ultimate' && <span className="tag tag-last">★ → {fmt(0)}</span>}
              {kind === 'raised' && <span className="tag tag-raised">↩ {fmt(source ?? 0)}</span>}
              {kind === 'end' && <span className="tag tag-end">{t('piste.end')}</span>}
              {here.length > 0 && (
                <span className="square-pawns">
                  {here.map((seat) => (
                    <PawnIcon key={seat} seat={seat} size={22} />
                  ))}
                </span>
              )}
            </span>
          </>
        );
        return (
          <li
            key={n}
            className={classes.join(' ')}
            style={{ gridRow: row, gridColumn: column }}
            data-square={n}
          >
            {tap ? (
              <button
                type="button"
                className="square-button"
                data-tutorial-target={target}
                aria-describedby={lit ? tap.describedBy : undefined}
                onClick={() => tap.onTap(target)}
              >
                {face}
              </button>
            ) : (
              face
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function BoardLegend() {
  const t = useT();
  return (
    <ul className="legend">
      <li>
        <span className="legend-swatch square-ultimate" aria-hidden="true">
          ★
        </span>
        {t('piste.legendUltimate')}
      </li>
      <li>
        <span className="legend-swatch square-raised" aria-hidden="true">
          ↩
        </span>
        {t('piste.legendRaised')}
      </li>
      <li>
        <span className="legend-swatch square-last-ultimate" aria-hidden="true">
          → 0
        </span>
        {t('piste.legendLast')}
      </li>
      <li>
        <span className="legend-swatch square-end" aria-hidden="true">
          ⚑
        </span>
        {t('piste.legendEnd')}
      </li>
    </ul>
  );
}
