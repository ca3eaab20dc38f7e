import { expect } from 'vitest';
import type { LiveTable } from '../src/tables/live-table';
import type { TableService } from '../src/tables/service';

/** A Zigzag table for two made on `service`, its creator in seat 0 and Tom in seat 1, started. */
export async function startedZigzag(service: TableService): Promise<LiveTable> {
  const created = await service.create({
    game: 'zigzag',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    sit: true,
    autoStart: true,
  });
  if (!created.ok) throw new Error(created.error.message);
  const table = created.value.table;
  expect((await table.join('Tom')).ok).toBe(true);
  if (table.row.status === 'lobby') expect((await table.start()).ok).toBe(true);
  return table;
}
