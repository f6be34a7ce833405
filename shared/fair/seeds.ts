/**
 * The secrets each party puts into a random event, and the commitments that bind them
 * before anyone's is shown.
 */
import { digest } from './hash';

const SECRET_BYTES = 32;
/** Random bytes asked of the generator at once: a server makes a secret for every event of every table. */
const POOL_BYTES = 4096;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
let pool = new Uint8Array(0);
let used = 0;

/** 32 random bytes in hex, from the platform's cryptographic generator (browser or Node). */
export function newSecret(): string {
  if (used + SECRET_BYTES > pool.length) {
    pool = globalThis.crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  let hex = '';
  for (let i = used; i < used + SECRET_BYTES; i++) hex += HEX[pool[i]!];
  // Each byte serves one secret: it is wiped as it is taken.
  pool.fill(0, used, used + SECRET_BYTES);
  used += SECRET_BYTES;
  return hex;
}

export const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** What a party shows before the event: the secret cannot be changed after, nor read from it. */
export function commitmentOf(secret: string): string {
  return digest(`river-table/commit|${secret}`);
}
