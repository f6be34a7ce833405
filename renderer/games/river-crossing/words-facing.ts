import type { Viewer } from '../../../shared/engine/contract';

/** Which way each chair faces the board (Red's, Black's, the Collector's), about the table's up axis. */
export const CHAIR_FACING: readonly number[] = [0, Math.PI, Math.PI / 2];

/**
 * The way the words painted on the table (the board's files and ranks, the banks' names)
 * turn to read upright for the person looking: towards their chair, as Stones & Rivers turns
 * its board's words; for a watcher, the way the table is laid, from Red's side.
 */
export function wordsFacing(viewer: Viewer): number {
  return viewer === 'public' ? 0 : (CHAIR_FACING[viewer] ?? 0);
}
