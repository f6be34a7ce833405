import { describe, expect, it } from 'vitest';
import { TableDoor } from './table-door';

const LIMITS = {
  tablesPerMinutePerAddress: 3,
  openTablesPerAddress: 4,
  wrongGuessesPerMinute: 2,
  seatReservationsPerAddress: 2,
};

function door() {
  let now = 0;
  return { door: new TableDoor(LIMITS, () => now), wait: (ms: number) => (now += ms) };
}

describe('the door of a table server, per address', () => {
  it('lets an address open 3 tables in a minute, and more once the minute has passed', () => {
    const { door: d, wait } = door();
    for (const code of ['A', 'B', 'C']) {
      expect(d.creationRefusal('1.2.3.4')).toBeNull();
      d.created('1.2.3.4', code);
    }
    expect(d.creationRefusal('1.2.3.4')).toMatch(/in the last minute/);
    expect(d.creationRefusal('5.6.7.8')).toBeNull();
    wait(60_000);
    expect(d.creationRefusal('1.2.3.4')).toBeNull();
  });

  it('counts an address’s open tables until they close', () => {
    const { door: d, wait } = door();
    for (const code of ['A', 'B', 'C', 'D']) {
      d.created('1.2.3.4', code);
      wait(30_000);
    }
    expect(d.creationRefusal('1.2.3.4')).toMatch(/are open/);
    d.closed('B');
    expect(d.creationRefusal('1.2.3.4')).toBeNull();
  });

  it('refuses an address its third guess in a minute after two wrong ones', () => {
    const { door: d, wait } = door();
    d.wrongGuess('1.2.3.4');
    expect(d.guessRefusal('1.2.3.4')).toBeNull();
    d.wrongGuess('1.2.3.4');
    expect(d.guessRefusal('1.2.3.4')).toMatch(/Too many wrong codes/);
    wait(59_999);
    expect(d.guessRefusal('1.2.3.4')).not.toBeNull();
    wait(1);
    expect(d.guessRefusal('1.2.3.4')).toBeNull();
  });

  it('lets an address hold 2 places at tables unused; one taken up or lapsed makes room', () => {
    const { door: d, wait } = door();
    d.reserved('1.2.3.4', 'a');
    wait(10_000);
    d.reserved('1.2.3.4', 'b');
    expect(d.reservationRefusal('1.2.3.4')).toMatch(/Too many joins/);
    expect(d.reservationRefusal('5.6.7.8')).toBeNull();
    d.taken('b');
    expect(d.reservationRefusal('1.2.3.4')).toBeNull();
    d.reserved('1.2.3.4', 'c');
    expect(d.reservationRefusal('1.2.3.4')).not.toBeNull();
    wait(5_000);
    expect(d.reservationRefusal('1.2.3.4')).toBeNull();
  });
});
