/**
 * Codes people type to find a table and take a seat. Drawn from the operating system's
 * cryptographic generator: 10 characters of Crockford's base32 carry 50 bits, so neither
 * a table's code nor a seat's key can be guessed.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;

export function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code;
}

/** A table's secret: seeds its match and its throws, and never leaves the server. */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * A seed derived from the table's secret for one purpose ("match", "throw:12"): anyone
 * who sees one derived seed (a throw record carries its seed) learns nothing of the others.
 */
export function derivedSeed(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}
