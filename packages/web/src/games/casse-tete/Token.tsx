import type { CasseTete as CT } from '@ludimaths/engine';
import type { ButtonHTMLAttributes } from 'react';
import { useT } from '../../i18n';
import { numberStyle, sideTexts, tokenLabel } from './explain';

/**
 * The face of a token: its four numbers exactly as printed, each on its side once turned. The numbers
 * stay upright so they read well on a phone and a projector; the token's own number, printed in its
 * top-left corner, moves to the next corner with each clockwise quarter turn, and an arrow under it
 * points where the printed top now is, so the rotation is visible without colour. The number and the
 * arrow stack in the corner, clear of the values: a row of ↻ beside the number ran into the top value.
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
  return (
    <span className="ct-face" aria-hidden="true">
      <span className="ct-n ct-top">{top}</span>
      <span className="ct-n ct-right">{right}</span>
      <span className="ct-n ct-bottom">{bottom}</span>
      <span className="ct-n ct-left">{left}</span>
      {/* The token's number sits in its top-left corner and travels round with each quarter turn. */}
      <span className={`ct-id ct-corner-${turns}`}>
        <span className="ct-label">{label}</span>
        {turns > 0 && <span className={`ct-turns ct-turns-${turns}`}>↑</span>}
      </span>
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
