/**
 * When a table hands a seat to a computer player by itself, and what that player is called.
 * A seat whose person stayed away past its wait goes to the computer; so does a seat with
 * nobody in it that the game waits on, once the table has no host to decide. A table
 * nobody is at moves for nobody: the people who come back find it as they left it.
 */
import type { Pending, Seat } from '../../shared/engine/contract';

export interface SeatsNow {
  readonly hostSeat: Seat;
  /** Someone (a seat's person or a watcher) is at the table. */
  readonly anyoneHere: boolean;
  readonly pending: Pending;
  /** Seats whose wait for their person is over. */
  readonly overdue: readonly Seat[];
  readonly present: (seat: Seat) => boolean;
  /** The seat still waits for a person who dropped. */
  readonly waits: (seat: Seat) => boolean;
  readonly computer: (seat: Seat) => boolean;
}

function waitedOn(pending: Pending): Seat[] {
  if (pending.kind === 'decision') return [...pending.seats];
  if (pending.kind === 'throw' && pending.seat !== null) return [pending.seat];
  return [];
}

/** The seats the table hands to a computer player now, lowest first. */
export function standInsDue(now: SeatsNow): Seat[] {
  if (!now.anyoneHere) return [];
  const nobody = (seat: Seat): boolean =>
    !now.present(seat) && !now.waits(seat) && !now.computer(seat);
  const hostHere = now.present(now.hostSeat) || now.waits(now.hostSeat);
  const due = new Set(now.overdue.filter(nobody));
  if (!hostHere) for (const seat of waitedOn(now.pending)) if (nobody(seat)) due.add(seat);
  return [...due].sort((a, b) => a - b);
}

/** The level a computer player stands in at: easy where the game has it, else its weakest. */
export function standInLevel(levels: readonly string[]): string {
  return levels.includes('easy') ? 'easy' : levels[0]!;
}

/**
 * A computer player's name in a seat nobody had taken ("Friend 2" would say a friend plays
 * it): the seat's role where the game names its seats, else "Computer", numbered when the
 * table already has one.
 */
export function computerSeatName(names: readonly string[], role: string | undefined): string {
  if (role !== undefined) return role;
  const used = new Set(names);
  if (!used.has('Computer') && !used.has('Computer 1')) return 'Computer';
  let n = 2;
  while (used.has(`Computer ${n}`)) n++;
  return `Computer ${n}`;
}
