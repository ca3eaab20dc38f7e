import { describe, expect, it } from 'vitest';
import { chooseLink, decideLink } from './linked-credential';

const held = 'h'.repeat(32);
const linked = 'L'.repeat(32);

describe('a credential arriving in a link', () => {
  it('is tried, and kept only once accepted, when the device holds none', () => {
    expect(decideLink(undefined, linked)).toEqual({ kind: 'use', credential: linked, keepOnAccept: true });
  });

  it('changes nothing when it is the one the device holds, or when it is not a credential', () => {
    expect(decideLink(held, held)).toEqual({ kind: 'use', credential: held, keepOnAccept: false });
    expect(decideLink(held, 'not-a-credential')).toEqual({
      kind: 'use',
      credential: held,
      keepOnAccept: false,
    });
    expect(decideLink(undefined, undefined)).toEqual({
      kind: 'use',
      credential: undefined,
      keepOnAccept: false,
    });
  });

  it('never replaces the one the device holds without asking', () => {
    const asked = decideLink(held, linked);
    expect(asked).toEqual({ kind: 'ask', held, linked });
    expect(chooseLink(asked, false)).toEqual({ kind: 'use', credential: held, keepOnAccept: false });
    expect(chooseLink(asked, true)).toEqual({ kind: 'use', credential: linked, keepOnAccept: true });
  });
});
