/**
 * The River table with six seats at a showdown (every seat's five dice face up beside its
 * lifted cup, the banker's block, the pot's coins): frames per second as a ratio to the
 * bare table seen from the same camera in the same run, and draw calls per frame.
 */
import { tableBench } from './table-frames';
import type { BenchResult } from './types';

export function run(): Promise<BenchResult> {
  return tableBench(
    'River table, six seats at the showdown with every die at rest',
    { scene: 'bare', label: 'bare table (baseline)' },
    { scene: 'river-dice', label: 'River, six seats, 30 dice and the pot' },
    150,
  );
}
