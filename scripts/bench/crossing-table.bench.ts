/**
 * The River Crossing table with all 30 pieces on the board (the original rules' six
 * collectors, every red and black piece entered): frames per second as a ratio to the
 * bare table seen from the same camera in the same run, and draw calls per frame.
 */
import { tableBench } from './table-frames';
import type { BenchResult } from './types';

export function run(): Promise<BenchResult> {
  return tableBench(
    'River Crossing table, all 30 pieces on the board',
    { scene: 'bare', label: 'bare table (baseline)' },
    { scene: 'river-crossing', label: 'River Crossing, 30 pieces' },
  );
}
