import type { CasseTete, Result, RuleError, Viewer } from '@ludimaths/engine';
import { CasseTeteSolitaire, casseTeteSolitaire, err, ok } from '@ludimaths/engine';
import type { CliGame, FlagValues } from '../../adapter';
import { intFlag } from '../../flags';
import { UsageError } from '../../io';
import { CELL_W, cellLines, center, shown, TURN_WORDS } from '../casse-tete/index';

type State = CasseTeteSolitaire.SolitaireState;
type View = CasseTeteSolitaire.SolitaireView;
type Move = CasseTeteSolitaire.SolitaireMove;

const game = casseTeteSolitaire;

// Rows and columns are numbered from 1 on screen and in typed moves, from 0 in the engine.
const at = (row: number, col: number) => `row ${row + 1}, col ${col + 1}`;

/** The grid, each token named by its place in the tray (its number would give the solution away). */
function renderGrid(view: View): string[] {
  const { grid } = view;
  const label = (token: CasseTete.TokenId) => CasseTeteSolitaire.tokenLabel(view, token);
  const lines = [
    `       ${Array.from({ length: grid.cols }, (_, c) => center(`col ${c + 1}`, CELL_W)).join('')}`,
  ];
  grid.cells.forEach((line, row) => {
    const rows = ['', '', ''];
    for (const cell of line) {
      const drawn = cell
        ? cellLines(cell.token, cell.turns, label(cell.token))
        : ['', center('·', CELL_W), ''];
      for (let r = 0; r < 3; r++) rows[r] += (drawn[r] ?? '').padEnd(CELL_W);
    }
    lines.push(`       ${rows[0]}`, `row ${String(row + 1).padEnd(3)}${rows[1]}`, `       ${rows[2]}`);
  });
  return lines.map((l) => l.trimEnd());
}

function describeToken(view: View, token: CasseTete.TokenId): string {
  const [top, right, bottom, left] = shown(token, 0);
  return `#${CasseTeteSolitaire.tokenLabel(view, token)}: top ${top}, right ${right}, bottom ${bottom}, left ${left}`;
}

function describeCheck(view: View): string[] {
  const check = view.check;
  if (!check) return [];
  if (check.conflicts.length === 0)
    return [`  Check: ${check.placed} token${check.placed === 1 ? '' : 's'} placed, no mismatch.`];
  return [
    `  Check: ${check.conflicts.length} mismatch${check.conflicts.length === 1 ? '' : 'es'}:`,
    ...check.conflicts.map(({ first: a, second: b }) => {
      const side = (s: typeof a) =>
        `${s.text} (${s.side} of #${CasseTeteSolitaire.tokenLabel(view, s.token)} at ${at(s.row, s.col)})`;
      return `    ${side(a)} ≠ ${side(b)}`;
    }),
  ];
}

function renderView(view: View): string {
  const { rows, cols, rotation, moveLimit } = view.options;
  const lines = [
    `Casse-tête solitaire ${rows} × ${cols}${rotation ? '' : ', rotation off'} — ${view.moves} of ${moveLimit} moves, ${view.tray.length} in the tray`,
    ...renderGrid(view),
    ...describeCheck(view),
  ];
  if (view.end === 'solved') lines.push(`  Solved in ${view.moves} moves!`);
  else if (view.end === 'move-limit') lines.push(`  Not solved: the ${moveLimit} moves are used up.`);
  else if (view.tray.length > 0) {
    lines.push('  Tray:');
    for (const token of view.tray) lines.push(`    ${describeToken(view, token)}`);
  }
  return lines.join('\n');
}

function describeMove(raw: unknown, view: View | null): string {
  const move = raw as Move;
  const tokenAt = (row: number, col: number) => {
    const cell = view?.grid.cells[row]?.[col];
    return cell && view ? `#${CasseTeteSolitaire.tokenLabel(view, cell.token)}` : 'the token';
  };
  switch (move.kind) {
    case 'place': {
      const name = view ? `#${CasseTeteSolitaire.tokenLabel(view, move.token)}` : 'a token';
      const [top, right, bottom, left] = shown(move.token, move.turns);
      return `place ${name} at ${at(move.row, move.col)} ${TURN_WORDS[move.turns]} [top ${top}, right ${right}, bottom ${bottom}, left ${left}]`;
    }
    case 'move':
      return `move ${tokenAt(move.row, move.col)} from ${at(move.row, move.col)} to ${at(move.toRow, move.toCol)}`;
    case 'remove':
      return `take ${tokenAt(move.row, move.col)} at ${at(move.row, move.col)} back to the tray`;
    case 'rotate':
      return `turn ${tokenAt(move.row, move.col)} at ${at(move.row, move.col)} a quarter ${move.by === 1 ? 'clockwise' : 'back'}`;
    case 'undo':
      return 'undo the last move';
    case 'redo':
      return 'play the undone move again';
    default:
      return 'check the grid';
  }
}

const HELP = [
  'Type a move (rows and columns from 1, tokens by their # in the tray):',
  '  place T R C [Q]   put token #T at row R, column C, turned Q quarter turns clockwise (0–3)',
  '  move R C R2 C2    slide the token at R C to the empty cell R2 C2',
  '  remove R C        take the token at R C back to the tray',
  '  turn R C [back]   turn the token at R C a quarter turn clockwise (or back)',
  '  undo, redo        take back the last move; play an undone move again',
  '  check             list the sides that do not match',
].join('\n');

const bad = (message: string): Result<never, RuleError> => err({ code: 'bad-move', message });

