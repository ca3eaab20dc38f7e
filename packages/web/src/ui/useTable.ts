import { useSyncExternalStore } from 'react';
import type { TableController } from '../session/table';

/** Renders again on every change of the table (a step, the status, an error). */
export function useTable(table: Pick<TableController, 'subscribe' | 'version'>): number {
  return useSyncExternalStore(
    (listener) => table.subscribe(listener),
    () => table.version,
  );
}
