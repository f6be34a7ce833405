import { describe, expect, it } from 'vitest';
import { hostSeats } from './host-seats';

const colours = ['red', 'blue', 'green', 'purple'];

describe('the seats of a hosted table', () => {
  it('names a computer seat as the computer, not as a friend', () => {
    const seats = hostSeats({ hostName: '  Ädä ', players: 2, levels: [null, 'easy'], colours });
    expect(seats.map((s) => [s.name, s.kind])).toEqual([
      ['Ädä', 'human'],
      ['Computer', 'computer'],
    ]);
  });

  it('numbers friends and computers each in their own count', () => {
    const seats = hostSeats({
      hostName: 'Ada',
      players: 4,
      levels: [null, 'hard', null, 'easy'],
      colours,
    });
    expect(seats.map((s) => s.name)).toEqual(['Ada', 'Computer 1', 'Friend 1', 'Computer 2']);
    expect(seats.map((s) => s.colour)).toEqual(colours);
    // Each computer plays at the level chosen for its seat.
    expect(seats.map((s) => s.level)).toEqual([undefined, 'hard', undefined, 'easy']);
  });

  it('keeps the names of a game whose seats are roles', () => {
    const seats = hostSeats({
      hostName: 'Ada',
      players: 3,
      levels: [null, 'medium', 'easy'],
      colours,
      roles: ['Red', 'Black', 'Collector'],
    });
    expect(seats.map((s) => s.name)).toEqual(['Ada', 'Black', 'Collector']);
    expect(seats.map((s) => s.kind)).toEqual(['human', 'computer', 'computer']);
  });
});
