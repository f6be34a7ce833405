/**
 * The limits that protect a table server: what one client, one address and one process
 * may do. A server takes its own (`npm run serve` flags, the bench's), never a client's.
 */
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
  /**
   * Fair dice: how long a random event waits for a seated person's commitment or secret
   * before it goes on without it (their page sends both by itself at once; only a page
   * that is gone or tampered with is ever waited for this long).
   */
  readonly secretsWaitMs: number;
  /**
   * Places at tables one address may be given in SEAT_RESERVATION_SECONDS: a join takes
   * one, and its person takes it up at once; one never taken up lapses.
   */
  readonly seatReservationsPerAddress: number;
}

/** How long a place given by matchmaking waits for its person to connect (Colyseus's default). */
export const SEAT_RESERVATION_SECONDS = 15;

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
  secretsWaitMs: 5000,
  seatReservationsPerAddress: 10,
};
