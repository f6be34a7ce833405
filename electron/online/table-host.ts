/**
 * What every table on one server shares: where tables are kept, the limits that protect
 * the server, and where refusals and failures are logged. A room gets it from the server
 * (matchmaking lets the server's options win over a client's), never from a client.
 */
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
}

export const DEFAULT_LIMITS: TableLimits = {
  messagesPerSecond: 20,
  messageBytes: 4 * 1024,
  reconnectSeconds: 120,
  computerDelayMs: 600,
};

export interface TableHost {
  readonly store: TableStore;
  readonly limits: TableLimits;
  /** Codes of kept tables the server is bringing back; no client can add to it. */
  readonly restoring: Set<string>;
  readonly log: (line: string) => void;
  /** Where physical throws run off the network thread (a dedicated server); absent: in place. */
  readonly thrower?: DiceThrower;
}
