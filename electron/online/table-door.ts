/**
 * Who may come in, per remote address: how many tables it creates (in a minute, and open
 * at once), how many places at tables it is given, and how many wrong codes, invites or
 * tokens it tries. A person never meets these limits; a script meets them at once.
 */
import { SEAT_RESERVATION_SECONDS, type TableLimits } from './table-limits';

const MINUTE_MS = 60_000;
const RESERVATION_MS = SEAT_RESERVATION_SECONDS * 1000;

type DoorLimits = Pick<
  TableLimits,
  | 'tablesPerMinutePerAddress'
  | 'openTablesPerAddress'
  | 'wrongGuessesPerMinute'
  | 'seatReservationsPerAddress'
>;

export class TableDoor {
  /** When each address created its tables, within the last minute. */
  private readonly creations = new Map<string, number[]>();
  /** The open tables each address created. */
  private readonly openBy = new Map<string, Set<string>>();
  private readonly creatorOf = new Map<string, string>();
  /** When each address tried something wrong, within the last minute. */
  private readonly wrongs = new Map<string, number[]>();
  /** The places each address was given and has not taken up, by session, with when. */
  private readonly places = new Map<string, Map<string, number>>();
  private readonly addressOf = new Map<string, string>();

  constructor(
    private readonly limits: DoorLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Why `address` may not create a table now; null when it may. */
  creationRefusal(address: string): string | null {
    if (recent(this.creations, address, this.now()).length >= this.limits.tablesPerMinutePerAddress)
      return 'Too many tables opened from this address in the last minute; wait a minute.';
    if (this.openFrom(address).length >= this.limits.openTablesPerAddress)
      return 'Too many tables from this address are open; close one first.';
    return null;
  }

  /** The open tables `address` created. */
  openFrom(address: string): string[] {
    return [...(this.openBy.get(address) ?? [])];
  }

  created(address: string, code: string): void {
    stamp(this.creations, address, this.now());
    const open = this.openBy.get(address) ?? new Set<string>();
    open.add(code);
    this.openBy.set(address, open);
    this.creatorOf.set(code, address);
  }

  /** The table has closed: it no longer counts against its creator. */
  closed(code: string): void {
    const address = this.creatorOf.get(code);
    if (address === undefined) return;
    this.creatorOf.delete(code);
    const open = this.openBy.get(address);
    open?.delete(code);
    if (open?.size === 0) this.openBy.delete(address);
  }

  /**
   * Why `address` may not try the code alone now (to watch); null when it may. An invite,
   * a claim or a reconnection token is still checked on its merits: it holds a secret
   * nobody guesses, so a neighbour's wrong codes cost its holder nothing.
   */
  guessRefusal(address: string): string | null {
    return recent(this.wrongs, address, this.now()).length >= this.limits.wrongGuessesPerMinute
      ? 'Too many wrong codes from this address; wait a minute. A right invite still works.'
      : null;
  }

  wrongGuess(address: string): void {
    stamp(this.wrongs, address, this.now());
  }

  /** Why `address` may not be given another place at a table now; null when it may. */
  reservationRefusal(address: string): string | null {
    return this.unused(address).size >= this.limits.seatReservationsPerAddress
      ? 'Too many joins from this address at once; wait a few seconds.'
      : null;
  }

  /** `address` was given a place for `session`; it counts until taken up or lapsed. */
  reserved(address: string, session: string): void {
    const places = this.unused(address);
    places.set(session, this.now());
    this.places.set(address, places);
    this.addressOf.set(session, address);
  }

  /** Someone connected to the place reserved for `session` (on a table in this process). */
  taken(session: string): void {
    const address = this.addressOf.get(session);
    if (address === undefined) return;
    this.addressOf.delete(session);
    this.places.get(address)?.delete(session);
    this.unused(address);
  }

  /** The places `address` holds unused now; lapsed ones are forgotten. */
  private unused(address: string): Map<string, number> {
    const places = this.places.get(address) ?? new Map<string, number>();
    for (const [session, at] of places)
      if (this.now() - at >= RESERVATION_MS) {
        places.delete(session);
        this.addressOf.delete(session);
      }
    if (places.size === 0) this.places.delete(address);
    return places;
  }

  /** Forgets the addresses with nothing in the last minute, so the book does not grow. */
  sweep(): void {
    const now = this.now();
    for (const book of [this.creations, this.wrongs])
      for (const address of [...book.keys()]) recent(book, address, now);
    for (const address of [...this.places.keys()]) this.unused(address);
  }
}

/** The times in `book` for `address` within the last minute; older ones are forgotten. */
function recent(book: Map<string, number[]>, address: string, now: number): number[] {
  const kept = (book.get(address) ?? []).filter((at) => now - at < MINUTE_MS);
  if (kept.length === 0) book.delete(address);
  else book.set(address, kept);
  return kept;
}

function stamp(book: Map<string, number[]>, address: string, now: number): void {
  book.set(address, [...recent(book, address, now), now]);
}
