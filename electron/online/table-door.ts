/**
 * Who may come in, per remote address: how many tables it creates (in a minute, and open
 * at once) and how many wrong codes, invites or tokens it tries. A person never meets
 * these limits; a script meets them at once.
 */
import type { TableLimits } from './table-limits';

const MINUTE_MS = 60_000;

type DoorLimits = Pick<
  TableLimits,
  'tablesPerMinutePerAddress' | 'openTablesPerAddress' | 'wrongGuessesPerMinute'
>;

export class TableDoor {
  /** When each address created its tables, within the last minute. */
  private readonly creations = new Map<string, number[]>();
  /** The open tables each address created. */
  private readonly openBy = new Map<string, Set<string>>();
  private readonly creatorOf = new Map<string, string>();
  /** When each address tried something wrong, within the last minute. */
  private readonly wrongs = new Map<string, number[]>();

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

  /** Why `address` may not try a code, invite or token now; null when it may. */
  guessRefusal(address: string): string | null {
    return recent(this.wrongs, address, this.now()).length >= this.limits.wrongGuessesPerMinute
      ? 'Too many wrong codes from this address; wait a minute.'
      : null;
  }

  wrongGuess(address: string): void {
    stamp(this.wrongs, address, this.now());
  }

  /** Forgets the addresses with nothing in the last minute, so the book does not grow. */
  sweep(): void {
    const now = this.now();
    for (const book of [this.creations, this.wrongs])
      for (const address of [...book.keys()]) recent(book, address, now);
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
