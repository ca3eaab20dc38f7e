import { describe, expect, it } from 'vitest';
import { describeContext, nbsp } from '../test-support';
import { explainError } from './errors';
import { pisteErrorMessages } from './piste/explain';

const { t } = describeContext('fr');

describe('refusals in words', () => {
  it('uses the game’s own table for its codes', () => {
    const error = { code: 'one-die-not-allowed', message: 'a single die is allowed only after…' };
    expect(explainError(error, pisteErrorMessages, t)).toMatch(/Un seul dé/);
  });

  it('uses the shared table for the core and session codes, whatever the game', () => {
    const core = { code: 'chance-pending', message: '' };
    expect(nbsp(explainError(core, pisteErrorMessages, t))).toBe('Attends : les dés roulent encore.');
    const session = { code: 'not-human', message: '' };
    expect(explainError(session, pisteErrorMessages, t)).toBe('Ce joueur est joué par l’ordinateur.');
  });

  it('keeps the engine’s message after a generic sentence for a code no table knows', () => {
    for (const code of ['no-such-code', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(explainError({ code, message: 'why' }, pisteErrorMessages, t)).toBe(
        'Cette action n’est pas permise. (why)',
      );
    }
  });

  it('says the server’s refusal of a move during the teacher’s pause in words, in either language', () => {
    const paused = { code: 'paused', message: 'the teacher paused the game' };
    expect(explainError(paused, pisteErrorMessages, t)).toMatch(/^L’enseignant a mis la partie en pause/);
    const en = describeContext('en').t;
    expect(explainError(paused, pisteErrorMessages, en)).toMatch(/^The teacher paused the game: wait/);
  });
});
