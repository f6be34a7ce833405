import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareUniform } from './chi-square';

describe('chi-square', () => {
  it('matches published critical values', () => {
    // From standard tables: P(χ²₅ ≥ 11.070) = 0.05, P(χ²₅ ≥ 20.515) = 0.001, P(χ²₁ ≥ 3.841) = 0.05, P(χ²₁₉ ≥ 30.144) = 0.05.
    expect(chiSquarePValue(11.0705, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(20.515, 5)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(3.8415, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(30.1435, 19)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(0, 3)).toBe(1);
  });

  it('finds perfectly even counts fair and a loaded die unfair', () => {
    expect(chiSquareUniform([100, 100, 100, 100, 100, 100]).pValue).toBe(1);
    expect(chiSquareUniform([100, 100, 100, 100, 100, 180]).pValue).toBeLessThan(0.001);
  });
});
