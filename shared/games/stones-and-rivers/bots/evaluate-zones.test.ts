import { describe, expect, it } from 'vitest';
import { geometry } from '../board';
import { position } from '../test-positions';
import { evaluateZones } from './evaluate-zones';

/** Circle's value of a 12×13 course position: Circle's Goal is e2..h2, Square's wall in front. */
const value = (pieces: readonly string[]): number => {
  const s = position(pieces, { preset: 'course', board: '12x13' });
  return evaluateZones(geometry('12x13'), s.cells, 0);
};
const wall = ['e3 X', 'f3 X', 'g3 X', 'h3 X', 'a9 X'];

describe('the hard player’s reading of the approach to a Goal', () => {
  it('values a stone beside the Goal above one as far away in rows but stuck behind the wall', () => {
    // d1 reaches the open e2 in two steps (d2, e2); e4 is blocked by e3 and needs three or
    // more (d4, d3, d2, e2): both are two rows and columns from the Goal row
    expect(value([...wall, 'd1 O'])).toBeGreaterThan(value([...wall, 'e4 O']));
  });

  it('values a river on a Goal point, one flip from scoring, above a stone two steps off', () => {
    expect(value([...wall, 'e2 O', 'f2 oH'])).toBeGreaterThan(value([...wall, 'e2 O', 'f0 O']));
  });

  it('values a river across the row behind the Goal by the Goal columns it can carry to', () => {
    // an H river on b1 carries a piece along row 1 over e1..h1, above every Goal point, and
    // a V river there carries along column b only; a Square stone on d1 cuts the H river off
    expect(value([...wall, 'b1 oH'])).toBeGreaterThan(value([...wall, 'b1 oV']));
    expect(value([...wall, 'b1 oH', 'd1 X'])).toBe(value([...wall, 'b1 oV', 'd1 X']));
  });

  it('scores the two sides alike, and counts an even race against the side it judges', () => {
    // each side's pieces the mirror of the other's: the same standing, seen from either side
    const circle = ['e2 O', 'f1 O', 'c4 oH', 'j7 O'];
    const square = ['e10 X', 'f11 X', 'c8 xH', 'j5 X'];
    const s = position([...circle, ...square], { preset: 'course', board: '12x13' });
    const g = geometry('12x13');
    expect(evaluateZones(g, s.cells, 0)).toBe(evaluateZones(g, s.cells, 1));
    // the opponent's progress weighs more than its own: stopping it comes first
    expect(evaluateZones(g, s.cells, 0)).toBeLessThan(0);
    const ahead = position([...circle, ...square, 'f2 O'], { preset: 'course', board: '12x13' });
    expect(evaluateZones(g, ahead.cells, 0)).toBeGreaterThan(0);
    expect(evaluateZones(g, ahead.cells, 1)).toBeLessThan(0);
  });
});
