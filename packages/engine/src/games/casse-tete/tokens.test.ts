import { describe, expect, it } from 'vitest';
import type { Side, Turns } from './geometry';
import { BOTTOM, LEFT, opposite, placedValue, RIGHT, SIDE_IDS, sideValueId, TOP } from './geometry';
import { formatNumber, sameValue } from './numbers';
import { formatRational } from './rational';
import type { TokenId } from './tokens';
import { isTokenId, TOKEN_COUNT, TOKENS, tokenById, tokenId } from './tokens';
import { VALUES } from './value-ids';

/**
 * Every token pinned: seed text (top left right bottom) and exact values, the values computed
 * independently (Python's fractions module) from the seed's text.
 */
const EXPECTED: readonly [string, readonly [string, string, string, string]][] = [
  ['4/9 0,65 1/2 1/3', ['4/9', '13/20', '1/2', '1/3']],
  ['5/6 3/6 2/3 1/4', ['5/6', '1/2', '2/3', '1/4']],
  ['45% 10/15 3/4 2/5', ['9/20', '2/3', '3/4', '2/5']],
  ['3/9 75% 0,1 1/8', ['1/3', '3/4', '1/10', '1/8']],
  ['0,55 1/10 85% 3/15', ['11/20', '1/10', '17/20', '1/5']],
  ['3/9 4/7 1/5 4/8', ['1/3', '4/7', '1/5', '1/2']],
  ['25% 0,2 3/5 1/2', ['1/4', '1/5', '3/5', '1/2']],
  ['40% 0,6 1,5 2,5', ['2/5', '3/5', '3/2', '5/2']],
  ['2/16 3/2 1/8 1/10', ['1/8', '3/2', '1/8', '1/10']],
  ['1/5 3/24 2/9 4,5', ['1/5', '1/8', '2/9', '9/2']],
  ['1/2 7/8 3/7 2/3', ['1/2', '7/8', '3/7', '2/3']],
  ['50% 6/14 1/4 1/5', ['1/2', '3/7', '1/4', '1/5']],
  ['5/2 3/12 20% 3/4', ['5/2', '1/4', '1/5', '3/4']],
  ['10% 1/5 6/10 4/12', ['1/10', '1/5', '3/5', '1/3']],
  ['9/2 3/5 5/12 9/24', ['9/2', '3/5', '5/12', '3/8']],
  ['8/12 0,35 0,5 3/8', ['2/3', '7/20', '1/2', '3/8']],
  ['4/20 1/2 8/20 0,25', ['1/5', '1/2', '2/5', '1/4']],
  ['6/8 2/5 10/80 3/5', ['3/4', '2/5', '1/8', '3/5']],
  ['1/3 1/8 15/20 3/2', ['1/3', '1/8', '3/4', '3/2']],
  ['3/8 3/4 7/9 4/10', ['3/8', '3/4', '7/9', '2/5']],
  ['6/16 5/9 4/14 3,5', ['3/8', '5/9', '2/7', '7/2']],
  ['1/4 2/7 2/5 3/30', ['1/4', '2/7', '2/5', '1/10']],
  ['60% 0,4 1/10 7/2', ['3/5', '2/5', '1/10', '7/2']],
  ['9/6 2/20 3/2 9/15', ['3/2', '1/10', '3/2', '3/5']],
  ['2/5 6/4 0,95 0,75', ['2/5', '3/2', '19/20', '3/4']],
  ['7/2 6/7 1/3 0,45', ['7/2', '6/7', '1/3', '9/20']],
  ['1/10 2/6 9/2 6/20', ['1/10', '1/3', '9/2', '3/10']],
  ['3½ 18/4 3/3 85%', ['7/2', '9/2', '1', '17/20']],
  ['3/5 1 5/15 0,15', ['3/5', '1', '1/3', '3/20']],
  ['3/4 1/3 7/12 15%', ['3/4', '1/3', '7/12', '3/20']],
];

