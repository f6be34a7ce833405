import { describe, expect, it } from 'vitest';
import { rimLabels } from './board-picture';

describe("the board's coordinates", () => {
  const labels = rimLabels(12, 13);

  it('row numbers on the right edge read the right way up from the near chair, like the left', () => {
    const right = labels.filter((l) => l.edge === 'right');
    expect(right.map((l) => l.text)).toEqual(Array.from({ length: 13 }, (_, i) => String(i)));
    expect(right.every((l) => !l.upsideDown)).toBe(true);
    expect(labels.filter((l) => l.edge === 'left').every((l) => !l.upsideDown)).toBe(true);
  });

  it('letters run a to l along the near edge, and along the far edge turned for the far chair', () => {
    const near = labels.filter((l) => l.edge === 'near');
    expect(near.map((l) => l.text).join('')).toBe('abcdefghijkl');
    expect(near.every((l) => !l.upsideDown)).toBe(true);
    expect(labels.filter((l) => l.edge === 'far').every((l) => l.upsideDown)).toBe(true);
  });
});
