import type { Viewer } from '@ludimaths/engine';
import { CasseTete, casseTete, err, ok } from '@ludimaths/engine';
import type { CliGame } from '../../adapter';

type State = CasseTete.CasseTeteState;
type View = CasseTete.CasseTeteView;
type Move = CasseTete.CasseTeteMove;
type Chance = CasseTete.CasseTeteChance;
type Turns = CasseTete.Turns;

// One table cell is CELL_W characters wide and three lines high: top value, "left #id right", bottom.
export const CELL_W = 17;
const SIDE_W = 5;

export const center = (text: string, width: number): string => {
  const pad = Math.max(0, width - text.length);
  return ' '.repeat(Math.floor(pad / 2)) + text + ' '.repeat(Math.ceil(pad / 2));
};

/** The four numbers a token shows once turned: top, right, bottom, left. */
export function shown(token: CasseTete.TokenId, turns: Turns): [string, string, string, string] {
  const [top, right, bottom, left] = CasseTete.SIDES.map((s) => CasseTete.placedValue(token, turns, s).text);
  return [top ?? '', right ?? '', bottom ?? '', left ?? ''];
}

/** A token as three lines, named `#label` (the solitaire shows its place in the tray, not its number). */
export function cellLines(
  token: CasseTete.TokenId,
  turns: Turns,
  label: number = token,
): [string, string, string] {
  const [top, right, bottom, left] = shown(token, turns);
  const middle = `${left.padStart(SIDE_W)} ${center(`#${label}`, CELL_W - 2 * SIDE_W - 4)} ${right.padEnd(SIDE_W)}`;
  return [center(top, CELL_W), center(middle, CELL_W), center(bottom, CELL_W)];
}

/** The table as text, with the empty cells next to it marked by their coordinates. */
export function renderTable(board: readonly CasseTete.PlacedToken[]): string[] {
  if (board.length === 0) return ['  (the table is empty)'];
  const at = new Map(board.map((p) => [`${p.cell[0]},${p.cell[1]}`, p]));
  const xs = board.map((p) => p.cell[0]);
  const ys = board.map((p) => p.cell[1]);
  const [minX, maxX] = [Math.min(...xs) - 1, Math.max(...xs) + 1];
  const [minY, maxY] = [Math.min(...ys) - 1, Math.max(...ys) + 1];
  const touches = (x: number, y: number) =>
    at.has(`${x},${y - 1}`) || at.has(`${x},${y + 1}`) || at.has(`${x - 1},${y}`) || at.has(`${x + 1},${y}`);
  const lines: string[] = [];
  lines.push(
    `    ${Array.from({ length: maxX - minX + 1 }, (_, i) => center(`x=${minX + i}`, CELL_W)).join('')}`,
  );
  for (let y = minY; y <= maxY; y++) {
    const rows = ['', '', ''];
    for (let x = minX; x <= maxX; x++) {
      const placed = at.get(`${x},${y}`);
      const cell = placed
        ? cellLines(placed.token, placed.turns)
        : touches(x, y)
          ? ['', center(`·(${x},${y})·`, CELL_W), '']
          : ['', '', ''];
      for (let r = 0; r < 3; r++) rows[r] += (cell[r] ?? '').padEnd(CELL_W);
    }
    lines.push(`    ${rows[0]}`, `y=${String(y).padEnd(2)}${rows[1]}`, `    ${rows[2]}`);
  }
  return lines.map((l) => l.trimEnd());
}

function describeToken(token: CasseTete.TokenId): string {
  const [top, right, bottom, left] = shown(token, 0);
  return `#${token}: top ${top}, right ${right}, bottom ${bottom}, left ${left}`;
}

function render(raw: unknown, viewer: Viewer): string {
  const view = raw as View;
  const lines = [
    `Casse-tête — turn ${view.turnCount + 1}, bank: ${view.bankSize} token${view.bankSize === 1 ? '' : 's'}` +
      `${view.rotation ? '' : ', rotation off'}`,
    ...renderTable(view.board),
  ];
  view.scores.forEach((score, seat) => {
    const marker = seat === view.current ? '▶' : ' ';
    const penalty = view.penalties?.[seat] ? ` (after −${view.penalties[seat]} for tokens left)` : '';
    lines.push(`  ${marker} Player ${seat + 1}: ${score} points${penalty}, ${view.handSizes[seat]} in hand`);
  });
  if (view.lastTurn) {
    const { seat, placed, points } = view.lastTurn;
    lines.push(
      `  Last turn: player ${seat + 1} ${placed ? `scored ${points}` : 'could not place and passed'}`,
    );
  }
  if (view.hand) {
    lines.push(`  Your hand (player ${(viewer as number) + 1}):`);
    for (const token of view.hand) lines.push(`    ${describeToken(token)}`);
  }
  return lines.join('\n');
}

export const TURN_WORDS = ['unturned', 'turned ¼ clockwise', 'turned ½', 'turned ¾ clockwise'];

function describeMove(raw: unknown): string {
  const move = raw as Move;
  if (move.kind === 'pass') return 'no token fits: pass and draw';
  const [top, right, bottom, left] = shown(move.token, move.turns);
  return `token #${move.token} at (${move.cell[0]},${move.cell[1]}) ${TURN_WORDS[move.turns]} [top ${top}, right ${right}, bottom ${bottom}, left ${left}]`;
}

function describeChance(raw: unknown): string {
  const chance = raw as Chance;
  // A drawn token is secret: the log (seen by every player in hot-seat play) only says a draw happened.
  if (chance.kind === 'draw') return 'a token is drawn from the bank';
  if (chance.kind === 'start') return `start token laid face up: ${describeToken(chance.token)}`;
  return `start roll: ${chance.face}`;
}

export const casseTeteCli: CliGame = {
  id: 'casse-tete',
  title: 'Casse-tête',
  game: casseTete,
  defaultPlayers: 2,
  flags: [{ name: 'no-rotation', type: 'boolean', description: 'tokens may not be turned' }],
  options(flags) {
    const value = flags['no-rotation'];
    if (value !== undefined && typeof value !== 'boolean')
      return err({ code: 'bad-flag', message: '--no-rotation takes no value' });
    return ok({ rotation: value !== true });
  },
  render,
  describeMove,
  describeChance,
  length: (state) => (state as State).turnCount,
  lengthUnit: 'turns',
  simSummary(finalStates) {
    const states = finalStates as readonly State[];
    if (states.length === 0) return [];
    const mean = (f: (s: State) => number) => states.reduce((sum, s) => sum + f(s), 0) / states.length;
    const emptied = states.filter((s) => s.endReason === 'hand-empty').length;
    const pct = (n: number) => `${((100 * n) / states.length).toFixed(1)}%`;
    return [
      `  tokens on the table at the end: ${mean((s) => s.board.length).toFixed(2)} of 30 on average` +
        ` (all 30 in ${pct(states.filter((s) => s.board.length === 30).length)} of games)`,
      `  ended by a player placing all their tokens: ${pct(emptied)}; blocked: ${pct(states.length - emptied)}`,
      `  winning score: ${mean((s) => Math.max(...s.scores)).toFixed(1)} on average;` +
        ` shared wins: ${pct(states.filter((s) => s.scores.filter((x) => x === Math.max(...s.scores)).length > 1).length)}`,
    ];
  },
};