/** How many numbers each typed move takes, and an example. */
const TYPED: Readonly<Record<string, { readonly counts: readonly number[]; readonly example: string }>> = {
  place: { counts: [3, 4], example: 'place 7 1 1 0' },
  move: { counts: [4], example: 'move 1 1 2 3' },
  remove: { counts: [2], example: 'remove 1 1' },
  turn: { counts: [2], example: 'turn 1 1 back' },
  undo: { counts: [0], example: 'undo' },
  redo: { counts: [0], example: 'redo' },
  check: { counts: [0], example: 'check' },
};

/** A typed move ("place 7 2 3 1") in the engine's terms; the engine then says whether it is legal. */
export function parseTypedMove(text: string, view: Pick<View, 'order'>): Result<Move, RuleError> {
  const [word = '', ...rest] = text.trim().toLowerCase().split(/\s+/);
  const typed = Object.hasOwn(TYPED, word) ? TYPED[word] : undefined;
  if (!typed) return bad(`"${word}" is not a move: place, move, remove, turn, undo, redo or check`);
  const back = word === 'turn' && rest[rest.length - 1] === 'back';
  const numbers = (back ? rest.slice(0, -1) : rest).map(Number);
  if (!typed.counts.includes(numbers.length) || numbers.some((n) => !Number.isInteger(n)))
    return bad(`"${text.trim()}" is not a move: type it like "${typed.example}"`);
  const [a = 0, b = 0, c = 0, d = 0] = numbers;
  switch (word) {
    case 'place': {
      const token = view.order[a - 1];
      if (token === undefined) return bad(`there is no token #${a} (the tray holds #1 to #30)`);
      if (d < 0 || d > 3) return bad(`turn a token 0 to 3 quarter turns, not ${d}`);
      return ok({ kind: 'place', token, row: b - 1, col: c - 1, turns: d as 0 | 1 | 2 | 3 });
    }
    case 'move':
      return ok({ kind: 'move', row: a - 1, col: b - 1, toRow: c - 1, toCol: d - 1 });
    case 'remove':
      return ok({ kind: 'remove', row: a - 1, col: b - 1 });
    case 'turn':
      return ok({ kind: 'rotate', row: a - 1, col: b - 1, by: back ? -1 : 1 });
    case 'undo':
    case 'redo':
      return ok({ kind: word });
    default:
      return ok({ kind: 'check' });
  }
}

const SHAPES = CasseTeteSolitaire.SOLITAIRE_SHAPES.map(([r, c]) => `${r}×${c}`).join(', ');

/**
 * The rectangle from `--rows` and `--cols`: one of them is enough, the other is 30 divided by it.
 * Without either, `fallback` (or a UsageError when there is none).
 */
export function shapeFlags(values: FlagValues, fallback?: readonly [number, number]): [number, number] {
  if (values.rows === undefined && values.cols === undefined) {
    if (fallback) return [fallback[0], fallback[1]];
    throw new UsageError(`give --rows and/or --cols (rectangles of 30 tokens: ${SHAPES})`);
  }
  const rows = intFlag(values, 'rows', 0, 1, 30);
  const cols = intFlag(values, 'cols', 0, 1, 30);
  const [r, c] = [rows || 30 / cols, cols || 30 / rows];
  if (!CasseTeteSolitaire.isSolitaireShape(r, c)) {
    const asked = rows && cols ? `${rows} × ${cols}` : `--${rows ? 'rows' : 'cols'} ${rows || cols}`;
    throw new UsageError(`${asked} does not make a rectangle of 30 tokens (${SHAPES})`);
  }
  return [r, c];
}

function options(flags: FlagValues): Result<CasseTeteSolitaire.SolitaireOptions, RuleError> {
  const [rows, cols] = shapeFlags(flags, [game.defaultOptions.rows, game.defaultOptions.cols]);
  const moveLimit = intFlag(flags, 'move-limit', game.defaultOptions.moveLimit, 30, 100_000);
  return ok({ rows, cols, rotation: flags['no-rotation'] !== true, moveLimit });
}

export const casseTeteSolitaireCli: CliGame = {
  id: 'casse-tete-solitaire',
  title: 'Casse-tête solitaire',
  game,
  defaultPlayers: 1,
  flags: [
    { name: 'rows', type: 'string', description: 'rows of the rectangle (default 6; rows × cols = 30)' },
    { name: 'cols', type: 'string', description: 'columns of the rectangle (default 5)' },
    { name: 'no-rotation', type: 'boolean', description: 'tokens may not be turned' },
    {
      name: 'move-limit',
      type: 'string',
      description: 'moves after which an unsolved game ends (default 1000)',
    },
  ],
  options,
  render: (view: unknown, _viewer: Viewer) => renderView(view as View),
  describeMove: (move, view) => describeMove(move, (view as View | undefined) ?? null),
  // Shuffling the tray is 30 silent draws: the tray itself is shown with the grid.
  describeChance: () => '',
  typedMoves: { help: HELP, parse: (text, view) => parseTypedMove(text, view as View) },
  length: (state) => (state as State).moves,
  lengthUnit: 'moves',
  simSummary(finalStates) {
    const solved = (finalStates as readonly State[]).filter((s) => s.end === 'solved').map((s) => s.moves);
    if (solved.length === 0) return ['  solved: none'];
    const mean = solved.reduce((a, b) => a + b, 0) / solved.length;
    return [
      `  solved: ${solved.length} of ${finalStates.length}, in ${mean.toFixed(1)} moves on average (fewest ${Math.min(...solved)})`,
    ];
  },
};
