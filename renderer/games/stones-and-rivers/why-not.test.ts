import { describe, expect, it } from 'vitest';
import { position } from '../../../shared/games/stones-and-rivers/test-positions';
import { game } from '../../../shared/games/stones-and-rivers';
import { usePicking } from './picking';
import { cannotReach, closedHere, nothingClosed } from './why-not';

describe('what only the other preset would let a picked piece do', () => {
  it('under the course preset, a river may not send a river: the sends of c7 onto d7 are marked, with why', () => {
    const s = position(['c7 oH', 'd7 xV'], { preset: 'course' });
    const closed = closedHere(s, 'c7');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((c) => c.action.type === 'send')).toBe(true);
    // sent along row 7 (the sender's axis), the river on d7 may end anywhere on it but d7 and c7's own point
    expect(closed.map((c) => c.at)).toContain('h7');
    expect(closed[0]!.reason).toBe(
      'Only the rulebook preset allows this: a river may send a river; the course preset does not.',
    );
  });

  it('under the rulebook, a stone beside a stone could push it only in the course preset', () => {
    const closed = closedHere(position(['c7 O', 'c6 X']), 'c7');
    expect(closed.map((c) => [c.action.type, c.at])).toEqual([['push', 'c6']]);
  });

  it('nothing is marked for a piece both presets treat alike', () => {
    expect(closedHere(position(['c7 O']), 'c7')).toEqual([]);
  });
});

describe('a point the picked piece cannot reach', () => {
  it('says where the piece can go instead: a stone steps one point across or up and down', () => {
    const s = position(['c7 O']);
    const said = cannotReach(s, game.legalActions(s, 0), 'c7', 'h9');
    expect(said).toMatch(/^The piece on c7 cannot go to h9 this turn; it can go to /);
    for (const step of ['b7', 'd7', 'c6', 'c8']) expect(said).toContain(step);
  });

  it("gives the other preset's reason when only that preset would allow it", () => {
    const s = position(['c7 O', 'c6 X']);
    expect(cannotReach(s, game.legalActions(s, 0), 'c7', 'c6')).toBe(
      `Not to c6: ${closedHere(s, 'c7')[0]!.reason}`,
    );
  });
});

describe('what the table says about a turn', () => {
  it('W with nothing closed says so, picked piece or none', () => {
    expect(nothingClosed('c7')).toContain('Nothing is closed to the piece on c7');
    expect(nothingClosed(null)).toContain('Pick a piece first');
  });

  it("a typed move's problem stays until the next pick, which clears it", () => {
    usePicking.getState().say('No such point: z99');
    expect(usePicking.getState().message).toBe('No such point: z99');
    usePicking.getState().pick({ piece: 'c7', sending: null });
    expect(usePicking.getState().message).toBeNull();
  });
});
