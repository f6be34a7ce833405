/**
 * What went wrong joining or hosting a table, in words for the person: the server's own
 * reason when it gave one (a wrong invite, a seat taken), else what the failure means.
 */
import { SEAT_EXPIRED } from '../../shared/online/enter-table';

const CLOSED_ROOM = 522;
const TAKEN = 409;
const REFUSED = 403;

export function joinProblem(error: unknown, address: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === CLOSED_ROOM)
    return `No table with that code is open at ${address}. Check the invite code, or ask the host whether the table is still open.`;
  if (code === TAKEN || code === REFUSED) return message;
  // Asked for again already (shared/online/enter-table.ts): the server stayed too busy.
  if (code === SEAT_EXPIRED)
    return `The table server at ${address} is too busy to seat you just now: it held your seat for less time than it took to reach it. Try again in a moment.`;
  if (/locked|full/i.test(message)) return 'That table is full: every seat is taken.';
  if (typeof code !== 'number' || /fetch|network|ECONN|ETIMEDOUT|EHOSTUNREACH/i.test(message))
    return `Nothing answers at ${address}. Check the address, that the host is hosting now, and that their firewall lets the port through.`;
  return message;
}
