/** A table server on a free localhost port, in this process, for one test file. */
import { ColyseusTestServer } from '@colyseus/testing';
import { createTableServer, type TableServer } from '../table-server';
import type { TableLimits } from '../table-limits';
import { MemoryTableStore, type TableStore } from '../table-store';
import type { DiceThrower } from '../throw-pool';
import { freePort } from './free-port';

export { freePort };

export interface TestTables {
  readonly tables: TableServer;
  readonly colyseus: ColyseusTestServer;
  readonly log: string[];
  readonly port: number;
}

export async function startTestTables(
  limits: Partial<TableLimits> = {},
  store: TableStore = new MemoryTableStore(),
  thrower?: DiceThrower,
): Promise<TestTables> {
  const log: string[] = [];
  const tables = createTableServer({
    store,
    // Test clients play at machine speed, far above any person's message rate, and open
    // tables faster than any person: the hostile tests ask for the real limits.
    limits: {
      computerDelayMs: 0,
      reconnectSeconds: 5,
      messagesPerSecond: 1000,
      tablesPerMinutePerAddress: 10_000,
      openTablesPerAddress: 10_000,
      wrongGuessesPerMinute: 10_000,
      seatReservationsPerAddress: 10_000,
      ...limits,
    },
    log: (line) => log.push(line),
    ...(thrower ? { thrower } : {}),
  });
  const port = await freePort();
  await tables.listen(port, '127.0.0.1');
  return { tables, colyseus: new ColyseusTestServer(tables.server), log, port };
}
