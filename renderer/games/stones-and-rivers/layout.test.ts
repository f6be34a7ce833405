import { describe, expect, it } from 'vitest';
import { geometry } from '../../../shared/games/stones-and-rivers';
import { TABLE } from '../../table/TableScene';
import { boardLayout, pointNear, pointPosition } from './layout';

describe('the Stones & Rivers board on the table', () => {
  for (const size of ['12x13', '14x15', '16x17'] as const) {
    it(`${size} fits inside the rim, with the far row on Square's side`, () => {
      const l = boardLayout(geometry(size));
      expect(l.width).toBeLessThan(TABLE.width);
      expect(l.depth).toBeLessThan(TABLE.depth);
      const far = pointPosition(l, 0);
      const near = pointPosition(l, l.g.size - 1);
      expect(far[2]).toBeLessThan(0);
      expect(near[2]).toBeGreaterThan(0);
      expect(far[0]).toBeLessThan(near[0]);
    });
    it(`${size}: pointing near an intersection finds it, pointing between two finds none`, () => {
      const l = boardLayout(geometry(size));
      for (const p of [0, 17, l.g.size - 1]) {
        const [x, , z] = pointPosition(l, p);
        expect(pointNear(l, x + l.spacing * 0.2, z - l.spacing * 0.2)).toBe(p);
      }
      const [x, , z] = pointPosition(l, 0);
      expect(pointNear(l, x + l.spacing * 0.5, z + l.spacing * 0.5)).toBe(-1);
    });
  }
});
