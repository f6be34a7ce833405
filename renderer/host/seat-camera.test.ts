import { describe, expect, it } from 'vitest';
import { seatPoses as riverSeats } from '../games/river-dice/layout';
import { seatPoses as ratsSeats } from '../games/river-rats/layout';
import { chairCamera } from './seat-camera';

// Seat 0 sits at the near edge (+z) and, at a two-seat table, seat 1 across (−z).
describe("the Seat view's chair", () => {
  it.each([
    ['River', riverSeats],
    ['River Rats', ratsSeats],
  ])("%s: stays in the person's chair while the computer across the table acts", (_, poses) => {
    const chair = chairCamera(poses(2), 0, 1)!;
    expect(chair.position[2]).toBeGreaterThan(0);
    expect(chair).toEqual(poses(2)[0]!.camera);
  });

  it('a person in the far seat sits in the far chair, whoever acts', () => {
    expect(chairCamera(riverSeats(2), 1, 0)!.position[2]).toBeLessThan(0);
    expect(chairCamera(riverSeats(2), 1, null)!.position[2]).toBeLessThan(0);
  });

  it('computers playing each other lend the chair of whoever acts', () => {
    expect(chairCamera(riverSeats(2), 'public', 1)!.position[2]).toBeLessThan(0);
    expect(chairCamera(riverSeats(2), 'public', null)).toBeNull();
  });
});
