import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Operation, OperationKind } from './operation';
import { checkOperation, makeOperation, OPERAND_RANGE, parseOperation } from './operation';

const operationArb: fc.Arbitrary<Operation> = fc
  .constantFrom<OperationKind>('add', 'subtract', 'multiply', 'divide')
  .chain((kind) =>
    fc.integer({ min: OPERAND_RANGE[kind].min, max: OPERAND_RANGE[kind].max }).map((by) => ({ kind, by })),
  );

describe('operation notation', () => {
  it('writes the typographic symbols', () => {
    expect(makeOperation({ kind: 'add', by: 5 })).toBe('+ 5');
    expect(makeOperation({ kind: 'subtract', by: 3 })).toBe('− 3');
    expect(makeOperation({ kind: 'multiply', by: 2 })).toBe('× 2');
    expect(makeOperation({ kind: 'divide', by: 2 })).toBe('÷ 2');
  });

  it('reads typographic and ASCII spellings, with or without a space', () => {
    const cases: [string, Operation][] = [
      ['+ 5', { kind: 'add', by: 5 }],
      ['+5', { kind: 'add', by: 5 }],
      ['− 3', { kind: 'subtract', by: 3 }],
      ['-3', { kind: 'subtract', by: 3 }],
      ['× 2', { kind: 'multiply', by: 2 }],
      ['* 2', { kind: 'multiply', by: 2 }],
      ['x3', { kind: 'multiply', by: 3 }],
      ['÷ 2', { kind: 'divide', by: 2 }],
      ['/2', { kind: 'divide', by: 2 }],
      [' : 2 ', { kind: 'divide', by: 2 }],
    ];
    for (const [text, operation] of cases)
      expect(parseOperation(text)).toEqual({ ok: true, value: operation });
  });

  it('round-trips: parse(make(op)) = op, and ASCII spellings parse to the same op', () => {
    const ascii: Record<OperationKind, string[]> = {
      add: ['+'],
      subtract: ['-'],
      multiply: ['*', 'x'],
      divide: ['/', ':'],
    };
    fc.assert(
      fc.property(operationArb, fc.boolean(), (operation, spaced) => {
        expect(parseOperation(makeOperation(operation))).toEqual({ ok: true, value: operation });
        for (const symbol of ascii[operation.kind]) {
          const text = `${symbol}${spaced ? ' ' : ''}${operation.by}`;
          const parsed = parseOperation(text);
          expect(parsed).toEqual({ ok: true, value: operation });
          if (parsed.ok) expect(makeOperation(parsed.value)).toBe(makeOperation(operation));
        }
      }),
    );
  });

  it('names an unknown symbol', () => {
    const result = parseOperation('% 3');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('unknown-symbol');
      expect(result.error.message).toContain('"%"');
    }
  });

  it('rejects operations that are meaningless or outside the rules', () => {
    for (const text of ['+ 0', '× 1', '× 10', '÷ 3', '÷ 0', '- 100', '+', '5', '+ 2.5', '', '+ -3']) {
      const result = parseOperation(text);
      expect(result.ok, text).toBe(false);
    }
    const third = checkOperation('divide', 3);
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.error.message).toMatch(/only 2/);
  });
});
