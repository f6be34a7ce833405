import { describe, expect, it } from 'vitest';
import { PATH_LENGTHS, PATHS, stonePosition } from './layout';

describe('River Stakes layout', () => {
  it('gives every stone of every path its own spot, all on the table', () => {
    const seen = new Set<string>();
    for (const path of PATHS) {
      for (let position = 1; position <= PATH_LENGTHS[path]!; position++) {
        const [x, , z] = stonePosition(path, position);
        expect(Math.abs(x)).toBeLessThan(11);
        expect(Math.abs(z)).toBeLessThan(7.5);
        seen.add(`${x.toFixed(2)},${z.toFixed(2)}`);
      }
    }
    expect(seen.size).toBe(Object.values(PATH_LENGTHS).reduce((a, b) => a + b, 0));
  });

  it('makes the path of 7 the longest and the outer paths the shortest', () => {
    const far = (p: number): number => stonePosition(p, PATH_LENGTHS[p]!)[2];
    expect(far(7)).toBeLessThan(far(6));
    expect(far(2)).toBe(far(12));
  });
});
