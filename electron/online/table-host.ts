/**
 * What every table on one server shares: where tables are kept, the limits that protect
 * the server, and where refusals and failures are logged. A room gets it from the server
 * (matchmaking lets the server's options win over a client's), never from a client.
 */
import type { TableDoor } from './table-door';
import type { DiceThrower } from './throw-pool';
import type { TableStore } from './table-store';

export interface TableLimits {
  /** A client sending more messages than this in a second is disconnected. */
  readonly messagesPerSecond: number;
  /** The largest message a client may send, in bytes; a larger one closes its connection. */
  readonly messageBytes: number;
  /** How long a dropped player's seat waits for them. */
  readonly reconnectSeconds: number;
  /** The pause before each computer move, so people can follow the table. */
  readonly computerDelayMs: number;
  /** Tables one address may create in a minute. */
  readonly tablesPerMinutePerAddress: number;
  /** Tables created by one address that may be open at once. */
  readonly openTablesPerAddress: number;
  /** Tables open at once in this process (tables brought back from the store count too). */
  readonly openTables: number;
  /** Wrong codes, invites or tokens one address may try in a minute before it is refused. */
  readonly wrongGuessesPerMinute: number;
  /** A table nobody ever sat down at closes after this long, leaving nothing kept. */
  readonly unjoinedTableSeconds: number;
}

export const DEFAULT_LIMITS: TableLimits = {
  messagesPerSecond: 20,
  messageBytes: 4 * 1024,
  reconnectSeconds: 120,
  computerDelayMs: 600,
  tablesPerMinutePerAddress: 10,
  openTablesPerAddress: 20,
  openTables: 500,
  wrongGuessesPerMinute: 10,
  unjoinedTableSeconds: 120,
};

export interface TableHost {
  readonly store: TableStore;
  readonly limits: TableLimits;
  /** Codes of kept tables the server is bringing back; no client can add to it. */
  readonly restoring: Set<string>;
  readonly log: (line: string) => void;
  /** Who may come in: creation and guessing limits per address. */
  readonly door: TableDoor;
  /** Tables open in this process now. */
  readonly open: Set<string>;
  /** Where physical throws run off the network thread (a dedicated server); absent: in place. */
  readonly thrower?: DiceThrower;
}
