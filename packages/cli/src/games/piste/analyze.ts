import { Piste } from '@ludimaths/engine';
import { choiceFlag, parseFlags } from '../../flags';
import type { Io } from '../../io';
import { EXIT_OK, EXIT_USAGE, processIo, UsageError } from '../../io';

export const usage =
  'ludimaths analyze piste --board grande|petite [--duel] [--json]   exact odds and optimal play, solved (not sampled)';

type PolicyName = Piste.PolicyName;

const POLICY_LABELS: Readonly<Record<PolicyName, string>> = { twoDice: 'two dice', optimal: 'optimal' };
const POLICIES: readonly PolicyName[] = ['twoDice', 'optimal'];

/** The analysis as plain JSON (typed arrays become arrays). */
function toJson(a: Piste.PisteAnalysis) {
  const distribution = (name: PolicyName) => {
    const d = a.distribution[name];
    return {
      mean: d.mean,
      median: d.median,
      p90: d.p90,
      p99: d.p99,
      tmax: d.tmax,
      residual: d.residual,
      probabilities: Array.from(d.probabilities),
    };
  };
  return {
    game: 'piste',
    board: a.board,
    end: a.end,
    expectedTurnsTwoDice: a.expectedTurnsTwoDice,
    expectedTurnsOptimal: a.expectedTurnsOptimal,
    oneDieSquares: a.oneDieSquares,
    unreachableSquares: a.squares.filter((s) => !s.reachable).map((s) => s.square),
    policyIterations: a.policyIterations,
    squares: a.squares,
    winProbability: a.winProbability,
    expectedGameTurns: a.expectedGameTurns,
    distribution: { twoDice: distribution('twoDice'), optimal: distribution('optimal') },
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const percent = (p: number) => `${(100 * p).toFixed(2)}%`;

function toTable(a: Piste.PisteAnalysis): string[] {
  const title = a.board === 'grande' ? 'grande piste (0–99)' : 'petite piste (0–50)';
  const lines = [
    `La piste des nombres ultimes, ${title}: exact analysis (Markov chain, not sampled)`,
    '',
    'Expected turns for a lone pawn from 0',
    `  always two dice   ${a.expectedTurnsTwoDice.toFixed(6)}`,
    `  optimal policy    ${a.expectedTurnsOptimal.toFixed(6)}   (policy iteration, ${a.policyIterations} exact evaluations)`,
    '',
    'Distribution of the number of turns (lone pawn)',
    '  policy        mean  median  90th  99th   tmax  mass left',
  ];
  for (const name of POLICIES) {
    const d = a.distribution[name];
    lines.push(
      `  ${POLICY_LABELS[name].padEnd(9)} ${pad(d.mean.toFixed(3), 8)} ${pad(d.median, 7)} ${pad(d.p90, 5)} ${pad(d.p99, 5)} ${pad(d.tmax, 6)}  ${d.residual.toExponential(2)}`,
    );
  }
  lines.push(
    '',
    'Optimal choice once overshot (expected turns to END if the pawn rolls now, then plays optimally)',
    '  square   one die  two dice  best',
  );
  for (const s of a.squares) {
    if (!s.reachable) continue;
    const best = s.best === 1 ? 'one die  ◀' : 'two dice';
    lines.push(
      `  ${pad(s.square, 6)} ${pad(s.oneDie.toFixed(3), 9)} ${pad(s.twoDice.toFixed(3), 9)}  ${best}`,
    );
  }
  const unreachable = a.squares.filter((s) => !s.reachable).map((s) => s.square);
  // The policy is solved for every square, so it also answers for squares no game ever reaches.
  const moot = a.oneDieSquares.filter((s) => unreachable.includes(s));
  const mootNote = moot.length > 0 ? ` (never reached: ${moot.join(', ')})` : '';
  lines.push(
    `  one die on: ${a.oneDieSquares.join(', ')}${mootNote}`,
    `  (no pawn ever stands on ${unreachable.join(', ')} once overshot: not shown)`,
    '',
    'Probability that each seat wins (seat 0 plays first, then in turn order)',
    '  policy    players    seat 0    seat 1    seat 2    seat 3   game turns',
  );
  for (const name of POLICIES) {
    for (const n of Piste.PLAYER_COUNTS) {
      const seats = a.winProbability[name][n].map((p) => pad(percent(p), 9)).join(' ');
      const blank = ' '.repeat(10 * (4 - n));
      const turns = a.expectedGameTurns[name][n].toFixed(2);
      lines.push(`  ${POLICY_LABELS[name].padEnd(9)} ${pad(n, 7)} ${seats} ${blank}${pad(turns, 12)}`);
    }
  }
  lines.push('  (game turns: expected turns of a whole game, all seats together)');
  return lines;
}

/** The duel comparison as plain JSON (it is plain already: numbers, booleans, arrays). */
function duelJson(c: Piste.DuelComparison, solveMs: number) {
  return { ...c, solveMs };
}

const DICE_LABEL = { 1: 'one die', 2: 'two dice' } as const;
const points = (p: number) => `${p >= 0 ? '+' : '−'}${(100 * Math.abs(p)).toFixed(3)} points`;
const percent4 = (p: number) => `${(100 * p).toFixed(4)}%`;

/** "me on 96 overshot, opponent on 97 overshot" */
function describeState(s: Piste.DuelState): string {
  const flag = (over: boolean) => (over ? 'overshot' : 'not overshot');
  return `me on ${s.mover} ${flag(s.moverOver)}, opponent on ${s.other} ${flag(s.otherOver)}`;
}

function describeDifference(d: Piste.DuelDifference): string {
  const win = (dice: 1 | 2) => percent((dice === 1 ? d.one : d.two) as number);
  return `${describeState(d)}: solo-optimal rolls ${DICE_LABEL[d.solo]} (wins ${win(d.solo)}), playing to win rolls ${DICE_LABEL[d.duel]} (wins ${win(d.duel)}): ${points(d.gain)}`;
}

const EXAMPLES = 8;

function duelTable(c: Piste.DuelComparison, solveMs: number): string[] {
  const w = c.firstPlayerWins;
  const lines = [
    '',
    'Two players: playing to win vs playing to finish fast (exact, Markov game solved by value iteration)',
    `  states (my square, overshot, opponent's square, overshot): ${c.states.total}, reachable ${c.states.reachable}, with a choice ${c.states.withChoice}`,
    '  P(first player wins) from the start',
    `    both solo-optimal (fewest expected turns)      ${percent4(w.soloVsSolo)}`,
    `    first best-responds to a solo-optimal second   ${percent4(w.bestResponseVsSolo)}  (${points(w.bestResponseVsSolo - w.soloVsSolo)})`,
    `    first solo-optimal, second best-responds       ${percent4(w.soloVsBestResponse)}  (${points(w.soloVsBestResponse - w.soloVsSolo)})`,
    `    both play to win (equilibrium)                 ${percent4(w.equilibrium)}  (${points(w.equilibrium - w.soloVsSolo)})`,
    '  Reachable states with a choice where playing to win rolls other dice than solo-optimal',
    `    equilibrium ${c.equilibrium.differing} of ${c.states.withChoice}, best response to solo-optimal ${c.bestResponse.differing}`,
    `  Largest gains of the duel choice at a single state (equilibrium values, ${EXAMPLES} largest)`,
    ...c.equilibrium.differences.slice(0, EXAMPLES).map((d) => `    ${describeDifference(d)}`),
    '  Largest gain from best-responding instead of solo-optimal for the rest of the game (opponent solo)',
    `    ${describeState(c.largestValueGain)}: ${points(c.largestValueGain.gain)}`,
    `  Value-iteration sweeps (both overshot, one, neither): equilibrium ${c.sweeps.equilibrium.join('/')}, best response ${c.sweeps.bestResponse.join('/')}, both solo ${c.sweeps.soloVsSolo.join('/')}`,
    `  solved in ${solveMs.toFixed(0)} ms`,
  ];
  return lines;
}

/** `ludimaths analyze piste --board B [--duel] [--json]`: prints the exact analysis of a board. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  try {
    const { values, positionals } = parseFlags(
      args,
      [
        { name: 'board', type: 'string', description: 'grande or petite' },
        { name: 'json', type: 'boolean', description: 'print one JSON object' },
        { name: 'duel', type: 'boolean', description: 'two players: playing to win vs solo-optimal' },
      ],
      1,
    );
    const game = positionals[0];
    if (game === undefined) throw new UsageError('missing game (analyses exist for: piste)');
    if (game !== 'piste') throw new UsageError(`unknown game "${game}" (analyses exist for: piste)`);
    if (values.board === undefined) throw new UsageError('missing --board (grande or petite)');
    const board = choiceFlag(values, 'board', Piste.BOARD_NAMES, 'grande');
    const analysis = Piste.analyzePiste(board);
    let duel: { comparison: Piste.DuelComparison; solveMs: number } | undefined;
    if (values.duel === true) {
      const start = performance.now();
      const comparison = Piste.compareDuel(board);
      duel = { comparison, solveMs: performance.now() - start };
    }
    if (values.json === true) {
      const json = toJson(analysis);
      io.out(JSON.stringify(duel ? { ...json, duel: duelJson(duel.comparison, duel.solveMs) } : json));
    } else {
      const lines = toTable(analysis);
      if (duel) lines.push(...duelTable(duel.comparison, duel.solveMs));
      io.out(lines.join('\n'));
    }
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`ludimaths analyze: ${error.message}`);
    return EXIT_USAGE;
  }
}
