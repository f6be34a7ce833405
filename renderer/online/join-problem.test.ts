import { describe, expect, it } from 'vitest';
import { joinProblem } from './join-problem';

/** An error as the Colyseus client throws it: a message and the server's code. */
function matchmakeError(message: string, code: number | string): Error {
  return Object.assign(new Error(message), { code });
}

describe('a failed join, in words', () => {
  it('says no table has that code when the server knows no such room', () => {
    expect(joinProblem(matchmakeError('room "ABCDEFGHJK" not found', 522), '10.0.0.7:2567')).toBe(
      'No table with that code is open at 10.0.0.7:2567. Check the invite code, or ask the host whether the table is still open.',
    );
  });

  it('passes on the table’s own reason for a wrong invite or a seat already taken', () => {
    expect(joinProblem(matchmakeError('That invite is not for this table.', 403), 'x')).toBe(
      'That invite is not for this table.',
    );
    expect(joinProblem(matchmakeError('Someone is already sitting at Seat 2.', 409), 'x')).toBe(
      'Someone is already sitting at Seat 2.',
    );
  });

  it('says the table is full when it takes nobody more', () => {
    expect(joinProblem(matchmakeError('room "X" is locked', 500), 'x')).toBe(
      'That table is full: every seat is taken.',
    );
  });

  it('says nothing answers when the address cannot be reached, in Node or in a browser', () => {
    const expected = /^Nothing answers at 10\.0\.0\.7:2567\. Check the address/;
    expect(joinProblem(matchmakeError('fetch failed', 'ECONNREFUSED'), '10.0.0.7:2567')).toMatch(
      expected,
    );
    expect(joinProblem(new TypeError('Failed to fetch'), '10.0.0.7:2567')).toMatch(expected);
  });

  it('says in words that a busy server did not seat the person in time, never Colyseus’s own words', () => {
    const problem = joinProblem(matchmakeError('seat reservation expired.', 524), '10.0.0.7:2567');
    expect(problem).toMatch(/^The table server at 10\.0\.0\.7:2567 is too busy to seat you/);
    expect(problem).toMatch(/Try again in a moment\.$/);
    expect(problem).not.toMatch(/reservation/);
  });
});
