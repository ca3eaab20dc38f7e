import type { Finito } from '@ludimaths/engine';
import { applyStep, Finito as F, finito } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../session/table';
import { describeContext, nbsp } from '../../test-support';
import { explainError } from '../errors';
import type { DescribeContext } from '../types';
import {
  describeFinitoMove,
  describeFinitoStep,
  explainCells,
  finitoErrorMessages,
  runTokens,
} from './explain';

type State = Finito.FinitoState;
type Step = { chance: Finito.FinitoChance } | { seat: number; move: Finito.FinitoMove };

function context(locale: 'fr' | 'en', names = ['Léa', 'Tom']): DescribeContext {
  return describeContext(
    locale,
    names.map((name) => ({ name, kind: 'human' as const })),
  );
}

function start(players: number, options: Partial<Finito.FinitoOptions> = {}): State {
  const made = finito.setup({ ...finito.defaultOptions, ...options }, players, 'test');
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

type Entry = LogEntry<Finito.FinitoView, Finito.FinitoMove, Finito.FinitoChance>;

/** What the table's log sees of a state: the public view. */
const seen = (state: State): Finito.FinitoView => finito.view(state, 'spectator');

/** Plays steps through the engine, returning the log entries the app would build. */
function play(state: State, steps: readonly Step[]): { entries: Entry[]; state: State } {
  const entries: Entry[] = [];
  let current = state;
  for (const step of steps) {
    const next = applyStep(finito, current, step);
    if (!next.ok) throw new Error(next.error.message);
    entries.push({ index: entries.length, step, before: seen(current), after: seen(next.value) });
    current = next.value;
  }
  return { entries, state: current };
}

/** Turn-ups giving each seat tokens 1, 2, 3 then the roll. */
function openingSteps(players: number, roll: number): Step[] {
  const steps: Step[] = [];
  for (let seat = 0; seat < players; seat++)
    for (const token of [1, 2, 3]) steps.push({ chance: { kind: 'turn-up', seat, token } });
  steps.push({ chance: { kind: 'roll', value: roll } });
  return steps;
}

function boardWith(tokens: Record<number, number>): number[] {
  const board = F.EMPTY_BOARD.slice();
  for (const [cell, token] of Object.entries(tokens)) board[Number(cell)] = token;
  return board;
}

describe('finito: the longest run', () => {
  it('names the tokens of the run, "suite de 5 : 3-4-5-6-7"', () => {
    const board = boardWith({ 2: 3, 5: 4, 7: 5, 8: 6, 11: 7, 17: 10, 20: 2, 30: 12 });
    expect(runTokens(board)).toEqual([3, 4, 5, 6, 7]);
  });

  it('a token placed before the previous one breaks the run', () => {
    // 1 at cell 10, 2 at cell 3: not in reading order, so two runs of one... and 2-3 in order.
    const board = boardWith({ 10: 1, 3: 2, 4: 3 });
    expect(runTokens(board)).toEqual([2, 3]);
  });

  it('always has the length of the engine’s longestRun (many pseudo-random boards)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 500; i++) {
      const board = F.EMPTY_BOARD.slice();
      for (let token = 1; token <= 12; token++) {
        if (next() % 4 === 0) continue;
        let cell = next() % 36;
        while (board[cell] !== 0) cell = (cell + 1) % 36;
        board[cell] = token;
      }
      expect(runTokens(board).length).toBe(F.longestRun(board));
    }
  });
});

describe('finito: why these cells are allowed', () => {
  const t = context('fr').t;
  it('both cells 7 free', () => {
    expect(nbsp(explainCells(7, F.destinations(F.EMPTY_BOARD, 7), t))).toBe(
      'Dé 7 : les deux cases 7 sont libres, choisis l’une des deux.',
    );
  });
  it('one cell 7 taken, the other free', () => {
    const board = boardWith({ 10: 4 });
    expect(nbsp(explainCells(7, F.destinations(board, 7), t))).toBe(
      'Dé 7 : une case 7 est prise, l’autre est libre.',
    );
  });
  it('both cells 7 taken: the nearest free cell before or after', () => {
    const board = boardWith({ 10: 4, 11: 5 });
    const cells = F.destinations(board, 7);
    expect(cells).toEqual([9, 12]);
    expect(nbsp(explainCells(7, cells, t))).toBe(
      'Dé 7 : les deux cases 7 sont prises : la case libre la plus proche avant ou après.',
    );
  });
  it('cell 1 taken: only after (nothing lies before it)', () => {
    const board = boardWith({ 0: 4 });
    expect(nbsp(explainCells(1, F.destinations(board, 1), t))).toBe(
      'Dé 1 : la case 1 est prise : la case libre la plus proche après (il n’y en a plus avant).',
    );
  });
  it('in English too', () => {
    const board = boardWith({ 10: 4, 11: 5 });
    expect(explainCells(7, F.destinations(board, 7), context('en').t)).toBe(
      'Roll 7: both cells 7 are taken: the nearest free cell before or after.',
    );
  });
});

