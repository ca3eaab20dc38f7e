/**
 * Seat identities shared by every game: Okabe–Ito colours (told apart with every common colour-vision
 * deficiency) AND a different shape per seat, so colour is never the only cue.
 */
export const SEAT_COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'] as const;
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

export function PawnIcon({ seat, size = 28, label }: { seat: number; size?: number; label?: string }) {
  const color = SEAT_COLORS[seat % SEAT_COLORS.length];
  const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length];
  const common = { fill: color, stroke: '#1b1b1b', strokeWidth: 2 };
  return (
    <svg
      className="pawn"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {shape === 'circle' && <circle cx="16" cy="16" r="13" {...common} />}
      {shape === 'square' && <rect x="4" y="4" width="24" height="24" rx="3" {...common} />}
      {shape === 'triangle' && <path d="M16 3 L30 28 L2 28 Z" {...common} />}
      {shape === 'diamond' && <path d="M16 2 L30 16 L16 30 L2 16 Z" {...common} />}
      <text
        x="16"
        y={shape === 'triangle' ? 24 : 21}
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
      >
        {seat + 1}
      </text>
    </svg>
  );
}
