/**
 * Fair dice on a server hash with Node's own SHA-256 (shared/fair/hash.ts takes it): a
 * table at full speed hashes every secret shown and every event fixed, and the portable
 * code cost a busy server several times more for the same bits.
 */
import { hash } from 'node:crypto';
import { useNativeSha256, type Sha256Hex } from '../../shared/fair';

/** One call, without a Hash object for each text: a third of the cost on a busy server. */
export const nodeSha256: Sha256Hex = (text) => hash('sha256', text, 'hex');

export function hashFairDiceNatively(): void {
  useNativeSha256(nodeSha256);
}
