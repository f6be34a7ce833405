/**
 * Issue #30, item 4: at a River table with computers, taking back a bid once a computer has
 * answered it would show the person, for free, how far that computer (bidding from its
 * hidden dice) goes. River has hidden information, so another seat's answer stands.
 */
import { describe, expect, it } from 'vitest';
import { newMatchRecord, type MatchRecord } from '../../engine/record';
import { takeBack, takeBackDecision } from '../../engine/undo';
import { game, type RiverAction } from './index';

const seats = [
  { name: 'Ada', kind: 'human' as const, colour: '#d9534f' },
  { name: 'Basil', kind: 'computer' as const, level: 'hard', colour: '#2e6fd8' },
  { name: 'Cleo', kind: 'computer' as const, level: 'hard', colour: '#3c9a4f' },
];

/** Each seat's hole dice under its cup, then the banker's throw: Ada opens the d4 auction. */
const DEALT: RiverAction[] = [
  { type: 'throw', seat: 0, faces: [1, 1, 1, 1, 1] },
  { type: 'throw', seat: 1, faces: [2, 2, 2, 2, 2] },
  { type: 'throw', seat: 2, faces: [3, 3, 3, 3, 3] },
  { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] },
];

function played(...moves: RiverAction[]): MatchRecord {
  const record = newMatchRecord(game, { players: 3 }, 'take-back', seats);
  return { ...record, actions: [...DEALT, ...moves] };
}

/** What a take back did, in words: the reason it was refused, or how far it went back. */
const outcome = (result: ReturnType<typeof takeBackDecision>): string =>
  result.ok
    ? `taken back to ${result.record.actions.length} actions, Seat ${result.seat + 1}'s to play`
    : result.reason;

const bid = (seat: number, amount: number): RiverAction => ({ type: 'bid', seat, amount });
const pass = (seat: number): RiverAction => ({ type: 'pass', seat });

describe('taking back a bid at a River table with computers', () => {
  it('lets Ada take back her bid before anyone has answered it', () => {
    const result = takeBackDecision(game, played(bid(0, 12)));
    expect(result).toMatchObject({ ok: true, seat: 0 });
    if (result.ok) expect(result.record.actions).toEqual(DEALT);
  });

  it.each([12, 20, 30, 60])(
    'refuses once Basil has answered a bid of %i: his answer came from his hidden dice',
    (amount) => {
      const record = played(bid(0, amount), bid(1, amount + 1));
      expect(outcome(takeBackDecision(game, record))).toMatch(/Seat 2 has played since/);
      expect(takeBack(game, record, 0).ok).toBe(false);
    },
  );

  it('refuses after both computers passed on the die Ada bid for', () => {
    const record = played(bid(0, 12), pass(1), pass(2));
    expect(outcome(takeBackDecision(game, record))).toMatch(/Seat 3 has played since/);
    expect(takeBack(game, record, 0).ok).toBe(false);
  });
});
