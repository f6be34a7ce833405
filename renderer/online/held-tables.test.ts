import { describe, expect, it } from 'vitest';
import type { TableMessage } from '../../shared/online/protocol';
import { HeldTables, newLines } from './held-tables';

const seats = [
  { name: 'Ada', colour: '#c0392b', player: 'person', present: true },
  { name: 'Computer', colour: '#2980b9', player: 'computer', present: false, level: 'easy' },
] as const;

/** A River Stakes table after `moves` moves whose last was `last`. */
const table = (moves: number, last: string | null): TableMessage =>
  ({
    code: 'ABCDE12345',
    gameId: 'river-stakes',
    viewer: 0,
    view: {},
    pending: { kind: 'decision', seats: [1] },
    legal: [],
    seats: [...seats],
    hostSeat: 0,
    moves,
    last,
  }) as unknown as TableMessage;

describe('tables that arrive while the dice roll', () => {
  it('keep the line of every move they bring, in order, with the seats named', () => {
    const held = new HeldTables();
    held.hold(table(11, 'Seat 2 presses on'), 10);
    held.hold(table(12, 'Seat 2 throws 6 5 3 4'), 10);
    held.hold(table(13, 'Seat 2 pairs 6+5 and 3+4: leaders to paths 11 and 7'), 10);
    const { table: newest, lines } = held.release();
    expect(newest!.moves).toBe(13);
    expect(lines).toEqual([
      'Computer presses on',
      'Computer throws 6 5 3 4',
      'Computer pairs 6+5 and 3+4: leaders to paths 11 and 7',
    ]);
  });

  it('add no line for a table that brings no move (someone sat down)', () => {
    const held = new HeldTables();
    held.hold(table(11, 'Seat 2 presses on'), 10);
    held.hold(table(11, 'Seat 2 presses on'), 10);
    expect(held.release().lines).toEqual(['Computer presses on']);
    expect(newLines(table(11, 'Seat 2 presses on'), 11)).toEqual([]);
  });

  it('hold nothing once released, and forget their lines when the whole history comes', () => {
    const held = new HeldTables();
    held.hold(table(11, 'Seat 2 presses on'), 10);
    held.release();
    expect(held.release()).toEqual({ table: null, lines: [] });
    held.hold(table(12, 'Seat 2 throws 6 5 3 4'), 11);
    held.forgetLines();
    held.hold(table(13, 'Seat 2 stops'), 11);
    expect(held.release().lines).toEqual(['Computer stops']);
  });
});
