/**
 * The River Stakes table: frames per second with the whole board in mid-game and four dice
 * at rest, as a ratio to the bare table with the same dice measured in the same run, and
 * draw calls per frame.
 */
import { tableBench } from './table-frames';
import type { BenchResult } from './types';

export function run(): Promise<BenchResult> {
  return tableBench(
    'River Stakes table',
    { scene: 'empty', label: 'empty table + 4 dice (baseline)' },
    { scene: 'river-stakes', label: 'River Stakes mid-game + 4 dice' },
  );
}
