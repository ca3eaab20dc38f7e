import { useEffect, useState } from 'react';
import { useT } from '../i18n';

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

function Face({ value }: { value: number }) {
  return (
    <svg className="die" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="1.5" y="1.5" width="37" height="37" rx="7" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x * 10} cy={y * 10} r="3.6" />
      ))}
    </svg>
  );
}

/**
 * Dice faces. While `rolling` (and motion is allowed) the faces tumble for a moment; the real
 * outcome comes from the engine afterwards, so the animation never decides anything.
 */
export function Dice({
  values,
  rolling,
  count,
}: {
  values: readonly number[];
  rolling: boolean;
  count: number;
}) {
  const t = useT();
  const [tumble, setTumble] = useState<number[]>([]);
  useEffect(() => {
    if (!rolling) return;
    let i = 0;
    const timer = setInterval(() => {
      i++;
      setTumble(Array.from({ length: count }, (_, k) => ((i * (k + 3) + k) % 6) + 1));
    }, 90);
    return () => clearInterval(timer);
  }, [rolling, count]);
  const shown = rolling
    ? tumble.length === count
      ? tumble
      : Array.from({ length: count }, () => 1)
    : values;
  const label = rolling
    ? t('dice.rolling')
    : shown.length === 1
      ? t('dice.one', { a: shown[0] as number })
      : shown.length === 2
        ? t('dice.two', { a: shown[0] as number, b: shown[1] as number })
        : '';
  if (shown.length === 0) return <div className="dice dice-empty" />;
  return (
    <div className={`dice${rolling ? ' rolling' : ''}`} role="img" aria-label={label}>
      {shown.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional
        <Face key={i} value={value} />
      ))}
    </div>
  );
}
