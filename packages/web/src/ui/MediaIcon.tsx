/**
 * The replay's transport symbols, drawn by the app: the Unicode ones (⏵ ⏸ ◀◀) are missing from many
 * phones' and school computers' fonts, which showed them as empty boxes. Decorative: the button's
 * words say what it does.
 */
export type MediaIconName = 'first' | 'prev' | 'next' | 'last' | 'play' | 'pause';

const SHAPES: Record<MediaIconName, string> = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  prev: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  last: 'M11 3h2v10h-2zM3 3v10l7-5z',
  play: 'M4 2v12l10-6z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
};

export function MediaIcon({ name }: { name: MediaIconName }) {
  return (
    <svg
      className="media-icon"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[name]} fill="currentColor" />
    </svg>
  );
}
