import { describe, expect, it } from 'vitest';
import { position } from '../../../shared/games/stones-and-rivers/test-positions';
import { closedHere } from './why-not';

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
