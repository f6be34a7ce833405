/**
 * The limits every bench server runs with: the one place to adapt when the server's
 * TableLimits change. All bots connect from 127.0.0.1, so any per-address limit a real
 * host keeps low (table creation, guesses) must be raised here or the bench meets it at once.
 */
import type { TableLimits } from '../../electron/online/table-limits';

/** How the bots play: as fast as the table answers, or as people do. */
export type Pace = 'full-speed' | 'human';

/** Every bot is one address that opens hundreds of tables a minute, as no person does. */
const ONE_ADDRESS_FOR_ALL_BOTS: Partial<TableLimits> = {
  tablesPerMinutePerAddress: 1_000_000,
  openTablesPerAddress: 10_000,
  openTables: 10_000,
  wrongGuessesPerMinute: 1_000_000,
  seatReservationsPerAddress: 1_000_000,
};

export function benchLimits(pace: Pace): Partial<TableLimits> {
  // At human pace the server keeps its real message rate and its computers' pause (the
  // table's speed); at full speed bots send far more than a person can and computers wait
  // for nothing.
  return pace === 'human'
    ? ONE_ADDRESS_FOR_ALL_BOTS
    : { ...ONE_ADDRESS_FOR_ALL_BOTS, messagesPerSecond: 1000, computerDelayMs: 0 };
}
