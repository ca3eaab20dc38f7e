import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardRowCount, isHalfTurnSymmetric, makeBoardRows, parseBoard, STANDARD_BOARD } from './board';
import { checkMix, DEFAULT_MIX, generateBoard } from './generate';
import { buildBoard } from './notation';

const errorOf = (result: { ok: boolean; error?: { code: string; message: string } }) =>
  result.ok ? undefined : result.error;

describe('the standard board', () => {
  it('is 8 rows × 6 columns: start rows 0 and 7, the operations of the rules table in rows 1..6', () => {
    expect(boardRowCount(STANDARD_BOARD)).toBe(8);
    expect(makeBoardRows(STANDARD_BOARD)).toEqual([
      ['+ 5', '× 2', '− 2', '+ 1', '× 3', '− 8'],
      ['+ 6', '− 4', '+ 6', '× 2', '− 4', '+ 4'],
      ['÷ 2', '− 5', '× 3', '− 1', '− 4', '÷ 2'],
      ['÷ 2', '− 4', '− 1', '× 3', '− 5', '÷ 2'],
      ['+ 4', '− 4', '× 2', '+ 6', '− 4', '+ 6'],
      ['− 8', '× 3', '+ 1', '− 2', '× 2', '+ 5'],
    ]);
  });

  it('is symmetric under a half-turn', () => {
    expect(isHalfTurnSymmetric(STANDARD_BOARD)).toBe(true);
  });
});

describe('custom boards', () => {
  const rows = makeBoardRows(STANDARD_BOARD);

  it('accept any well-formed operations, in ASCII too', () => {
    const ascii = rows.map((row) =>
      row.map((cell) => cell.replace('×', '*').replace('−', '-').replace('÷', '/')),
    );
    const parsed = parseBoard(ascii);
    expect(parsed.ok && makeBoardRows(parsed.value)).toEqual(rows);
  });

  it('name a bad operation and where it is', () => {
    const bad = rows.map((row) => [...row]);
    (bad[2] as string[])[4] = '÷ 3';
    expect(errorOf(parseBoard(bad))).toMatchObject({ code: 'bad-operation', message: /row 3, column 5/ });
  });

  it('name an unknown symbol', () => {
    const bad = rows.map((row) => [...row]);
    (bad[0] as string[])[0] = '^ 2';
    expect(errorOf(parseBoard(bad))).toMatchObject({
      code: 'unknown-symbol',
      message: /row 1, column 1.*"\^"/,
    });
  });

  it('reject a wrong size: too few rows, too many rows, a row without six cells', () => {
    expect(errorOf(parseBoard(rows.slice(0, 1)))).toMatchObject({ code: 'bad-board-size', message: /got 1/ });
    expect(errorOf(parseBoard(Array.from({ length: 21 }, () => rows[0] as string[])))?.code).toBe(
      'bad-board-size',
    );
    const short = rows.map((row) => [...row]);
    (short[3] as string[]).pop();
    expect(errorOf(parseBoard(short))).toMatchObject({ code: 'bad-board-size', message: /row 4 has 5/ });
  });

  it('need not be symmetric', () => {
    const lopsided = rows.map((row) => [...row]);
    (lopsided[0] as string[])[0] = '+ 9';
    const parsed = parseBoard(lopsided);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(isHalfTurnSymmetric(parsed.value)).toBe(false);
  });
});

describe('generated fair boards', () => {
  it('are half-turn symmetric, valid and reproducible from any seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 9 }), (seed, rowCount) => {
        const board = generateBoard(seed, DEFAULT_MIX, rowCount);
        if (!board.ok) throw new Error(board.error.message);
        expect(isHalfTurnSymmetric(board.value)).toBe(true);
        expect(boardRowCount(board.value)).toBe(rowCount + 2);
        const again = parseBoard(makeBoardRows(board.value));
        expect(again.ok && makeBoardRows(again.value)).toEqual(makeBoardRows(board.value));
        expect(generateBoard(seed, DEFAULT_MIX, rowCount)).toEqual(board);
      }),
      { numRuns: 50 },
    );
  });

  it('differ from seed to seed', () => {
    const boards = new Set(['a', 'b', 'c', 'd'].map((seed) => JSON.stringify(generateBoard(seed))));
    expect(boards.size).toBe(4);
  });

  it('follow the mix: kinds left out never appear, operands stay in range', () => {
    const board = generateBoard('mix', {
      add: { weight: 1, min: 7, max: 9 },
      divide: { weight: 1, min: 2, max: 2 },
    });
    if (!board.ok) throw new Error(board.error.message);
    const cells = board.value.operations.flat();
    expect(new Set(cells.map((cell) => cell.kind))).toEqual(new Set(['add', 'divide']));
    for (const cell of cells) if (cell.kind === 'add') expect(cell.by).toBeGreaterThanOrEqual(7);
  });

  it('follow the default mix roughly in proportion', () => {
    const counts: Record<string, number> = { add: 0, subtract: 0, multiply: 0, divide: 0 };
    for (let i = 0; i < 100; i++) {
      const board = generateBoard(i);
      if (!board.ok) throw new Error(board.error.message);
      for (const cell of board.value.operations.slice(0, 3).flat())
        counts[cell.kind] = (counts[cell.kind] ?? 0) + 1;
    }
    // 1800 draws with weights 5:7:4:2 out of 18.
    expect(counts.subtract).toBeGreaterThan(counts.add as number);
    expect(counts.add).toBeGreaterThan(counts.divide as number);
    expect((counts.divide as number) / 1800).toBeCloseTo(2 / 18, 1);
  });

  it('reject a bad mix with a clear message', () => {
    expect(errorOf(checkMix({}))).toMatchObject({ code: 'bad-mix', message: /positive weight/ });
    expect(errorOf(checkMix({ add: { weight: -1, min: 1, max: 2 } }))?.message).toMatch(/weight of add/);
    // Huge weights would overflow their total and make every cell the last kind (all subtractions).
    const huge = { add: { weight: 1e308, min: 1, max: 6 }, subtract: { weight: 1e308, min: 1, max: 8 } };
    expect(errorOf(generateBoard('x', huge))?.message).toMatch(
      /weight of add must be a number from 0 to 1000000/,
    );
    expect(errorOf(checkMix({ add: { weight: 1, min: 5, max: 2 } }))?.message).toMatch(/min 5 above max 2/);
    expect(errorOf(checkMix({ multiply: { weight: 1, min: 1, max: 3 } }))?.message).toMatch(/multiply/);
    expect(errorOf(generateBoard('x', { divide: { weight: 1, min: 2, max: 4 } }))?.code).toBe('bad-mix');
  });
});

describe('boards named by options', () => {
  it('are built once per spec and shared by the games that use it', () => {
    const spec = { kind: 'generated', seed: 'shared' } as const;
    const a = buildBoard(spec);
    const b = buildBoard({ ...spec });
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(buildBoard({ kind: 'standard' })).toEqual({ ok: true, value: STANDARD_BOARD });
    expect(buildBoard({ kind: 'custom', rows: [['+ 1']] }).ok).toBe(false);
  });
});
