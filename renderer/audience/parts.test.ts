import { describe, expect, it } from 'vitest';
import type { AnyGameTable } from '../contract/game-table';
import { pageParts } from './parts';

const ready = { status: 'ready', table: {} as AnyGameTable } as const;
const missing = { status: 'failed', problem: 'no table for "river-crossing"' } as const;

describe('what the audience page draws', () => {
  it('draws the table and the layer in full, one of them in the table and overlay layouts', () => {
    expect(pageParts('full', ready)).toEqual({ table: true, layer: true, note: null });
    expect(pageParts('table', ready)).toEqual({ table: true, layer: false, note: null });
    expect(pageParts('overlay', ready)).toEqual({ table: false, layer: true, note: null });
  });

  it('shows the broadcast layer alone, saying why, for a game that has no table yet, in every layout', () => {
    for (const layout of ['full', 'table', 'overlay'] as const)
      expect(pageParts(layout, missing)).toEqual({
        table: false,
        layer: true,
        note: 'This game has no table to show yet.',
      });
  });

  it('draws no half table while the table’s code is still loading', () => {
    expect(pageParts('full', { status: 'loading' })).toMatchObject({ table: false, note: null });
  });
});
