import type { CasseTete as CT } from '@ludimaths/engine';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n';
import { numberStyle, sideTexts, tokenLabel } from './explain';

/**
 * The face of a token: its four numbers exactly as printed, each on its side once turned. The numbers
 * stay upright so they read well on a phone and a projector (a child does not read text on its side).
 * The face is three rows: the top and bottom values each on a strip of the full width, written inline
 * ("3/24"), and between them the left and right values, whose fractions stack with a bar so that two
 * long ones still fit side by side in a phone's fifth of the screen.
 *
 * The token's own number, printed in its top-left corner, moves to the next corner with each clockwise
 * quarter turn; once turned, an arrow in the other corner of the same side points where the printed top
 * now is, so the rotation is visible without colour. Each corner lies on a strip beside a value: the
 * number and the arrow on one strip would leave a five-character value no room on a phone.
 */
export function TokenFace({
  token,
  turns,
  label = token,
}: {
  token: CT.TokenId;
  turns: CT.Turns;
  label?: number;
}) {
  const t = useT();
  const [top, right, bottom, left] = sideTexts(token, turns, numberStyle(t));
  const corners = cornerMarks(turns, label);
  return (
    <span className="ct-face" aria-hidden="true">
      <span className="ct-strip">
        {corners.topLeft}
        <span className="ct-n ct-top">{top}</span>
        {corners.topRight}
      </span>
      <span className="ct-band">
        <SideValue className="ct-n ct-left" text={left} />
        <SideValue className="ct-n ct-right" text={right} />
      </span>
      <span className="ct-strip">
        {corners.bottomLeft}
        <span className="ct-n ct-bottom">{bottom}</span>
        {corners.bottomRight}
      </span>
    </span>
  );
}

type Corner = 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';
/** The corners clockwise from the printed top-left: where the number stands after `turns` quarter turns. */
const CLOCKWISE: readonly Corner[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'];
/** The other corner of the same side (left or right), where the arrow goes. */
const SAME_SIDE: Record<Corner, Corner> = {
  topLeft: 'bottomLeft',
  topRight: 'bottomRight',
  bottomRight: 'topRight',
  bottomLeft: 'topLeft',
};

function cornerMarks(turns: CT.Turns, label: number): Partial<Record<Corner, ReactNode>> {
  const corner = CLOCKWISE[turns] ?? 'topLeft';
  const end = corner.endsWith('Right') ? ' ct-end' : '';
  const marks: Partial<Record<Corner, ReactNode>> = {
    [corner]: <span className={`ct-corner ct-id ct-label${end}`}>{label}</span>,
  };
  if (turns > 0)
    marks[SAME_SIDE[corner]] = <span className={`ct-corner ct-turns ct-turns-${turns}${end}`}>↑</span>;
  return marks;
}

/**
 * A left or right value: a fraction stacks, numerator over a bar over denominator (the slash stays in
 * the text, hidden by the bar, so the face still reads "3/24" to a copy or a test); others stay inline.
 */
function SideValue({ text, className }: { text: string; className: string }) {
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (!fraction) return <span className={className}>{text}</span>;
  return (
    <span className={`${className} ct-frac`}>
      <span className="ct-num">{fraction[1]}</span>
      <span className="ct-bar">/</span>
      <span className="ct-den">{fraction[2]}</span>
    </span>
  );
}

/** A token lying on the table or shown in a picture: an image with its values in words. */
export function TokenPicture({
  token,
  turns,
  className,
}: {
  token: CT.TokenId;
  turns: CT.Turns;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      className={`ct-token${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={tokenLabel(t, token, turns)}
    >
      <TokenFace token={token} turns={turns} />
    </div>
  );
}

/** A token one can pick (hand, tray): a real button, its four values in its accessible name. */
export function TokenButton({
  token,
  turns,
  selected,
  className,
  badge,
  label = token,
  ...rest
}: {
  token: CT.TokenId;
  turns: CT.Turns;
  selected: boolean;
  badge?: string;
  /** The number shown for the token (the solitaire shows its place in a shuffled tray). */
  label?: number;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useT();
  return (
    <button
      type="button"
      className={`ct-token ct-pick${selected ? ' ct-selected' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={selected}
      {...rest}
    >
      {/* The name is this text, not an aria-label, so it never conflicts with the visible numbers. */}
      <span className="sr-only">{`${tokenLabel(t, token, turns, label)}${badge ? ` (${badge})` : ''}`}</span>
      <TokenFace token={token} turns={turns} label={label} />
      {badge && (
        <span className="ct-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}

/** ↺ and ↻: turn the chosen token a quarter turn either way (both screens of the game use them). */
export function RotateButtons({
  rotate,
  disabled,
  testIdPrefix,
}: {
  rotate: (by: -1 | 1) => void;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  const t = useT();
  return (
    <>
      {([-1, 1] as const).map((by) => (
        <button
          key={by}
          type="button"
          className="button secondary"
          onClick={() => rotate(by)}
          aria-label={t(by < 0 ? 'casse-tete.rotateLeft' : 'casse-tete.rotateRight')}
          {...(disabled === undefined ? {} : { 'aria-disabled': disabled })}
          data-testid={`${testIdPrefix}-${by < 0 ? 'left' : 'right'}`}
        >
          {by < 0 ? '↺' : '↻'}
        </button>
      ))}
    </>
  );
}
