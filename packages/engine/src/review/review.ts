import type { BaseState, GameDefinition, Seat } from '../core/game';
import type { ReplayError } from '../core/record';
import { replay } from '../core/record';
import type { Result } from '../core/result';
import { err, ok } from '../core/result';
import type { DecisionJudge, Finding, GameReview, Judgement, ReviewProgress, Verdict } from './types';

/** How many decisions of each seat are highlighted: its biggest losses (as lichess shows a few). */
export const KEY_DECISIONS = 3;

/** The decisions of a record to judge: every seat's move, with the state it was played from. */
interface Decision<S, M> {
  readonly step: number;
  readonly seat: Seat;
  readonly move: M;
  readonly before: S;
}

/** How much worse the played move is than the best, in the judgement's unit (fewer turns is better). */
export function lossOf(judgement: Judgement): number {
  const loss =
    judgement.unit === 'turns'
      ? judgement.playedValue - judgement.bestValue
      : judgement.bestValue - judgement.playedValue;
  return Math.max(0, loss);
}

function verdictOf<S, M>(judge: DecisionJudge<S, M>, judgement: Judgement<M>, loss: number): Verdict {
  const thresholds = judge.thresholds[judgement.unit];
  if (!thresholds || loss <= thresholds.close) return 'best';
  return loss < thresholds.mistake ? 'inaccuracy' : 'mistake';
}

/** A decision's judgement with its loss and verdict (not yet compared with the other decisions). */
export function findingOf<S, M>(
  judge: DecisionJudge<S, M>,
  judgement: Judgement<M>,
  decision: { readonly step: number; readonly seat: Seat; readonly move: M },
): Finding<M> {
  const loss = lossOf(judgement);
  const verdict = verdictOf(judge, judgement, loss);
  return {
    ...judgement,
    step: decision.step,
    seat: decision.seat,
    move: decision.move,
    loss,
    verdict,
    key: false,
  };
}

/** Marks each seat's few biggest losses (mistakes and inaccuracies only) as the key decisions. */
export function markKeyDecisions<M>(findings: readonly Finding<M>[]): Finding<M>[] {
  const key = new Set<Finding<M>>();
  const seats = new Set(findings.map((f) => f.seat));
  for (const seat of seats) {
    const lost = findings.filter((f) => f.seat === seat && f.verdict !== 'best');
    // A stable sort: among equal losses the earlier decision comes first.
    for (const f of lost.sort((a, b) => b.loss - a.loss).slice(0, KEY_DECISIONS)) key.add(f);
  }
  return findings.map((f) => ({ ...f, key: key.has(f) }));
}

/**
 * Judges every decision of a finished game, one at a time: the generator yields its progress after
 * each decision, so a caller (a web worker) can report it and stop between two decisions, and
 * returns the review, or the first step of the record that does not replay.
 */
export function* reviewGame<S extends BaseState, M, C, O>(
  game: GameDefinition<S, M, C, O, unknown>,
  judge: DecisionJudge<S, M>,
  record: unknown,
): Generator<ReviewProgress, Result<GameReview<M>, ReplayError>, void> {
  const replayed = replay(game, record, true);
  if (!replayed.ok) return replayed;
  const { history, steps, state } = replayed.value;
  if (game.outcome(state).status !== 'over')
    return err({ index: -1, code: 'not-over', message: 'only a finished game is reviewed' });
  const decisions: Decision<S, M>[] = [];
  for (const [step, s] of steps.entries()) {
    const before = history?.[step];
    if ('seat' in s && before) decisions.push({ step, seat: s.seat, move: s.move, before });
  }
  const findings: Finding<M>[] = [];
  for (const [done, d] of decisions.entries()) {
    yield { done, total: decisions.length };
    const legal = game.legalMoves(d.before, d.seat);
    const judgement = judge.judge(d.before, d.seat, d.move, legal, `review:${d.step}`);
    if (!judgement) continue;
    findings.push(findingOf(judge, judgement, d));
  }
  yield { done: decisions.length, total: decisions.length };
  return ok({ game: game.id, findings: markKeyDecisions(findings) });
}

/** Runs a review to its end at once (tests, the CLI). */
export function reviewAll<S extends BaseState, M, C, O>(
  game: GameDefinition<S, M, C, O, unknown>,
  judge: DecisionJudge<S, M>,
  record: unknown,
): Result<GameReview<M>, ReplayError> {
  const run = reviewGame(game, judge, record);
  for (let next = run.next(); ; next = run.next()) if (next.done) return next.value;
}
