import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { geometry } from '../board';
import { historyKey } from '../draws';
import { bots, formatAction, game, parseAction, type SRState } from '../index';
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

describe('the hard player knows the draw rules of its preset', () => {
  /** The state with `history` as the positions seen so far, the last being the position now. */
  const seen = (s: SRState, earlier: readonly SRState[]): SRState => ({
    ...s,
    actions: earlier.length,
    history: [...earlier, s].map((p) => historyKey(p.config, p.cells, p.toMove, [])),
  });
  const after = (s: SRState, ...texts: string[]): SRState =>
    texts.reduce((p, text) => game.apply(p, parseAction(text, p.toMove)), s);
  const hard = (s: SRState): SRState =>
    game.apply(s, bots.hard!().choose(s, game.legalActions(s, s.toMove), context(200)));
  /** A position nobody can reach from these: it only fills the history. */
  const elsewhere = (s: SRState): SRState => ({
    ...s,
    cells: new Array<number>(geometry(s.config.board).size).fill(0),
  });
  // Circle has four stones on its Goal and a fifth on its way up the i column
  const ahead = ['e2 O', 'f2 O', 'g2 O', 'h2 O', 'i5 O', 'a10 X', 'b10 X'];

  it('when ahead under the rulebook, it does not step into a third repetition', () => {
    const s = position(ahead);
    const repeated = after(s, 'm i5-i4');
    const played = hard(seen(s, [repeated, elsewhere(s), repeated, elsewhere(s)]));
    expect(played.result).toBeNull();
  });
  it('when ahead under the course preset, it leaves no reply that makes three same looks', () => {
    const s = position(ahead, { preset: 'course' });
    const looked = after(s, 'm i5-i4', 'm a10-a11');
    const earlier = Array.from({ length: 10 }, (_, i) =>
      i === 4 || i === 8 ? looked : elsewhere(s),
    );
    const played = hard(seen(s, earlier));
    expect(played.result).toBeNull();
    for (const reply of game.legalActions(played, 1))
      expect(game.apply(played, reply).result?.draw ?? false).toBe(false);
  });
  it('when about to lose, it takes the draw a repetition offers', () => {
    // Square has four stones on its Goal (row 12) and steps i11-i12 next; Circle is far away
    const s = position(['e12 X', 'f12 X', 'g12 X', 'h12 X', 'i11 X', 'a5 O', 'b5 O'], {}, 0);
    const repeated = after(s, 'm a5-a6');
    const played = hard(seen(s, [repeated, elsewhere(s), repeated, elsewhere(s)]));
    expect(played.result?.draw).toBe(true);
  });
});
