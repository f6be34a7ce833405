/**
 * Fair dice on a server hash with Node's own SHA-256 (shared/fair/hash.ts takes it): a
 * table at full speed hashes every secret shown and every event fixed, and the portable
 * code cost a busy server several times more for the same bits.
 */
import { createHash } from 'node:crypto';
import { useNativeSha256, type Sha256Hex } from '../../shared/fair';

export const nodeSha256: Sha256Hex = (text) =>
  createHash('sha256').update(text, 'utf8').digest('hex');

export function hashFairDiceNatively(): void {
  useNativeSha256(nodeSha256);
}
