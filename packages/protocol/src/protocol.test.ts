import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGE_TYPES,
  clientMessage,
  createTableRequest,
  JOIN_CODE_ALPHABET,
  joinRequest,
  readServerMessage,
  serverMessage,
} from './index';

describe('the protocol', () => {
  it('names every client message type', () => {
    expect(CLIENT_MESSAGE_TYPES).toEqual([
      'hello',
      'class-hello',
      'move',
      'rename',
      'set-seat',
      'start',
      'replace',
      'rematch',
      'hint-used',
      'ping',
    ]);
  });

  it('accepts join codes as a child types them, and no look-alike characters', () => {
    expect(joinRequest.parse({ code: 'acd-efg' }).code).toBe('ACDEFG');
    expect(joinRequest.parse({ code: ' h j k m n p ' }).code).toBe('HJKMNP');
    for (const lookalike of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B', 'U', 'V']) {
      expect(JOIN_CODE_ALPHABET).not.toContain(lookalike);
      expect(joinRequest.safeParse({ code: `ACDEF${lookalike}` }).success).toBe(false);
    }
  });

  it('refuses unknown fields, so a typo is reported instead of ignored', () => {
    expect(clientMessage.safeParse({ type: 'ping', extra: 1 }).success).toBe(false);
    expect(
      createTableRequest.safeParse({ game: 'piste', seats: [{ kind: 'human' }], colour: 'red' }).success,
    ).toBe(false);
  });

  it('checks the fields of a move and of the answers', () => {
    const move = { type: 'move', clientMoveId: 'a-1', expectedSeq: 3, move: { kind: 'roll', dice: 2 } };
    expect(clientMessage.parse(move)).toEqual(move);
    expect(clientMessage.safeParse({ ...move, expectedSeq: -1 }).success).toBe(false);
    expect(clientMessage.safeParse({ ...move, clientMoveId: 'x'.repeat(65) }).success).toBe(false);
    expect(serverMessage.parse({ type: 'ack', clientMoveId: 'a-1', seq: 4 })).toEqual({
      type: 'ack',
      clientMoveId: 'a-1',
      seq: 4,
    });
  });

  it('carries log steps whole or hidden, and nothing else', () => {
    const log = {
      type: 'log',
      from: 2,
      before: { board: [] },
      steps: [
        { step: { seat: 0, move: { kind: 'pass' } }, view: {} },
        { step: { chance: { kind: 'draw', token: 7 } }, view: {} },
        { step: { hidden: 'chance' }, view: {} },
        { step: { hidden: 'move', seat: 1 }, view: {} },
      ],
    };
    expect(serverMessage.parse(log)).toEqual(log);
    for (const step of [
      { hidden: 'chance', token: 7 },
      { hidden: 'move' },
      { seat: 0 },
      { hidden: 'hand' },
    ]) {
      expect(
        serverMessage.safeParse({ ...log, steps: [{ step, view: {} }] }).success,
        JSON.stringify(step),
      ).toBe(false);
    }
  });

  it('reads a frame, or says why not in printable words (never silently)', () => {
    const over = { status: 'over', winners: [0], reason: 'finito', rolls: 17 };
    const state = {
      type: 'state',
      seq: 9,
      view: {},
      actors: { kind: 'over' },
      legal: [],
      outcome: over,
      cause: 'update',
    };
    expect(readServerMessage(JSON.stringify(state))).toEqual({ ok: true, message: state });
    const newer = { ...state, outcome: { ...over, medal: 'or' } };
    expect(readServerMessage(JSON.stringify(newer))).toEqual({
      ok: false,
      reason: expect.stringMatching(/^a "state" message this client cannot read at outcome: /),
    });
    expect(readServerMessage('{not json')).toMatchObject({ ok: false, reason: 'a frame that is not JSON' });
    expect(readServerMessage(new Uint8Array(2))).toMatchObject({ ok: false });
    const read = readServerMessage(JSON.stringify({ type: 'st\u001b[2Jate' }));
    expect(read.ok || read.reason).toContain('"st?[2Jate"');
  });

  it('refuses seat names with control characters', () => {
    expect(clientMessage.safeParse({ type: 'rename', seat: 0, name: 'a\u0000b' }).success).toBe(false);
    expect(clientMessage.parse({ type: 'rename', seat: 0, name: '  Zoé  ' })).toMatchObject({ name: 'Zoé' });
  });

  // A name nobody can see (a Hangul filler, a blank braille cell, a lone joiner) lets a player pass
  // for nobody, while emoji pictures, which hold joiners and selectors, are ordinary names.
  it.each([
    '\u3164',
    '\u2800',
    'a\u3164',
    'Léa\u2800',
    '\u115F\u1160',
    '\uFFA0',
    '\u200B',
    'a\u200Db',
    '\u00AD',
    '\u2060',
    'x\u2028y',
    '\uE000',
    '\u0301',
  ])('refuses the invisible name %j', (name) => {
    expect(clientMessage.safeParse({ type: 'rename', seat: 0, name }).success).toBe(false);
  });

  it.each(['👩‍💻', 'Zoé 👨‍👩‍👧‍👦', '❤️‍🔥', '🏳️‍🌈', '👍🏽', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'é', '李', 'حسن'])(
    'accepts the visible name %s',
    (name) => {
      expect(clientMessage.parse({ type: 'rename', seat: 0, name })).toMatchObject({ name });
    },
  );
});
