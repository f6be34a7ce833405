/**
 * The Stones & Rivers table on its biggest board (16 × 17, 32 pieces, mid-game with both
 * faces and both ways showing): frames per second as a ratio to the bare table seen from
 * the same camera in the same run, and draw calls per frame.
 */
import { tableBench } from './table-frames';
import type { BenchResult } from './types';

export function run(): Promise<BenchResult> {
  return tableBench(
    'Stones & Rivers table 16×17',
    { scene: 'bare', label: 'bare table (baseline)' },
    { scene: 'stones-and-rivers', label: 'Stones & Rivers 16×17 mid-game' },
  );
}
