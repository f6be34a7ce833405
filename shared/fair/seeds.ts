/**
 * The secrets each party puts into a random event, and the commitments that bind them
 * before anyone's is shown.
 */
import { digest } from './hash';

/** 32 random bytes in hex, from the platform's cryptographic generator (browser or Node). */
export function newSecret(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** What a party shows before the event: the secret cannot be changed after, nor read from it. */
export function commitmentOf(secret: string): string {
  return digest(`river-table/commit|${secret}`);
}