describe('finito: the log', () => {
  it('turn-ups and the roll are public', () => {
    const { entries } = play(start(2), openingSteps(2, 7));
    const ctx = context('fr');
    expect(describeFinitoStep(entries[0] as never, ctx)).toEqual(['Léa retourne le jeton 1.']);
    expect(describeFinitoStep(entries[6] as never, ctx)).toEqual(['Le dé à 20 faces montre 7.']);
  });

  it('a choice stays secret until every seat has chosen, then both are revealed', () => {
    const opened = play(start(2), openingSteps(2, 7));
    const { entries } = play(opened.state, [
      { seat: 0, move: { kind: 'place', token: 2, cell: 10 } },
      { seat: 1, move: { kind: 'place', token: 3, cell: 11 } },
    ]);
    const ctx = context('fr');
    const secret = describeFinitoStep(entries[0] as never, ctx);
    expect(secret).toEqual(['Léa a choisi en secret.']);
    expect(secret.join(' ')).not.toMatch(/jeton|case/);
    expect(describeFinitoStep(entries[1] as never, ctx)).toEqual([
      'Léa pose le jeton 2 sur une case 7 (ligne 2, colonne 5).',
      'Tom pose le jeton 3 sur une case 7 (ligne 2, colonne 6).',
    ]);
  });

  it('solo: "Finito en N lancers !" when the twelve tokens are in order', () => {
    // Token t turns up in order and goes to its own column of cells: 1..12 on cells 0, 2, 4, …
    let state = start(1);
    let last: Entry | undefined;
    const ctx = context('fr', ['Léa']);
    for (let token = 1; token <= 12; token++) {
      const steps: Step[] = [];
      // Refill the hand in token order (1, 2, 3 first, then one per turn).
      const player = state.players[0] as Finito.FinitoPlayer;
      for (let up = 1; up <= 12 && player.hand.length + steps.length < 3; up++) {
        const bit = 1 << (up - 1);
        if (
          player.faceDown & bit &&
          !steps.some((s) => 'chance' in s && s.chance.kind === 'turn-up' && s.chance.token === up)
        )
          steps.push({ chance: { kind: 'turn-up', seat: 0, token: up } });
      }
      const cell = (token - 1) * 3;
      const roll = F.CELL_LABELS[cell] as number;
      steps.push(
        { chance: { kind: 'roll', value: roll } },
        { seat: 0, move: { kind: 'place', token, cell } },
      );
      const played = play(state, steps);
      state = played.state;
      last = played.entries[played.entries.length - 1];
    }
    expect(state.result?.reason).toBe('finito');
    const lines = describeFinitoStep(last as never, ctx).map(nbsp);
    expect(lines.at(-1)).toBe('Finito en 12 lancers !');
  });

  it('a match: the round ends with the points and a new round', () => {
    const opened = play(start(2, { targetScore: 50 }), openingSteps(2, 7));
    // Force the end of a round through a board already one token short of Finito is long to build,
    // so check the wording of the round lines directly with a finished round.
    const choices = [
      { kind: 'place', token: 2, cell: 10 },
      { kind: 'place', token: 3, cell: 11 },
    ] as const;
    const entry: Entry = {
      index: 0,
      step: { seat: 1, move: choices[1] },
      before: seen({ ...opened.state, pending: [choices[0], null] }),
      after: seen({
        ...opened.state,
        totalTurns: 1,
        rounds: [{ turns: 30, finito: [0], points: [12, 5] }],
        scores: [12, 5],
        lastTurn: { roll: 7, choices },
      }),
    };
    const lines = describeFinitoStep(entry, context('fr')).map(nbsp);
    expect(lines).toEqual([
      'Léa pose le jeton 2 sur une case 7 (ligne 2, colonne 5).',
      'Tom pose le jeton 3 sur une case 7 (ligne 2, colonne 6).',
      'Finito ! Léa a rangé ses 12 jetons dans l’ordre.',
      'Fin de la manche 1 : Léa 12 points, Tom 5 points.',
      'Nouvelle manche : les plateaux sont vidés.',
    ]);
  });

  /** The lines closing a round, for a last choice leading to `after` (the two move lines left out). */
  function roundEnd(
    options: Partial<Finito.FinitoOptions>,
    after: Partial<State>,
    locale: 'fr' | 'en' = 'fr',
  ) {
    const opened = play(start(2, options), openingSteps(2, 7));
    const first = { kind: 'place', token: 2, cell: 10 } as const;
    const second = { kind: 'place', token: 3, cell: 11 } as const;
    const choices = [first, second];
    const entry = {
      index: 0,
      step: { seat: 1, move: second },
      before: seen({ ...opened.state, pending: [first, null] }),
      after: seen({ ...opened.state, totalTurns: 500, lastTurn: { roll: 7, choices }, ...after } as State),
    };
    return describeFinitoStep(entry as never, context(locale))
      .map(nbsp)
      .slice(2);
  }

  it('a match: a round stopped by the turn cap still scores, and the match goes on', () => {
    const capped = { rounds: [{ turns: 500, finito: [], points: [7, 5] }], scores: [7, 5] };
    expect(roundEnd({ targetScore: 50 }, capped)).toEqual([
      'Manche arrêtée après 500 lancers sans Finito : chacun marque sa plus longue suite.',
      'Fin de la manche 1 : Léa 7 points, Tom 5 points.',
      'Nouvelle manche : les plateaux sont vidés.',
    ]);
    expect(roundEnd({ targetScore: 50 }, capped, 'en')[0]).toBe(
      'Round stopped after 500 rolls without Finito: everyone scores their longest run.',
    );
  });

  it('a match ended by the round cap: the highest total wins', () => {
    const rounds = Array.from({ length: 50 }, () => ({ turns: 500, finito: [], points: [1, 0] }));
    const result = { winners: [0], reason: 'round-cap' as const };
    expect(roundEnd({ targetScore: 1000 }, { rounds, scores: [50, 0], result }).at(-1)).toBe(
      '50 manches jouées : le plus haut total gagne.',
    );
  });

  it('a single round stopped by the turn cap is a draw', () => {
    const after = {
      rounds: [{ turns: 500, finito: [], points: [7, 5] }],
      result: { winners: [], reason: 'turn-cap' as const },
    };
    expect(roundEnd({}, after)).toEqual(['500 lancers sans Finito : partie nulle.']);
  });

  it('the rules page states the engine’s own caps, in French and English', () => {
    for (const locale of ['fr', 'en'] as const) {
      const caps = context(locale).t('rules.finito.caps');
      expect(caps).toContain(`${F.DEFAULT_TURN_CAP} `);
      expect(caps).toContain(`${F.ROUND_CAP} `);
    }
  });

  it('explains the engine’s refusals in words', () => {
    const ctx = context('fr');
    const explain = (code: string) => nbsp(explainError({ code, message: '' }, finitoErrorMessages, ctx.t));
    expect(explain('bad-cell')).toMatch(/case en surbrillance/);
    expect(explain('pass-not-allowed')).toMatch(/déplacer un jeton/);
  });
});

describe('finito: the hint in words', () => {
  it('completes "L’ordinateur jouerait : …"', () => {
    const ctx = context('fr');
    expect(describeFinitoMove({ kind: 'place', token: 5, cell: 10 }, ctx)).toBe(
      'poser le jeton 5 sur une case 7 (ligne 2, colonne 5)',
    );
    expect(describeFinitoMove({ kind: 'move', token: 2, cell: 0 }, ctx)).toBe(
      'déplacer le jeton 2 sur une case 1 (ligne 1, colonne 1)',
    );
    expect(describeFinitoMove({ kind: 'pass' }, context('en'))).toBe('pass');
  });
});
