import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/contract';
import { Random } from '../../engine/random';
import { game, type RatsState } from './index';

const MODES = ['normal', 'advanced', 'expert'] as const;

describe('River Rats hidden information', () => {
  it('no view of 2,000 random games changes when only the cards its viewer cannot see are dealt again', () => {
    const rng = Random.fromSeed('leaks');
    let views = 0;
    const leaks: string[] = [];
    for (let g = 0; g < 2000 && leaks.length < 5; g++) {
      const players = 1 + (g % 4);
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'public'];
      let s: RatsState = game.setup({ players, mode: MODES[g % 3] } as never, `leak:${g}`);
      while (game.next(s).kind !== 'end') {
        for (const viewer of viewers) {
          const seen = JSON.stringify(game.view(s, viewer));
          const other = game.resampleHidden!(s, viewer, rng);
          if (JSON.stringify(game.view(other, viewer)) !== seen)
            leaks.push(`game ${g}, round ${s.round.number}, viewer ${String(viewer)}`);
          views++;
        }
        s = game.apply(s, rng.pick(game.legalActions(s, s.current)));
      }
    }
    expect(leaks).toEqual([]);
    expect(views).toBeGreaterThan(200_000);
  }, 180_000);

  it('would notice a view that showed another seat’s hand: dealing again really moves hidden cards', () => {
    const s = game.setup({ players: 2 } as never, 'leaky');
    const leakyView = (state: RatsState) => ({ ...game.view(state, 0), other: state.hands[1] });
    const other = game.resampleHidden!(s, 0, Random.fromSeed('x'));
    expect(JSON.stringify(leakyView(other))).not.toBe(JSON.stringify(leakyView(s)));
  });
});
