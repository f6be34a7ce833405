import { describe, expect, it } from 'vitest';
import { evaluateHand } from './evaluate';
import { riverDice as game } from './game';
import { handHelp } from './helper';
import { HAND_ROWS } from './hands';
import { forEachRoll } from './odds';
import type { RiverState } from './state';
import { view } from './view';

const start = (): RiverState => game.setup(game.configSchema.parse({ players: 3 }), 'helper');
const row = (name: string) => HAND_ROWS.find((r) => r.name === name)!.row;

/** Two seats have thrown; the banker's dice are out and the auction is on the d4. */
function atAuction(hole: readonly number[], banker: readonly number[]): RiverState {
  let s = start();
  s = game.apply(s, { type: 'throw', seat: 0, faces: [...hole] });
  s = game.apply(s, { type: 'throw', seat: 1, faces: [4, 6, 8, 10, 12] });
  s = game.apply(s, { type: 'throw', seat: 2, faces: [1, 2, 3, 4, 5] });
  return game.apply(s, { type: 'throw', seat: null, faces: [...banker] });
}

describe("River's hand helper", () => {
  it('before the banker throws: the chance of each best row over every banker throw, checked by brute force', () => {
    const hole = [2, 3, 4, 5, 6];
    const s = game.apply(start(), { type: 'throw', seat: 0, faces: hole });
    const help = handHelp(view(s, 0))!;
    expect(help.now).toEqual({ row: row('River'), name: 'River' });
    // Independently: every banker throw, every choice of banker dice, each hand evaluated.
    const counts = new Map<number, number>();
    forEachRoll((banker) => {
      let best = 99;
      for (let subset = 0; subset < 32; subset++) {
        const values = hole.map((v, i) => ((subset >> i) & 1 ? banker[i]! : v));
        best = Math.min(best, evaluateHand(values).row);
      }
      counts.set(best, (counts.get(best) ?? 0) + 1);
    });
    expect(help.rows!.map((r) => [r.row, r.chance * 23_040])).toEqual(
      [...counts].sort(([a], [b]) => a - b).map(([r, n]) => [r, expect.closeTo(n, 6)]),
    );
    expect(help.rows!.reduce((sum, r) => sum + r.chance, 0)).toBeCloseTo(1, 12);
  });

  it('during the auction: the hand now, with the die on offer, and winning every die left', () => {
    // Five 1s is Quintuple 1s; the banker's d12 (12) would add High 11/12.
    const s = atAuction([1, 1, 1, 1, 1], [4, 6, 8, 10, 12]);
    const help = handHelp(view(s, 0))!;
    expect(help.now.name).toBe('Quintuple 1s/2s/3s/4s');
    // The d4 on offer shows 4: swapping it in would break the five 1s, so it adds nothing.
    expect(help.withOffer!.name).toBe('Quintuple 1s/2s/3s/4s');
    expect(help.best).toEqual({ row: 1, name: 'Perfect Odd/Even River' });
    expect(help.pot!.asItStands).toBeGreaterThanOrEqual(0);
    expect(help.pot!.withOffer).toBeLessThanOrEqual(1);
  });

  it('a seat without hole dice, or the public, gets no help', () => {
    expect(handHelp(view(start(), 0))).toBeNull();
    expect(handHelp(view(atAuction([1, 1, 1, 1, 1], [1, 1, 1, 1, 1]), 'public'))).toBeNull();
  });

  it('reads only what the seat can see: rivals’ hole dice change nothing', () => {
    const a = atAuction([3, 5, 7, 2, 11], [2, 4, 6, 8, 10]);
    const b = { ...a, hole: a.hole.map((h, seat) => (seat === 0 ? h : [1, 1, 1, 1, 1])) };
    expect(handHelp(view(b, 0))).toEqual(handHelp(view(a, 0)));
  });
});
