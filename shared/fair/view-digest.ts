import { stableStringify } from '../engine/stable-json';
import { digest } from './hash';

/** The digest of a view, as every page and the end-of-game replay compute it. */
export function viewDigest(view: unknown): string {
  return digest(stableStringify(view));
}
