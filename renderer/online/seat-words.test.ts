import { describe, expect, it } from 'vitest';
import type { SeatStatus } from '../../shared/online/protocol';
import { seatWords } from './seat-words';

const seat = (status: Partial<SeatStatus>): SeatStatus => ({
  name: 'Basil',
  colour: '#3b7dd8',
  player: 'person',
  present: false,
  ...status,
});

describe('a seat of an online table, in words', () => {
  it('counts an away seat’s wait down on this page’s clock between the table’s messages', () => {
    // The table said 30 s were left when it arrived at 1 s; it is now 11 s.
    expect(seatWords(seat({ awayMs: 30_000 }), 1_000, 11_000)).toBe('away, 0:20 left');
    expect(seatWords(seat({ awayMs: 30_000 }), 1_000, 40_000)).toBe('away, 0:00 left');
  });

  it('tells a computer standing in for a person from a computer seat', () => {
    expect(seatWords(seat({ player: 'computer', forPerson: true }), 0, 0)).toBe(
      'computer until they are back',
    );
    expect(seatWords(seat({ player: 'computer' }), 0, 0)).toBe('computer');
    expect(seatWords(seat({ present: true }), 0, 0)).toBe('at the table');
    expect(seatWords(seat({ player: 'empty' }), 0, 0)).toBe('empty');
  });
});
