import type { Viewer } from '@ludimaths/engine';
import { err, ok, wilsonInterval, Zigzag, zigzag } from '@ludimaths/engine';
import type { CliGame } from '../../adapter';
import { readInputFile } from '../../files';
import { wholeNumberFlag } from '../../flags';
import { UsageError } from '../../io';

type State = Zigzag.ZigzagState;
type View = Zigzag.ZigzagView;
type Move = Zigzag.ZigzagMove;

const CELL = 7;
const center = (text: string): string => {
  const pad = CELL - [...text].length;
  const left = Math.floor(pad / 2);
  return `${' '.repeat(Math.max(0, left))}${text}${' '.repeat(Math.max(0, pad - left))}`;
};

/**
 * The board as text: rows and columns numbered as in moves (`[row, column]`), start cells by their
 * label, pawns as P1 and P2.
 */
export function renderBoard(
  operations: readonly (readonly string[])[],
  pawns: readonly (readonly [number, number] | null)[] = [],
): string[] {
  const rows = operations.length + 2;
  const lines = [`     ${Array.from({ length: 6 }, (_, c) => center(`c${c}`)).join('')}`];
  for (let row = 0; row < rows; row++) {
    const cells: string[] = [];
    for (let column = 0; column < 6; column++) {
      const pawn = pawns.findIndex((p) => p?.[0] === row && p[1] === column);
      const start = row === 0 || row === rows - 1;
      const text = start ? `(${column + 1})` : (operations[row - 1]?.[column] ?? '?');
      cells.push(center(pawn >= 0 ? `[P${pawn + 1}]` : text));
    }
    lines.push(`  r${row}${row < 10 ? ' ' : ''}${cells.join('')}`);
  }
  return lines;
}

const phaseText: Readonly<Record<Zigzag.Phase, string>> = {
  'start-roll': 'rolling to decide who starts',
  'start-cell': 'rolling for a start cell',
  'start-side': 'choosing the top or bottom start row',
  'start-number': 'rolling starting numbers',
  play: 'playing',
  over: 'game over',
};

function render(raw: unknown, viewer: Viewer, legal: readonly unknown[]): string {
  const view = raw as View;
  const lines = [
    `Zigzag — ${phaseText[view.phase]}, pawn moves ${view.moves}/${view.moveLimit}`,
    ...renderBoard(
      view.board,
      view.players.map((p) => p.cell),
    ),
  ];
  view.players.forEach((p, seat) => {
    const marker = seat === view.turn && view.phase !== 'over' ? '▶' : ' ';
    const where = p.cell ? `, at [${p.cell.join(', ')}]` : p.label > 0 ? `, start cell ${p.label}` : '';
    lines.push(`  ${marker} P${seat + 1}: number ${p.number || '—'}, ${p.score} points${where}`);
  });
  const state = Zigzag.stateFromView(view, 'render');
  if (state && view.phase === 'play' && viewer !== 'spectator' && viewer === view.turn) {
    // What each legal move would do, so a child can see the arithmetic before choosing.
    for (const move of legal as readonly Move[]) {
      const preview = Zigzag.previewStep(state, viewer, move);
      if (!preview) continue;
      const scored = preview.points > 0 ? `: +${preview.points} points, keeps ${preview.number}` : '';
      lines.push(
        `     ${describeMove(move).padEnd(22)} ${view.players[viewer]?.number} ${Zigzag.makeOperation(preview.operation)} = ${preview.reached}${scored}`,
      );
    }
  }
  return lines.join('\n');
}

function describeMove(raw: unknown): string {
  const move = raw as Move;
  switch (move.kind) {
    case 'start-side':
      return `start on the ${move.side} row`;
    case 'pass':
      return 'pass (no legal move)';
    case 'step': {
      const half = move.half === 'floor' ? ', integer part' : move.half === 'round' ? ', rounded' : '';
      return `move to [${move.to.join(', ')}]${half}`;
    }
  }
}

function describeChance(raw: unknown): string {
  const chance = raw as Zigzag.ZigzagChance;
  switch (chance.kind) {
    case 'die':
      return `starting roll: ${chance.face}`;
    case 'start-cell':
      return `start cell die: ${chance.label}`;
    case 'start-number':
      return `dice: ${chance.tens} (tens) and ${chance.units} (units) → ${chance.tens * 10 + chance.units}`;
  }
}

function boardSpec(flags: Readonly<Record<string, string | boolean | undefined>>) {
  const { board, 'board-seed': seed, 'board-file': file } = flags;
  if (typeof file === 'string') {
    try {
      return ok({ kind: 'custom', rows: JSON.parse(readInputFile(file)) });
    } catch (error) {
      const message =
        error instanceof UsageError ? error.message : `"${file}" is not JSON: ${(error as Error).message}`;
      return err({ code: 'bad-flag', message: `--board-file: ${message}` });
    }
  }
  if (board === undefined || board === 'standard') {
    return typeof seed === 'string' ? ok({ kind: 'generated', seed }) : ok({ kind: 'standard' });
  }
  if (board === 'generated') return ok({ kind: 'generated', seed: typeof seed === 'string' ? seed : '1' });
  return err({ code: 'bad-flag', message: `--board must be standard or generated, not "${String(board)}"` });
}

export const zigzagCli: CliGame = {
  id: 'zigzag',
  title: 'Zigzag',
  game: zigzag,
  defaultPlayers: 2,
  flags: [
    { name: 'board', type: 'string', description: 'standard (default) or generated' },
    { name: 'board-seed', type: 'string', description: 'seed of a generated fair board' },
    { name: 'board-file', type: 'string', description: 'JSON file: rows of operations, 6 per row' },
    { name: 'move-limit', type: 'string', description: 'pawn moves before the game ends on points (200)' },
  ],
  options(flags) {
    const board = boardSpec(flags);
    if (!board.ok) return board;
    const limit = wholeNumberFlag(flags, 'move-limit');
    if (!limit.ok) return limit;
    const moveLimit = limit.value;
    const parsed = zigzag.parseOptions(
      moveLimit === undefined ? { board: board.value } : { board: board.value, moveLimit },
    );
    return parsed.ok ? parsed : err({ code: parsed.error.code, message: parsed.error.message });
  },
  render,
  describeMove,
  describeChance,
  length: (state) => (state as State).moves,
  lengthUnit: 'pawn moves',
  simSummary(finalStates) {
    const states = finalStates as readonly State[];
    const n = states.length;
    const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
    let starterWins = 0;
    let secondWins = 0;
    const reasons: Record<string, number> = {};
    let scoreSum = 0;
    for (const s of states) {
      reasons[s.endReason ?? 'unfinished'] = (reasons[s.endReason ?? 'unfinished'] ?? 0) + 1;
      scoreSum += s.players[0].score + s.players[1].score;
      const outcome = zigzag.outcome(s);
      if (outcome.status !== 'over' || outcome.winners.length !== 1) continue;
      if (outcome.winners[0] === s.starter) starterWins++;
      else secondWins++;
    }
    const line = (label: string, wins: number) => {
      const { low, high } = wilsonInterval(wins, n);
      return `  ${label} wins ${pct(wins / n)}  [95% CI ${pct(low)} – ${pct(high)}]`;
    };
    return [
      line('first to play', starterWins),
      line('second to play', secondWins),
      `  mean points per player at the end: ${(scoreSum / (2 * Math.max(1, n))).toFixed(2)}`,
      `  ends: ${Object.entries(reasons)
        .map(([reason, count]) => `${reason} ${pct(count / n)}`)
        .join(', ')}`,
    ];
  },
};
