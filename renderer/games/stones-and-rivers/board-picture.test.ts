import { describe, expect, it } from 'vitest';
import { rimLabels } from './board-picture';

describe("the board's coordinates", () => {
  it('run a to l along both edges and 0 to 12 down both sides', () => {
    const labels = rimLabels(12, 13, 0);
    for (const edge of ['near', 'far'] as const)
      expect(
        labels
          .filter((l) => l.edge === edge)
          .map((l) => l.text)
          .join(''),
      ).toBe('abcdefghijkl');
    for (const edge of ['left', 'right'] as const)
      expect(labels.filter((l) => l.edge === edge).map((l) => l.text)).toEqual(
        Array.from({ length: 13 }, (_, i) => String(i)),
      );
  });

  it("all read the right way up from Circle's chair at the near edge", () => {
    expect(rimLabels(12, 13, 0).filter((l) => l.upsideDown)).toEqual([]);
  });

  it("all read the right way up from Square's chair across the board: turned half round", () => {
    expect(rimLabels(12, 13, 1).filter((l) => !l.upsideDown)).toEqual([]);
  });
});
