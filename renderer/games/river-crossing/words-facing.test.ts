import { describe, expect, it } from 'vitest';
import { riverCrossingTable } from './table';
import { wordsFacing } from './words-facing';

describe('River Crossing: the words on the table', () => {
  it('face the chair of the person looking, as that chair faces the board', () => {
    const chairs = riverCrossingTable.seatPoses(3);
    expect(chairs.map((_, seat) => wordsFacing(seat))).toEqual([0, Math.PI, Math.PI / 2]);
    chairs.forEach((chair, seat) => expect(wordsFacing(seat)).toBe(chair.facing));
  });

  it('lie as the table is laid, from Red’s side, for a watcher', () => {
    expect(wordsFacing('public')).toBe(0);
  });
});
