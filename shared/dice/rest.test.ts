import { describe, expect, it } from 'vitest';
import { DIE_KINDS, DIE_SIDES } from '../engine/dice-kinds';
import { DIE_GEOMETRY } from './geometry';
import { readDie, rotate } from './read';
import { restingPose } from './rest';

describe('a die laid at rest on a chosen value', () => {
  it('reads as that value, lying flat, for every face of every die', () => {
    for (const kind of DIE_KINDS)
      for (let value = 1; value <= DIE_SIDES[kind]; value++) {
        const reading = readDie(kind, restingPose(kind, value).quaternion);
        expect({ kind, value: reading.value }).toEqual({ kind, value });
        expect(reading.alignment).toBeGreaterThan(0.9999);
      }
  });

  it('rests with its lowest corner on the felt, never in it or floating', () => {
    for (const kind of DIE_KINDS)
      for (let value = 1; value <= DIE_SIDES[kind]; value++) {
        const { quaternion, height } = restingPose(kind, value);
        const lowest = Math.min(
          ...DIE_GEOMETRY[kind].vertices.map((v) => rotate(quaternion, v)[1]),
        );
        expect(height + lowest).toBeCloseTo(0, 6);
      }
  });

  it('refuses a face the die does not have', () => {
    expect(() => restingPose('d6', 7)).toThrow('A d6 has no face 7');
  });
});