describe('the 30 tokens', () => {
  it('are numbered 1..30 and transcribed exactly (top, left, right, bottom)', () => {
    expect(TOKENS).toHaveLength(TOKEN_COUNT);
    expect(EXPECTED).toHaveLength(30);
    for (const [i, [text, values]] of EXPECTED.entries()) {
      const token = tokenById(tokenId(i + 1));
      expect(token.id).toBe(i + 1);
      const sides = [token.top, token.left, token.right, token.bottom];
      expect(sides.map(formatNumber).join(' ')).toBe(text);
      expect(sides.map((n) => formatRational(n.value))).toEqual(values);
    }
  });

  it('token 1 is 4/9 0,65 1/2 1/3', () => {
    const t = tokenById(tokenId(1));
    expect([t.top.text, t.left.text, t.right.text, t.bottom.text]).toEqual(['4/9', '0,65', '1/2', '1/3']);
  });

  it("make the seed's example position legal: 12 13 over 17 18, unturned", () => {
    // 12 | 13
    // 17 | 18
    const pairs: [TokenId, Side, TokenId][] = [
      [tokenId(12), RIGHT, tokenId(13)], // 1/4 = 3/12
      [tokenId(12), BOTTOM, tokenId(17)], // 1/5 = 4/20
      [tokenId(13), BOTTOM, tokenId(18)], // 3/4 = 6/8
      [tokenId(17), RIGHT, tokenId(18)], // 8/20 = 2/5
    ];
    const texts = pairs.map(([a, side, b]) => {
      const x = placedValue(a, 0, side);
      const y = placedValue(b, 0, opposite(side));
      expect(sameValue(x, y)).toBe(true);
      expect(sideValueId(a, 0, side)).toBe(sideValueId(b, 0, opposite(side)));
      return `${x.text} = ${y.text}`;
    });
    expect(texts).toEqual(['1/4 = 3/12', '1/5 = 4/20', '3/4 = 6/8', '8/20 = 2/5']);
  });
});

describe('ids that share the range 0..30', () => {
  it('are told apart by their types: token ids, sides and quarter turns', () => {
    // @ts-expect-error a plain number is not a token id: it goes through tokenId or isTokenId
    const plain: TokenId = 3;
    const turns: Turns = 1;
    // @ts-expect-error a number of quarter turns is not a side
    const wrong = placedValue(tokenId(1), 0, turns);
    expect(wrong).toBe(placedValue(tokenId(1), 0, RIGHT));
    expect(plain).toBe(3);
    expect([0, 31, 2.5, '3', null].some(isTokenId)).toBe(false);
    expect(() => tokenId(0)).toThrow(RangeError);
  });
});

describe('rotation', () => {
  it('moves left to top, top to right, right to bottom, bottom to left on one clockwise turn', () => {
    const ONE = tokenId(1);
    const t = tokenById(ONE); // top 4/9, left 0,65, right 1/2, bottom 1/3
    expect(placedValue(ONE, 1, TOP)).toBe(t.left);
    expect(placedValue(ONE, 1, RIGHT)).toBe(t.top);
    expect(placedValue(ONE, 1, BOTTOM)).toBe(t.right);
    expect(placedValue(ONE, 1, LEFT)).toBe(t.bottom);
  });

  it('is the identity after four turns and composes turn by turn', () => {
    for (const t of TOKENS)
      for (const side of [TOP, RIGHT, BOTTOM, LEFT]) {
        // A half turn puts each side opposite where it was.
        expect(placedValue(t.id, 2, opposite(side))).toBe(placedValue(t.id, 0, side));
        for (const turns of [0, 1, 2, 3] as Turns[]) {
          // One more turn carries what was at `side` to the next side clockwise (turn 4 = turn 0).
          const next = ((side + 1) & 3) as Side;
          expect(placedValue(t.id, ((turns + 1) & 3) as Turns, next)).toBe(placedValue(t.id, turns, side));
        }
      }
  });
});

describe('value ids', () => {
  it('are equal exactly when the values are equal', () => {
    for (const a of TOKENS)
      for (const b of TOKENS)
        for (let sa = 0; sa < 4; sa++)
          for (let sb = 0; sb < 4; sb++) {
            const x = placedValue(a.id, 0, sa as Side);
            const y = placedValue(b.id, 0, sb as Side);
            expect(sideValueId(a.id, 0, sa as Side) === sideValueId(b.id, 0, sb as Side)).toBe(
              sameValue(x, y),
            );
          }
  });

  it('index the sorted list of distinct values and cover every placed side', () => {
    for (const t of TOKENS)
      for (let turns = 0; turns < 4; turns++)
        for (let side = 0; side < 4; side++) {
          const id = SIDE_IDS[(t.id * 4 + turns) * 4 + side] ?? -1;
          const value = VALUES[id];
          expect(value).toEqual(placedValue(t.id, turns as Turns, side as Side).value);
        }
    expect(VALUES.length).toBeLessThan(256);
  });
});
