/**
 * The limits every bench server runs with: the one place to adapt when the server's
 * TableLimits change. All bots connect from 127.0.0.1, so any per-address limit a real
 * host keeps low (table creation, guesses) must be raised here or the bench meets it at once.
 */
import type { TableLimits } from '../../electron/online/table-host';

/** How the bots play: as fast as the table answers, or as people do. */
export type Pace = 'full-speed' | 'human';

export function benchLimits(pace: Pace): Partial<TableLimits> {
  // At human pace the server keeps its real message rate and its computers' pause (the
  // table's speed); at full speed bots send far more than a person can and computers wait
  // for nothing.
  return pace === 'human' ? {} : { messagesPerSecond: 1000, computerDelayMs: 0 };
}
