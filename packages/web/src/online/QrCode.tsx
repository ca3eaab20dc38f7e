import { encode } from 'uqr';

/**
 * The join link as a QR code, drawn here as one SVG path (no image service, no canvas): each dark
 * module a 1 × 1 square, with the quiet zone the standard asks for.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const size = data.length;
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid="qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
