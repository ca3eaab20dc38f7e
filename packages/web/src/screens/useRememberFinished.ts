import type { GameRecord } from '@ludimaths/engine';
import { useEffect } from 'react';
import type { GameHistory } from '../session/history';
import { describeFinished } from '../session/history';
import type { TableController } from '../session/table';

/**
 * Keeps a game in the device's history once it is over, so "Rejouer" (which replaces the autosave)
 * never loses it. A game found over again after a reload has the same id and is kept once.
 */
export function useRememberFinished(
  history: GameHistory | undefined,
  table: TableController,
  entryId: string,
  record: () => GameRecord,
): void {
  const outcome = table.status.kind === 'over' ? table.status.outcome : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the game's end matters, not each render's record
  useEffect(() => {
    if (outcome && history)
      history.remember(
        describeFinished(
          entryId,
          record(),
          outcome,
          new Date(),
          table.seats.map((seat) => seat.name),
          table.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : [])),
        ),
        record(),
      );
  }, [outcome !== null, history, entryId]);
}
