import type { CasseTete as CT } from '@ludimaths/engine';
import { applyStep, CasseTete, casseTete, rollChance } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../session/table';
import { describeContext, nbsp } from '../../test-support';
import { explainError } from '../errors';
import type { DescribeContext } from '../types';
import {
  casseTeteErrorMessages,
  describeCasseTeteMove,
  describeCasseTeteStep,
  equalityText,
  explainPlacement,
  penaltyLines,
  sideTexts,
  tableLayout,
  tokenLabel,
} from './explain';

function context(locale: 'fr' | 'en' = 'fr'): DescribeContext {
  return describeContext(locale, [
    { name: 'Léa', kind: 'human' },
    { name: 'Tom', kind: 'human' },
  ]);
}

const id = CasseTete.tokenId;
/** Side `s` of a token, sides numbered clockwise from the top. */
const side = (token: number, s: 0 | 1 | 2 | 3, turns: CT.Turns = 0) =>
  CasseTete.placedValue(id(token), turns, CasseTete.SIDES[s] as CT.Side);
const at = (token: number, x: number, y: number, turns: CT.Turns = 0): CT.PlacedToken => ({
  token: id(token),
  cell: [x, y],
  turns,
});

describe('token faces', () => {
  it('print the four numbers exactly as on the token: top, right, bottom, left', () => {
    // Token 1 is "4/9 0,65 1/2 1/3" in the seed's order top, left, right, bottom.
    expect(sideTexts(id(1), 0)).toEqual(['4/9', '1/2', '1/3', '0,65']);
    // As printed, with French typography for the percentage (a narrow no-break space).
    expect(sideTexts(id(28), 0)).toEqual(['3½', '3/3', '85\u202f%', '18/4']);
  });

  it('show a clockwise quarter turn: the left number goes on top', () => {
    expect(sideTexts(id(1), 1)).toEqual(['0,65', '4/9', '1/2', '1/3']);
    // In English the same token reads "0.65" and "85%".
    const english = { decimal: '.', percent: '%' };
    expect(sideTexts(id(1), 1, english)).toEqual(['0.65', '4/9', '1/2', '1/3']);
    expect(sideTexts(id(28), 0, english)).toEqual(['3½', '3/3', '85%', '18/4']);
    expect(equalityText(side(17, 2), side(7, 0), english)).toBe('0.25\u00a0=\u00a025%\u00a0=\u00a01/4');
    expect(sideTexts(id(1), 2)).toEqual(['1/3', '0,65', '4/9', '1/2']);
  });

  it('name the four values in the accessible label, with the turn', () => {
    expect(nbsp(tokenLabel(context().t, id(1), 1))).toBe(
      'Jeton 1, tourné d’un quart de tour. En haut : 0,65. À droite : 4/9. En bas : 1/2. À gauche : 1/3.',
    );
    expect(tokenLabel(context('en').t, id(1), 0)).toBe(
      'Token 1. Top: 4/9. Right: 1/2. Bottom: 1/3. Left: 0.65.',
    );
  });
});

describe('matched sides', () => {
  it('shows the equality with the common value in lowest terms, exactly', () => {
    // Token 13's left side (3/12) against token 12's right side (1/4).
    expect(nbsp(equalityText(side(13, 3), side(12, 1)))).toBe('3/12 = 1/4');
    // 0,25 (bottom of 17) = 25% (top of 7) = 1/4.
    expect(nbsp(equalityText(side(17, 2), side(7, 0)))).toBe('0,25 = 25 % = 1/4');
    // Same text on both sides: said once.
    expect(nbsp(equalityText(side(11, 0), side(7, 2)))).toBe('1/2');
  });

  it('explains a placement: the points for one neighbour and why the sides match', () => {
    const board = [at(12, 0, 0)];
    const move: CT.PlaceMove = { kind: 'place', token: id(13), cell: [1, 0], turns: 0 };
    expect(explainPlacement({ board }, 0, move, context()).map(nbsp)).toEqual([
      'Léa pose le jeton 13, sans le tourner : touche 1 jeton : +5.',
      'Côtés égaux : 3/12 = 1/4.',
    ]);
  });

  it('touching two tokens scores 10 ("touche 2 jetons : +10")', () => {
    const board = [at(12, 0, 0), at(13, 1, 0), at(17, 0, 1)];
    const move: CT.PlaceMove = { kind: 'place', token: id(18), cell: [1, 1], turns: 0 };
    expect(CasseTete.previewPlacement({ board }, move).touching.map((s) => s.neighbour)).toEqual([13, 17]);
    const lines = explainPlacement({ board }, 1, move, context()).map(nbsp);
    expect(lines[0]).toBe('Tom pose le jeton 18, sans le tourner : touche 2 jetons : +10.');
    expect(lines[1]).toBe('Côtés égaux : 6/8 = 3/4 ; 2/5 = 8/20.');
  });
});

