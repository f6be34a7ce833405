import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../../shared/engine/contract';
import { findEntry } from '../../shared/games/registry';
import { OnlineMatch } from './online-match';
import { people } from './test-support/tables';

function stakesAgainstTheComputer(): OnlineMatch {
  const seats = people(2);
  seats[1] = { ...seats[1]!, kind: 'computer', level: 'easy' };
  return OnlineMatch.start(findEntry('river-stakes')!, {
    code: 'CMPTRTBL00',
    secret: 'c'.repeat(64),
    keys: ['A', 'B'],
    hostSeat: 0,
    dice: 'quick',
    config: {},
    seats,
  });
}

/** The person at Seat 0 throws, or takes their first legal move. */
function personMoves(match: OnlineMatch): void {
  const pending = match.pending();
  const outcome =
    pending.kind === 'throw'
      ? match.throwBy(0, null)
      : match.decide(0, match.tableFor(0, []).legal[0] as BaseAction);
  expect(outcome.ok).toBe(true);
}

describe('a computer seat at an online table', () => {
  it('makes its own decisions, but leaves its throws to the room (which throws them on its dice threads)', () => {
    const match = stakesAgainstTheComputer();
    expect(match.pending()).toMatchObject({ kind: 'throw', seat: 0 });
    expect(match.computerToMove()).toBe(false);
    expect(match.computerDecision()).toBe(false);

    let decisions = 0;
    let computerThrows = 0;
    for (let step = 0; step < 400 && !match.ended() && decisions < 5; step++) {
      if (!match.computerToMove()) {
        personMoves(match);
        continue;
      }
      const moves = match.moves;
      const pending = match.pending();
      if (pending.kind === 'throw') {
        expect(pending.seat).toBe(1);
        expect(match.computerDecision()).toBe(false);
        expect(match.moves).toBe(moves);
        computerThrows++;
        expect(match.throwBy(1, null).ok).toBe(true);
      } else {
        const legal = match.tableFor(1, []).legal;
        const outcome = match.computerDecision();
        expect(outcome).toMatchObject({ ok: true });
        expect(match.moves).toBe(moves + 1);
        expect(legal).toContainEqual(match.saved().record.actions.at(-1));
        decisions++;
      }
    }
    expect(computerThrows).toBeGreaterThan(0);
    expect(decisions).toBe(5);
  });
});
