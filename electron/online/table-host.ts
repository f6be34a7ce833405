/**
 * What every table on one server shares: where tables are kept, the limits that protect
 * the server, and where refusals and failures are logged. A room gets it from the server
 * (matchmaking lets the server's options win over a client's), never from a client.
 */
import type { TableDoor } from './table-door';
import type { TableLimits } from './table-limits';
import type { RefusalLog } from './table-log';
import type { DiceThrower } from './throw-pool';
import type { TableStore } from './table-store';

export interface TableHost {
  readonly store: TableStore;
  readonly limits: TableLimits;
  /** Codes of kept tables the server is bringing back; no client can add to it. */
  readonly restoring: Set<string>;
  /** One line each, whatever it quotes (table-log.ts). */
  readonly log: (line: string) => void;
  /** Refusals, which any client can cause at will: a few written, the rest summed up. */
  readonly refusals: RefusalLog;
  /** Who may come in: creation and guessing limits per address. */
  readonly door: TableDoor;
  /** Tables open in this process now. */
  readonly open: Set<string>;
  /** Where physical throws run off the network thread (a dedicated server); absent: in place. */
  readonly thrower?: DiceThrower;
}
