/**
 * What went wrong joining or hosting a table, in words for the person: the server's own
 * reason when it gave one (a wrong invite, a seat taken), else what the failure means.
 */
const CLOSED_ROOM = 522;
const TAKEN = 409;
const REFUSED = 403;

export function joinProblem(error: unknown, address: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === CLOSED_ROOM)
    return `No table with that code is open at ${address}. Check the invite code, or ask the host whether the table is still open.`;
  if (code === TAKEN || code === REFUSED) return message;
  if (/locked|full/i.test(message)) return 'That table is full: every seat is taken.';
  if (typeof code !== 'number' || /fetch|network|ECONN|ETIMEDOUT|EHOSTUNREACH/i.test(message))
    return `Nothing answers at ${address}. Check the address, that the host is hosting now, and that their firewall lets the port through.`;
  return message;
}