describe('the table layout', () => {
  it('draws the start token with one ring of cells; only edge neighbours are frontier', () => {
    const layout = tableLayout([at(5, 0, 0)]);
    expect([layout.cols, layout.rows, layout.minX, layout.minY]).toEqual([3, 3, -1, -1]);
    expect(layout.cells.filter((c) => c.frontier).map((c) => [c.x, c.y])).toEqual([
      [0, -1],
      [-1, 0],
      [1, 0],
      [0, 1],
    ]);
  });

  it('grows with the bounding box of the laid tokens', () => {
    const layout = tableLayout([at(5, 0, 0), at(6, 2, 0), at(7, 2, -3)]);
    expect([layout.cols, layout.rows, layout.minX, layout.minY]).toEqual([5, 6, -1, -4]);
  });
});

describe('the hint button', () => {
  it('says a suggested move in words', () => {
    const { t } = context();
    expect(nbsp(describeCasseTeteMove({ kind: 'place', token: id(14), cell: [1, 0], turns: 1 }, { t }))).toBe(
      'poser le jeton 14, tourné une fois ↻, sur la case marquée',
    );
    expect(describeCasseTeteMove({ kind: 'pass' }, { t })).toMatch(/^piocher et passer/);
  });
});

describe('end of game and errors', () => {
  it('lists the −5 penalty per token left', () => {
    expect(penaltyLines([35, 60], [10, 0], context()).map(nbsp)).toEqual([
      'Léa : 45 − 10 (2 jetons restants × 5) = 35 points',
    ]);
  });

  it('explains the refusals of the engine in words', () => {
    const { t } = context();
    const explain = (code: string) => explainError({ code, message: '' }, casseTeteErrorMessages, t);
    expect(explain('sides-mismatch')).toMatch(/même valeur/);
    expect(explain('pass-not-allowed')).toMatch(/dois/);
  });
});

type Entry = LogEntry<CT.CasseTeteView, CT.CasseTeteMove, CT.CasseTeteChance>;

/** A whole game through the engine, with every step's log entry (public views, as the table logs). */
function playGame(seed: string): Entry[] {
  const start = casseTete.setup({ rotation: true }, 2, seed);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const log: Entry[] = [];
  for (let i = 0; i < 500; i++) {
    const actors = casseTete.actors(state);
    if (actors.kind === 'over') break;
    let after: CT.CasseTeteState;
    let step: Entry['step'];
    if (actors.kind === 'chance') {
      const rolled = rollChance(casseTete, state);
      step = { chance: rolled.outcome };
      after = rolled.state;
    } else {
      const seat = actors.seats[0] ?? 0;
      const move = casseTete.legalMoves(state, seat)[0] as CT.CasseTeteMove;
      step = { seat, move };
      const next = applyStep(casseTete, state, step);
      if (!next.ok) throw new Error(next.error.message);
      after = next.value;
    }
    log.push({
      index: log.length,
      step,
      before: casseTete.view(state, 'spectator'),
      after: casseTete.view(after, 'spectator'),
    });
    state = after;
  }
  return log;
}

describe('the game log', () => {
  const log = playGame('log-test');
  const ctx = context();

  it('names the face-up start token but never a dealt or drawn token', () => {
    for (const entry of log) {
      const lines = describeCasseTeteStep(entry, ctx).map(nbsp);
      if (!('chance' in entry.step)) continue;
      const chance = entry.step.chance;
      if (chance.kind === 'start')
        expect(lines[0]).toMatch(/^Jeton de départ, face visible : jeton \d+ \(haut/);
      if (chance.kind === 'draw') {
        expect(lines.join(' ')).not.toMatch(/jeton \d/);
        expect(lines.join(' ')).not.toContain(String(chance.token));
      }
    }
  });

  it('reads a draw that arrives hidden (online, another seat’s) as the draw itself', () => {
    const draws = log.filter((e) => 'chance' in e.step && e.step.chance.kind === 'draw');
    expect(draws.length).toBeGreaterThan(10);
    for (const entry of draws) {
      const hidden: Entry = { ...entry, step: { hidden: 'chance' } };
      expect(describeCasseTeteStep(hidden, ctx)).toEqual(describeCasseTeteStep(entry, ctx));
    }
  });

  it('says who starts, every placement with its points, and the end with penalties', () => {
    const text = log.flatMap((e) => describeCasseTeteStep(e, ctx)).map(nbsp);
    expect(text.some((l) => /^(Léa|Tom) commence\.$/.test(l))).toBe(true);
    expect(text.filter((l) => l === 'Chaque joueur a reçu 5 jetons cachés.')).toHaveLength(1);
    expect(text.some((l) => /pose le jeton \d+, .* : \+(5|10|20|40)\.$/.test(l))).toBe(true);
    expect(text.some((l) => l.startsWith('Fin de la partie'))).toBe(true);
  });
});
