/**
 * The River Rats table mid-round with four players: four hands, the Market, the River Rat's
 * hand and every pile on it. Frames per second as a ratio to the bare table seen from the
 * same camera in the same run, and draw calls per frame (every card is one instanced mesh).
 */
import { tableBench } from './table-frames';
import type { BenchResult } from './types';

export function run(): Promise<BenchResult> {
  return tableBench(
    'River Rats table, four hands, the Market and the Rat’s hand',
    { scene: 'bare', label: 'bare table (baseline)' },
    { scene: 'river-rats', label: 'River Rats, 4 players mid-round' },
  );
}
