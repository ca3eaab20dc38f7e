import type { ChanceOutcome } from '../../core/chance';
import type { TokenId } from './tokens';
import { TOKEN_COUNT } from './tokens';
import type { CasseTeteChance } from './types';

const frozenOutcomes = (kind: 'start' | 'draw'): readonly ChanceOutcome<CasseTeteChance>[] =>
  Array.from({ length: TOKEN_COUNT + 1 }, (_, token) =>
    Object.freeze({ outcome: Object.freeze({ kind, token: token as TokenId }), weight: 1 }),
  );

// One frozen outcome object per token and kind, so listing the bank allocates only the array.
const START_OUTCOMES = frozenOutcomes('start');
const DRAW_OUTCOMES = frozenOutcomes('draw');

/** Every token still in the bank, with equal weights. */
export function bankOutcomes(bank: number, kind: 'start' | 'draw'): ChanceOutcome<CasseTeteChance>[] {
  const table = kind === 'start' ? START_OUTCOMES : DRAW_OUTCOMES;
  const out: ChanceOutcome<CasseTeteChance>[] = [];
  for (let token = 1; token <= TOKEN_COUNT; token++)
    if ((bank & (1 << token)) !== 0) out.push(table[token] as ChanceOutcome<CasseTeteChance>);
  return out;
}
