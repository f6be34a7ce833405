import { describe, expect, it } from 'vitest';
import type { Pending } from '../../shared/engine/contract';
import type { SeatInfo } from '../../shared/engine/record';
import { seatAtScreen } from './viewer';

const seat = (name: string, kind: SeatInfo['kind']): SeatInfo => ({
  name,
  kind,
  colour: '#112233',
});
const decision = (...seats: number[]): Pending => ({ kind: 'decision', seats, prompt: 'Choose' });
const throwBy = (s: number | null): Pending => ({
  kind: 'throw',
  seat: s,
  dice: ['d6'],
  purpose: 'turn',
  hidden: false,
});

describe('the seat at the screen', () => {
  const seats = [seat('Ada', 'human'), seat('Bot', 'computer'), seat('Cora', 'human')];

  it('goes to the person the game waits on, to decide or to throw', () => {
    expect(seatAtScreen(decision(2), seats, 0)).toBe(2);
    expect(seatAtScreen(throwBy(0), seats, 2)).toBe(0);
  });

  it('stays with the last person while a computer or the table acts', () => {
    expect(seatAtScreen(decision(1), seats, 2)).toBe(2);
    expect(seatAtScreen(throwBy(null), seats, 0)).toBe(0);
  });

  it('is the first person before anyone has acted, and the public when nobody is a person', () => {
    expect(seatAtScreen(decision(1), seats, 'public')).toBe(0);
    const bots = [seat('A', 'computer'), seat('B', 'computer')];
    expect(seatAtScreen(decision(0), bots, 'public')).toBe('public');
  });
});
