import type { Finding, Forced } from '@ludimaths/engine';
import type { AnalysisWords, DescribeContext } from '../games/types';
import type { MessageId } from '../i18n';

/** How a game puts a move into words (the hint's wording: "lancer un seul dé"). */
export type MoveWords = (move: unknown, context: DescribeContext) => string;

type Context = DescribeContext & { readonly describeMove: MoveWords; readonly words?: AnalysisWords };

function moveWords(move: unknown, points: number | undefined, context: Context): string {
  return context.words?.move?.(move, points, context) ?? context.describeMove(move, context);
}

/** Zigzag's evaluation in a child's words: a sure win or loss, points ahead or behind, or level. */
function lead(value: number, forced: Forced | undefined, t: DescribeContext['t']): string {
  if (forced) return t('analysis.lead', { ahead: forced, by: 0 });
  const by = Math.round(Math.abs(value));
  if (by === 0) return t('analysis.lead', { ahead: 'even', by: 0 });
  return t('analysis.lead', { ahead: value > 0 ? 'you' : 'them', by });
}

/** What the figures say, in the unit of the game. */
function figures(finding: Finding, context: Context): string[] {
  const { t } = context;
  const differs = finding.verdict === 'best' ? 'no' : 'yes';
  const values = { played: finding.playedValue, best: finding.bestValue, differs };
  const lines: string[] = [];
  if (finding.unit === 'chance') lines.push(t('analysis.chance', values));
  else if (finding.unit === 'turns') lines.push(t(context.words?.turns ?? 'analysis.turns', values));
  else {
    lines.push(
      t('analysis.zigzag', {
        before: lead(finding.bestValue, finding.forced?.best, t),
        after: lead(finding.playedValue, finding.forced?.played, t),
      }),
    );
  }
  if (finding.points) {
    const pointsDiffer = finding.points.best !== finding.points.played && differs === 'yes';
    lines.push(t('analysis.points', { ...finding.points, differs: pointsDiffer ? 'yes' : 'no' }));
  }
  return lines;
}

const VERDICTS: Readonly<Record<Finding['verdict'], MessageId>> = {
  best: 'analysis.verdict.best',
  inaccuracy: 'analysis.verdict.inaccuracy',
  mistake: 'analysis.verdict.mistake',
};

/** One decision in sentences: what was played, what the analysis thinks of it, and the figures. */
export function describeFinding(finding: Finding, context: Context): string[] {
  const name = context.seats[finding.seat]?.name ?? `${finding.seat + 1}`;
  const played = moveWords(finding.move, finding.points?.played, context);
  const best = moveWords(finding.best, finding.points?.best, context);
  return [
    context.t('analysis.played', { name, move: played }),
    context.t(VERDICTS[finding.verdict], { best }),
    ...figures(finding, context),
  ];
}

/** Each seat's count of best choices, small and big mistakes. */
export function tally(findings: readonly Finding[], seat: number): Record<Finding['verdict'], number> {
  const counts = { best: 0, inaccuracy: 0, mistake: 0 };
  for (const f of findings) if (f.seat === seat) counts[f.verdict]++;
  return counts;
}
