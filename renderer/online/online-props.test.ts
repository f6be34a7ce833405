import { describe, expect, it } from 'vitest';
import type { TableMessage } from '../../shared/online/protocol';
import { onlineProps } from './online-props';

const motion = { speed: 1, quality: 'low', reduced: false } as const;
const act = (): boolean => true;

const table: TableMessage = {
  code: 'ABCDEFGHJK',
  gameId: 'river-stakes',
  viewer: 1,
  view: { phase: 'decide' },
  pending: { kind: 'decision', seats: [1], prompt: 'Continue or stop' },
  legal: [
    { type: 'continue', seat: 1 },
    { type: 'stop', seat: 1 },
  ],
  seats: [
    { name: 'Ada', colour: '#d64541', player: 'person', present: false },
    { name: 'Basil', colour: '#3b7dd8', player: 'person', present: true },
    { name: 'Cora', colour: '#e8b730', player: 'computer', present: false, level: 'easy' },
  ],
  hostSeat: 0,
  moves: 12,
  last: null,
  seatWaitMs: 120_000,
  waitedMs: 7_000,
};

describe('the props of an online table', () => {
  it('are the room’s view and legal actions for this seat, with each seat as the table names it', () => {
    const props = onlineProps(table, act, motion, false, 50_000);
    expect(props.view).toBe(table.view);
    expect(props.viewer).toBe(1);
    expect(props.legal).toEqual(table.legal);
    expect(props.replaying).toBe(false);
    expect(props.seats).toEqual([
      { name: 'Ada', colour: '#d64541', kind: 'human' },
      { name: 'Basil', colour: '#3b7dd8', kind: 'human' },
      { name: 'Cora', colour: '#e8b730', kind: 'computer', level: 'easy' },
    ]);
  });

  it('offer nothing to choose while a move of ours waits for the room’s answer', () => {
    expect(onlineProps(table, act, motion, true, 50_000).legal).toEqual([]);
  });

  it('wait from the moment the room began waiting, not from when this screen showed the table', () => {
    // Arrived at 50 s on this page's clock, after the room had waited 7 s.
    expect(onlineProps(table, act, motion, false, 50_000).waitingSince).toBe(43_000);
  });
});
