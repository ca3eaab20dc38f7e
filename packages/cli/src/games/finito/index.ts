import type { Viewer } from '@ludimaths/engine';
import { err, Finito, finito, quantile } from '@ludimaths/engine';
import type { CliGame, FlagValues } from '../../adapter';
import { wholeNumberFlag } from '../../flags';

type State = Finito.FinitoState;
type View = Finito.FinitoView;

const seatName = (seat: number) => `Player ${seat + 1}`;

/** "cell 14 (row 3, label 9)": cells are numbered 0..35 in reading order, as in the engine. */
function describeCell(cell: number): string {
  return `cell ${cell} (row ${Finito.cellRow(cell)}, label ${Finito.CELL_LABELS[cell]})`;
}

export function describeMove(raw: unknown): string {
  const move = raw as Finito.FinitoMove;
  if (move.kind === 'pass') return 'pass (move nothing)';
  return `${move.kind === 'place' ? 'place' : 'move'} token ${move.token} ${move.kind === 'place' ? 'on' : 'to'} ${describeCell(move.cell)}`;
}

export function describeChance(raw: unknown): string {
  const chance = raw as Finito.FinitoChance;
  if (chance.kind === 'roll') return `the d20 shows ${chance.value}`;
  return `${seatName(chance.seat)} turns up token ${chance.token}`;
}

/** One board as a 6 × 6 grid: tokens in brackets, free cells showing their label after a dot. */
export function renderBoard(board: readonly number[]): string[] {
  const lines: string[] = [];
  for (let row = 0; row < Finito.BOARD_ROWS; row++) {
    let line = '   ';
    for (let col = 0; col < Finito.BOARD_COLUMNS; col++) {
      const cell = row * Finito.BOARD_COLUMNS + col;
      const token = board[cell] ?? 0;
      line +=
        token > 0 ? ` [${String(token).padStart(2)}]` : `  ·${String(Finito.CELL_LABELS[cell]).padEnd(2)}`;
    }
    lines.push(line);
  }
  return lines;
}

function render(raw: unknown, viewer: Viewer): string {
  const view = raw as View;
  const target = view.options.targetScore;
  const lines = [
    `Round ${view.round}${target === null ? '' : ` (match to ${target} points)`}, turn ${view.turn + (view.roll === null ? 0 : 1)}, ${view.phase} phase${view.roll === null ? '' : `, roll ${view.roll}`}`,
  ];
  view.players.forEach((player, seat) => {
    const you = seat === viewer ? ' (you)' : '';
    const hand = player.hand.length > 0 ? `hand ${player.hand.join(' ')}` : 'hand empty';
    const score = target === null ? '' : `, score ${player.score}`;
    const acted = view.roll !== null && player.acted ? ', has chosen' : '';
    lines.push(`  ${seatName(seat)}${you}: ${hand}, face down ${player.faceDownCount}${score}${acted}`);
    lines.push(...renderBoard(player.board));
  });
  if (view.ownPending) lines.push(`  Your choice this turn: ${describeMove(view.ownPending)}`);
  const last = view.rounds[view.rounds.length - 1];
  if (last) {
    const finitos = last.finito.map(seatName).join(' and ') || 'nobody';
    lines.push(
      `  Round ${view.rounds.length} ended after ${last.turns} turns: Finito by ${finitos}; points ${last.points.join(', ')}`,
    );
  }
  return lines.join('\n');
}

function options(flags: FlagValues) {
  const raw: Record<string, unknown> = { movementPassing: flags.passing === true };
  for (const [flag, key] of [
    ['target', 'targetScore'],
    ['turn-cap', 'turnCap'],
  ] as const) {
    const value = wholeNumberFlag(flags, flag);
    if (!value.ok) return value;
    if (value.value !== undefined) raw[key] = value.value;
  }
  const parsed = finito.parseOptions(raw);
  return parsed.ok ? parsed : err({ code: 'bad-flag', message: parsed.error.message });
}

/** Buckets of five turns: the shape of the turns-to-Finito distribution, as a text histogram. */
function histogram(values: readonly number[]): string[] {
  if (values.length === 0) return [];
  const width = 5;
  const counts = new Map<number, number>();
  for (const v of values) counts.set(Math.floor(v / width), (counts.get(Math.floor(v / width)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const lines: string[] = [];
  for (let k = keys[0] ?? 0; k <= (keys[keys.length - 1] ?? 0); k++) {
    const n = counts.get(k) ?? 0;
    const label = `${k * width}–${k * width + width - 1}`.padStart(9);
    const bar = '█'.repeat(Math.round((40 * n) / most));
    lines.push(`  ${label} ${bar} ${((100 * n) / values.length).toFixed(1)}%`);
  }
  return lines;
}

export const finitoCli: CliGame = {
  id: 'finito',
  title: 'Finito',
  game: finito,
  defaultPlayers: 2,
  flags: [
    {
      name: 'passing',
      type: 'boolean',
      description: 'allow passing instead of moving once all tokens are placed',
    },
    {
      name: 'target',
      type: 'string',
      description: 'play rounds until a seat reaches this score (default: one round)',
    },
    {
      name: 'turn-cap',
      type: 'string',
      description: 'turns after which a round stops without Finito and is scored (default 500)',
    },
  ],
  options,
  render,
  describeMove,
  describeChance,
  length: (state) => (state as State).totalTurns,
  lengthUnit: 'turns',
  // Hands and boards are open, but a seat's choice stays hidden until the turn resolves.
  simSummary(finalStates) {
    const states = finalStates as readonly State[];
    const rounds = states.flatMap((s) => s.rounds);
    const finished = rounds.filter((r) => r.finito.length > 0).map((r) => r.turns);
    const capped = rounds.length - finished.length;
    const lines = [
      `Rounds played: ${rounds.length}; ended by Finito: ${finished.length}; hit the turn cap: ${capped}`,
    ];
    if (finished.length > 0) {
      const mean = finished.reduce((a, b) => a + b, 0) / finished.length;
      lines.push(
        `Turns to Finito per round: mean ${mean.toFixed(2)}, median ${quantile(finished, 0.5)}, 10th–90th percentile ${quantile(finished, 0.1)}–${quantile(finished, 0.9)}, min ${Math.min(...finished)}, max ${Math.max(...finished)}`,
      );
      lines.push(...histogram(finished));
      const shared = rounds.filter((r) => r.finito.length > 1).length;
      lines.push(`Rounds with a shared Finito: ${shared} (${((100 * shared) / rounds.length).toFixed(2)}%)`);
    }
    return lines;
  },
};
