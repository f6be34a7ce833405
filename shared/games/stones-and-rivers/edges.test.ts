/**
 * Edge cases of the rules page that rules.test.ts leaves open: flow on the opponent's
 * rivers, sent pieces chaining through rivers, who may send, the goal width and piece
 * count on every board size, and Square's win.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { game, parseAction, type SRAction, type SRState } from './index';
import { position } from './test-positions';

const act = (s: SRState, text: string): SRState => game.apply(s, parseAction(text, s.toMove));
const targets = (s: SRState, type: 'move' | 'send', from: string): string[] =>
  game
    .legalActions(s, s.toMove)
    .filter(
      (a): a is Extract<SRAction, { type: 'move' | 'send' }> => a.type === type && a.from === from,
    )
    .map((a) => a.to)
    .sort();

describe('flow', () => {
  it('carries a piece along the opponent\u2019s river as along its own', () => {
    const s = position(['c7 O', 'd7 xH']);
    const to = targets(s, 'move', 'c7');
    for (const t of ['a7', 'b7', 'e7', 'n7']) expect(to).toContain(t);
    expect(to).not.toContain('d7');
  });
  it('a stone that flows into a stone gets no send; only a river-side mover may send', () => {
    const s = position(['c7 O', 'd7 oH', 'h7 X']);
    expect(targets(s, 'send', 'c7')).toEqual([]);
    // the river on d7 itself may still step onto c7 and send that stone
    expect(targets(s, 'send', 'd7')).toContain('a7');
  });
});

describe('sending', () => {
  it('a sent piece chains through a river it meets, along that river\u2019s way', () => {
    // the V river on c8 steps up onto Square's stone on c7 and sends it up; the H river
    // on c4 turns it along row 4, and it cannot pass that river to reach c3
    const s = position(['c8 oV', 'c7 X', 'c4 oH']);
    const to = targets(s, 'send', 'c8');
    for (const t of ['c6', 'c5', 'a4', 'b4', 'd4', 'n4', 'c9', 'c14']) expect(to).toContain(t);
    expect(to).not.toContain('c3');
    expect(to).not.toContain('c4');
    const after = act(s, 's c8>c7 c7-n4');
    expect(after.cells).toEqual(position(['c7 O', 'n4 X', 'c4 oH'], {}, 1).cells);
  });
  it('a sent river stays a river and keeps its way', () => {
    const s = position(['c7 oH', 'd7 xV']);
    const after = act(s, 's c7>d7 d7-k7');
    expect(after.cells).toEqual(position(['d7 O', 'k7 xV'], {}, 1).cells);
  });
  it('in the course preset a river stepping onto a stone sends it and never pushes', () => {
    const s = position(['c7 oV', 'c6 X'], { preset: 'course' });
    expect(() => act(s, 'p c7-c6')).toThrow(IllegalActionError);
    expect(targets(s, 'send', 'c7')).toContain('c0');
  });
});

describe('every board size', () => {
  it.each([
    ['12x13', 12, ['e2', 'f2', 'g2'], 'h3', 'h2'],
    ['14x15', 14, ['e2', 'f2', 'g2', 'h2'], 'i3', 'i2'],
    ['16x17', 16, ['f2', 'g2', 'h2', 'i2', 'j2'], 'k3', 'k2'],
  ] as const)(
    '%s: %i stones a side, and a Goal of its own width wins',
    (board, n, goal, from, to) => {
      const start = game.setup(game.configSchema.parse({ players: 2, board }), 1);
      expect(start.cells.filter((c) => c === 1)).toHaveLength(n);
      expect(start.cells.filter((c) => c === 4)).toHaveLength(n);
      const s = position([...goal.map((p) => `${p} O`), `${from} O`], { board });
      expect(act(s, `m ${from}-${to}`).result?.winners).toEqual([0]);
      // one point short of the Goal's width is not yet a win
      const short = position([...goal.slice(1).map((p) => `${p} O`), `${from} O`], { board });
      expect(act(short, `m ${from}-${to}`).result).toBeNull();
    },
  );
  it('Square wins by filling row 12 (columns e..i) on the usual board', () => {
    const s = position(['e12 X', 'f12 X', 'g12 X', 'h12 X', 'i11 X', 'a7 O'], {}, 1);
    const won = act(s, 'm i11-i12');
    expect(won.result?.winners).toEqual([1]);
    expect(game.next(won).kind).toBe('end');
  });
});
