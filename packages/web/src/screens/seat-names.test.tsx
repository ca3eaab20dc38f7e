import { zigzag } from '@ludimaths/engine';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../catalog';
import { loadGame } from '../games/load';
import { Session } from '../session/session';
import { memoryRecordStore } from '../session/storage';
import { describeContext } from '../test-support';
import NewGameScreen from './NewGame';
import { defaultSeatName } from './seat-names';
import { renderScreen } from './test-render';

afterEach(cleanup);

describe('default seat names follow the language', () => {
  it('a name left blank is saved as no name, and reads "Player 1" in English, "Joueur 1" in French', async () => {
    const entry = findEntry('zigzag');
    if (!entry) throw new Error('no entry');
    await loadGame(entry);
    const records = memoryRecordStore();
    await act(async () => {
      renderScreen(<NewGameScreen id="zigzag" />, { records });
    });
    fireEvent.click(await screen.findByTestId('start'));
    const saved = records.load('zigzag');
    if (!saved?.ok) throw new Error('no game saved');
    const record = saved.value as { seats: { name?: string }[] };
    expect(record.seats.map((seat) => seat.name)).toEqual([undefined, undefined]);

    const reopen = (locale: 'fr' | 'en') => {
      const made = Session.fromRecord(
        { game: zigzag },
        saved.value,
        defaultSeatName(describeContext(locale).t),
      );
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    };
    expect(reopen('en').seats.map((seat) => seat.name)).toEqual(['Player 1', 'Robot 1']);
    expect(reopen('fr').seats.map((seat) => seat.name)).toEqual(['Joueur 1', 'Robot 1']);
    // A rematch keeps them default names: the new record has none either.
    const again = Session.start({
      game: zigzag,
      options: zigzag.defaultOptions,
      seats: reopen('en').seats,
      seed: 'r',
    });
    expect(again.ok && again.value.record().seats.map((seat) => seat.name)).toEqual([undefined, undefined]);
  });
});
