import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/random';
import { NotationError, formatAction, game, parseAction, type SRState } from './index';

describe('notation', () => {
  it('reads every kind of action', () => {
    expect(parseAction('m c3-c4', 0)).toEqual({ type: 'move', seat: 0, from: 'c3', to: 'c4' });
    expect(parseAction('f c3 H', 1)).toEqual({ type: 'flip', seat: 1, at: 'c3', orientation: 'H' });
    expect(parseAction('f c3', 0)).toEqual({ type: 'flip', seat: 0, at: 'c3' });
    expect(parseAction('r c3', 0)).toEqual({ type: 'rotate', seat: 0, at: 'c3' });
    expect(parseAction('s c3>d3 d3-d7', 0)).toEqual({
      type: 'send',
      seat: 0,
      from: 'c3',
      via: 'd3',
      to: 'd7',
    });
    expect(parseAction('p c3-c4', 0)).toEqual({ type: 'push', seat: 0, from: 'c3', to: 'c4' });
    expect(parseAction(' resign ', 1)).toEqual({ type: 'resign', seat: 1 });
  });
  it.each([
    ['x c3', 'start with m'],
    ['m c3', 'from-to'],
    ['m c3-z4', 'the end "z4"'],
    ['f c3 D', 'H or V'],
    ['r c3 c4', 'one point'],
    ['s c3>d3 e3-d7', 'travels from d3'],
    ['s c3 d3', 'write a send'],
    ['m 3c-c4', 'the start "3c"'],
    ['', 'start with m'],
    ['mc3-c4', 'start with m'],
    ['p c3', 'p from-to'],
    ['f c3 H V', 'too many words'],
    ['s c3>d3 d3-q9', 'the end "q9"'],
  ])('rejects %s and says what is wrong', (text, why) => {
    expect(() => parseAction(text, 0)).toThrow(NotationError);
    expect(() => parseAction(text, 0)).toThrow(why);
  });
  it('round-trips every legal action of many random positions', () => {
    const rng = Random.fromSeed('notation');
    for (const preset of ['rulebook', 'course'] as const) {
      let s: SRState = game.setup(game.configSchema.parse({ players: 2, preset }), 1);
      for (let i = 0; i < 60 && !s.result; i++) {
        const legal = game.legalActions(s, s.toMove);
        for (const a of legal) expect(parseAction(formatAction(a), a.seat)).toEqual(a);
        s = game.apply(s, legal[rng.int(legal.length)]!);
      }
    }
    const resign = { type: 'resign', seat: 0 } as const;
    expect(parseAction(formatAction(resign), 0)).toEqual(resign);
    expect(formatAction(parseAction('s c7>d7 d7-d11', 0))).toBe('s c7>d7 d7-d11');
  });
});
