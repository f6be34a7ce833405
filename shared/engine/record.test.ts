import { describe, expect, it } from 'vitest';
import { newMatchRecord, parseMatchRecord, RecordError, type SeatInfo } from './record';
import { makePig } from './testkit/pig';

const pig = makePig();

const seat = (name: string): SeatInfo => ({ name, kind: 'human', colour: '#aa3344' });

describe('a new match record', () => {
  it('refuses an empty or blank seat name, saying which seat', () => {
    for (const name of ['', '   ', '\t']) {
      expect(() => newMatchRecord(pig, {}, 1, [seat('Ada'), seat(name)])).toThrow(RecordError);
      expect(() => newMatchRecord(pig, {}, 1, [seat('Ada'), seat(name)])).toThrow(/Seat 2/);
    }
  });

  it('keeps names trimmed, so what starts is exactly what a save will hold', () => {
    const record = newMatchRecord(pig, {}, 1, [seat('  Ada '), seat('Basil')]);
    expect(record.seats[0]!.name).toBe('Ada');
    expect(parseMatchRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('accepts odd but real names: accents, emoji, forty characters', () => {
    const names = ['Zoë', '🦦 Otter', 'x'.repeat(40)];
    const record = newMatchRecord(pig, {}, 1, names.map(seat));
    expect(record.seats.map((s) => s.name)).toEqual(names);
  });
});
