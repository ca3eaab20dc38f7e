/**
 * Casse-tête through the public engine API: random-playout throughput (games/s) and legal-move
 * generation speed, against a brute-force reference generator (every hand token × turns × cell next
 * to the table, sides compared as exact rationals) on the same positions.
 * Run: npx tsx bench/casse-tete.ts
 */

import type { Policy } from '@ludimaths/engine';
import { CasseTete, casseTete, expectOk, playout, Rng } from '@ludimaths/engine';
import type { Measurement } from './lib';
import { measure as measureWall, report } from './lib';

/**
 * `measure`, plus the same rate per second of this process's CPU time: on a shared machine other
 * processes take turns on the core, and the wall-clock rate alone understates the code's speed.
 */
const cpuNotes: string[] = [];
function measure(name: string, unit: string, run: () => number): Measurement {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const m = measureWall(name, unit, run);
  const cpu = process.cpuUsage(cpuStart);
  const share = (cpu.user + cpu.system) / 1000 / (performance.now() - wallStart);
  cpuNotes.push(
    `  ${name.padEnd(44)} ${Math.round(m.rate / Math.min(1, share))
      .toLocaleString('en-US')
      .padStart(14)} ${unit} per CPU-second (this process had ${(100 * share).toFixed(0)}% of a core)`,
  );
  return m;
}

type State = CasseTete.CasseTeteState;
type Move = CasseTete.CasseTeteMove;

const rng = Rng.fromSeed('bench');
const randomMove: Policy<State, Move> = (_s, _seat, moves) =>
  moves.length === 1 ? (moves[0] as Move) : rng.pick(moves);

let stepsPerGame = 0;
let placedPerGame = 0;
function playGames(players: number, rotation: boolean, games: number, policy: Policy<State, Move>): number {
  let placed = 0;
  let steps = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(casseTete.setup({ rotation }, players, rng.int(1 << 30)));
    const result = playout(casseTete, start, policy, 100_000, false);
    placed += result.state.board.length;
    // Chance steps: start token + deal + dice (≥ players) + one draw per turn while the bank lasts.
    steps += 1 + 5 * players + players + result.state.turnCount + (30 - 1 - 5 * players);
  }
  placedPerGame = placed / games;
  stepsPerGame = steps / games;
  return games;
}

/** Mid-game positions (seat to play, its hand, the table) sampled from random games. */
function samplePositions(count: number): State[] {
  const out: State[] = [];
  const local = Rng.fromSeed('positions');
  while (out.length < count) {
    let state = expectOk(casseTete.setup({ rotation: true }, 2, local.int(1 << 30)));
    const result = playout(casseTete, state, (_s, _seat, moves) => local.pick(moves), 100_000, true);
    state = expectOk(casseTete.setup({ rotation: true }, 2, 0));
    for (const step of result.steps) {
      state =
        'chance' in step
          ? expectOk(casseTete.resolveChance(state, step.chance))
          : expectOk(casseTete.apply(state, step.seat, step.move));
      if (state.phase === 'turn' && state.board.length >= 4 && local.int(4) === 0) out.push(state);
    }
  }
  return out.slice(0, count);
}

/** Reference generator: no frontier, no value ids; every candidate checked with exact rationals. */
function bruteForceMoves(state: State): number {
  const hand = state.hands[state.current] ?? [];
  const at = new Map(state.board.map((p) => [`${p.cell[0]},${p.cell[1]}`, p]));
  const dx = [0, 1, 0, -1];
  const dy = [-1, 0, 1, 0];
  let found = 0;
  const tried = new Set<string>();
  for (const p of state.board)
    for (let d = 0; d < 4; d++) {
      const x = p.cell[0] + (dx[d] ?? 0);
      const y = p.cell[1] + (dy[d] ?? 0);
      const key = `${x},${y}`;
      if (at.has(key) || tried.has(key)) continue;
      tried.add(key);
      for (const token of hand)
        for (const turns of [0, 1, 2, 3] as const) {
          let fits = true;
          for (let side = 0; side < 4 && fits; side++) {
            const other = at.get(`${x + (dx[side] ?? 0)},${y + (dy[side] ?? 0)}`);
            if (!other) continue;
            const mine = CasseTete.placedValue(token, turns, side as CasseTete.Side).value;
            const theirs = CasseTete.placedValue(
              other.token,
              other.turns,
              ((side + 2) & 3) as CasseTete.Side,
            ).value;
            fits = CasseTete.equalRationals(mine, theirs);
          }
          if (fits) found++;
        }
    }
  return found;
}

const positions = samplePositions(2000);
let cursor = 0;
const baseline = measure('baseline: brute-force moves, exact rationals', 'positions', () => {
  for (let i = 0; i < 200; i++) bruteForceMoves(positions[(cursor++ % positions.length) | 0] as State);
  return 200;
});
const generated = measure('legalMoves (frontier + value-id index)', 'positions', () => {
  for (let i = 0; i < 200; i++) {
    const s = positions[(cursor++ % positions.length) | 0] as State;
    casseTete.legalMoves(s, s.current);
  }
  return 200;
});
const fixed = positions[0] as State;
const repeated = measure('legalMoves, one position again (picture cached)', 'positions', () => {
  for (let i = 0; i < 200; i++) casseTete.legalMoves(fixed, fixed.current);
  return 200;
});
report('Casse-tête: legal-move generation on 2,000 sampled mid-game positions, one core', [
  baseline,
  generated,
  repeated,
]);

for (const players of [2, 3, 4]) {
  const games = measure(`random playouts, ${players} players`, 'games', () =>
    playGames(players, true, 50, randomMove),
  );
  const steps = { ...games, name: '  ≈ steps incl. chance', unit: 'steps', rate: games.rate * stepsPerGame };
  const placed = placedPerGame;
  const greedy = measure(`greedy playouts, ${players} players`, 'games', () =>
    playGames(players, true, 50, (s, seat, moves) =>
      CasseTete.greedyMove(casseTete.view(s, seat), seat, moves),
    ),
  );
  const noRotation = measure(`random playouts, ${players} players, no rotation`, 'games', () =>
    playGames(players, false, 50, randomMove),
  );
  report(
    `Casse-tête: ${players} players, one core (random games lay ${placed.toFixed(1)} tokens on average)`,
    [games, steps, greedy, noRotation],
  );
}

console.log('\nThe same, per second of CPU time:');
for (const line of cpuNotes) console.log(line);
