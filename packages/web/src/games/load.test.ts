import { describe, expect, it } from 'vitest';
import { findEntry } from '../catalog';
import { isMessageId } from '../i18n';
import { loadGame } from './load';

describe('loading a game', () => {
  it('brings its messages into the catalogues, which hold none of them before', async () => {
    expect(isMessageId('app.title')).toBe(true);
    expect(isMessageId('zigzag.board')).toBe(false);
    const entry = findEntry('zigzag');
    if (!entry) throw new Error('no zigzag entry');
    const game = await loadGame(entry);
    expect(game.definition.id).toBe('zigzag');
    expect(isMessageId('zigzag.board')).toBe(true);
    expect(isMessageId('finito.die')).toBe(false);
  });
});
