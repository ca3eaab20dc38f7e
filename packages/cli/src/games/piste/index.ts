import type { Bot } from '@ludimaths/engine';
import { err, ok, Piste, piste, wilsonInterval } from '@ludimaths/engine';
import type { CliGame } from '../../adapter';

type State = Piste.PisteState;
type View = Piste.PisteView;

const describeSquare = (n: number): string => {
  if (Piste.isUltimate(n)) return n <= 1 ? `${n}` : `${n} (prime)`;
  return `${n} = ${Piste.primeFactors(n).join(' × ')}`;
};

/** Why the pawn ended where it did, in one line. */
export function explainTurn(turn: Piste.PisteTurn): string {
  const dice = turn.dice.join(' + ');
  const total = turn.dice.reduce((a, b) => a + b, 0);
  const head = `rolled ${dice}${turn.dice.length > 1 ? ` = ${total}` : ''}: ${turn.from} → ${turn.landed}`;
  switch (turn.rule) {
    case 'last-ultimate':
      return `${head}, the last ultimate number going forward: back to 0`;
    case 'ultimate':
      return turn.backward
        ? `${head} after bouncing, an ultimate number: back to the previous one, ${turn.to}`
        : `${head}, an ultimate number: on to the next one, ${turn.to}`;
    case 'raised':
      return `${head} = ${Piste.primeFactors(turn.landed).join(' × ')}, a raised number: back to its source ${turn.to}`;
    default:
      return turn.backward ? `${head} after bouncing off the end` : head;
  }
}

function render(raw: unknown): string {
  const view = raw as View;
  const track = Piste.TRACKS[view.board];
  const lines = [
    `${view.board === 'grande' ? 'Grande' : 'Petite'} piste (0–${track.end}), turns played: ${view.turns}`,
  ];
  const toPlay = view.phase.kind === 'choose' ? view.phase.seat : -1;
  view.positions.forEach((square, seat) => {
    const marker = seat === toPlay ? '▶' : ' ';
    const overshot = view.overshot[seat] ? '  (has overshot: may roll one die)' : '';
    lines.push(`  ${marker} Player ${seat + 1}: ${describeSquare(square)}${overshot}`);
  });
  if (view.lastTurn)
    lines.push(`  Last turn: player ${view.lastTurn.seat + 1} ${explainTurn(view.lastTurn)}`);
  return lines.join('\n');
}

/** The solo-optimal choice from the exact analysis (fewest expected turns for one's own pawn). */
const optimal: Bot<unknown, unknown> = {
  name: 'optimal',
  choose(raw, seat) {
    const view = raw as View;
    const dice = Piste.optimalDice(view.board, view.positions[seat] ?? 0, view.overshot[seat] ?? false);
    return { move: { kind: 'roll', dice } };
  },
};

export const pisteCli: CliGame = {
  id: 'piste',
  title: 'La piste des nombres ultimes',
  game: piste,
  defaultPlayers: 2,
  flags: [{ name: 'board', type: 'string', description: 'grande (0–99, default) or petite (0–50)' }],
  options(flags) {
    const board = flags.board ?? 'grande';
    if (board !== 'grande' && board !== 'petite') {
      return err({ code: 'bad-flag', message: `--board must be grande or petite, not "${String(board)}"` });
    }
    return ok({ board });
  },
  render,
  describeMove: (move) => ((move as Piste.PisteMove).dice === 1 ? 'roll one die' : 'roll two dice'),
  describeChance(raw) {
    const chance = raw as Piste.PisteChance;
    return chance.kind === 'die' ? `starting roll: ${chance.face}` : `dice: ${chance.faces.join(' and ')}`;
  },
  policies: { optimal },
  length: (state) => (state as State).turns,
  lengthUnit: 'turns',
  simSummary(finalStates) {
    // Seats are shuffled by the roll-off, so the interesting split is by turn order.
    const states = finalStates as readonly State[];
    const players = states[0]?.positions.length ?? 0;
    const winsByOrder = new Array<number>(players).fill(0);
    for (const s of states) {
      if (s.phase.kind !== 'over' || s.firstSeat === null) continue;
      const order = (s.phase.winner - s.firstSeat + players) % players;
      winsByOrder[order] = (winsByOrder[order] ?? 0) + 1;
    }
    return winsByOrder.map((wins, order) => {
      const { low, high } = wilsonInterval(wins, states.length);
      const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
      return `  ${order === 0 ? '1st' : order === 1 ? '2nd' : order === 2 ? '3rd' : '4th'} to play wins ${pct(wins / states.length)}  [95% CI ${pct(low)} – ${pct(high)}]`;
    });
  },
};
