import { describe, expect, it } from 'vitest';
import { labelTurnFor } from './label-turn';

describe('a label on the felt, for the chair looking at it', () => {
  it('turns round for the far side and lies as laid for the near side and the ends', () => {
    expect(labelTurnFor(0)).toBe(0);
    expect(labelTurnFor(Math.PI)).toBe(Math.PI);
    expect(labelTurnFor(-Math.PI)).toBe(Math.PI);
    expect(labelTurnFor(Math.PI / 2)).toBe(0);
    expect(labelTurnFor(-Math.PI / 2)).toBe(0);
  });
});
