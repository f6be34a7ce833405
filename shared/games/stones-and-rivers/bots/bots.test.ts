import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { bots, formatAction, game, type SRState } from '../index';
import { position } from '../test-positions';

/** A clock that advances 1 ms per reading, so searches stop the same way on any machine. */
function ticking(): () => number {
  let t = 0;
  return () => t++;
}
const context = (budget: number) => botContext(Random.fromSeed('bots'), budget, ticking());
const choose = (level: string, s: SRState, budget = 40): string =>
  formatAction(bots[level]!().choose(s, game.legalActions(s, s.toMove), context(budget)));

describe('Stones & Rivers computer players', () => {
  for (const level of Object.keys(bots)) {
    it(`${level} takes an immediate win`, () => {
      const s = position(['e2 O', 'f2 O', 'g2 O', 'h2 O', 'i3 O', 'g8 X', 'a7 oV']);
      expect(choose(level, s)).toBe('m i3-i2');
    });
    it(`${level} plays only legal actions through a short game`, () => {
      let s = game.setup(game.configSchema.parse({ players: 2, actionCap: 16 }), 1);
      while (!s.result) {
        const legal = game.legalActions(s, s.toMove);
        const a = bots[level]!().choose(s, legal, context(10));
        expect(legal).toContainEqual(a);
        s = game.apply(s, a);
      }
    });
  }
  for (const level of ['easy', 'medium', 'hard']) {
    it(`${level} blocks an immediate loss`, () => {
      // Square has four stones on its Goal (row 12, e..i) and steps i11-i12 next; Circle
      // may not enter that row (its own Home), but its river on j11 can send the stone away
      const s = position(
        ['e12 X', 'f12 X', 'g12 X', 'h12 X', 'i11 X', 'j11 oH', 'a4 O', 'b4 O'],
        {},
        0,
      );
      const after = game.apply(s, bots[level]!().choose(s, game.legalActions(s, 0), context(60)));
      const threats = game
        .legalActions(after, 1)
        .filter((a) => game.apply(after, a).result?.winners[0] === 1);
      expect(threats).toEqual([]);
    });
  }
});
