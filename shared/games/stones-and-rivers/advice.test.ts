import { describe, expect, it } from 'vitest';
import { drawWarnings, game, parseAction, presetDifference, type SRState } from './index';
import { position } from './test-positions';

const course = { preset: 'course' };
const differs = (s: SRState, text: string): string | null =>
  presetDifference(s, parseAction(text, s.toMove));

describe('why an action is open in one preset only', () => {
  it('a stone push: only the course preset', () => {
    const pieces = ['c7 O', 'c6 X'];
    const expected =
      'Only the course preset allows this: a stone may push the stone it steps onto; the rulebook preset does not.';
    expect(differs(position(pieces, course), 'p c7-c6')).toBe(expected);
    expect(differs(position(pieces), 'p c7-c6')).toBe(expected);
  });
  it('a river sending a river: only the rulebook', () => {
    expect(differs(position(['c7 oH', 'd7 xV'], course), 's c7>d7 d7-h7')).toBe(
      'Only the rulebook preset allows this: a river may send a river; the course preset does not.',
    );
  });
  it('a river sending the stone that stopped its flow: only the rulebook', () => {
    expect(differs(position(['c7 oH', 'd7 oH', 'h7 X']), 's c7>h7 h7-k7')).toBe(
      'Only the rulebook preset allows this: a river may send the stone that stopped its flow; the course preset does not.',
    );
  });
  it('a sent piece stopping where its sender stood: only the rulebook', () => {
    expect(differs(position(['f9 oV', 'f10 X'], course), 's f9>f10 f10-f9')).toBe(
      'Only the rulebook preset allows this: a sent piece may stop on the point its sender left; the course preset does not.',
    );
  });
  it('a sent piece travelling back over its own point: only the rulebook', () => {
    const pieces = ['g6 oV', 'f6 X', 'f4 xH', 'e4 xV', 'e6 oH'];
    expect(differs(position(pieces, course), 's g6>f6 f6-i6')).toBe(
      'Only the rulebook preset allows this: a sent piece may travel back over the point it left; the course preset does not.',
    );
    expect(differs(position(pieces, course), 's g6>f6 f6-d6')).toBeNull();
  });
  it('says nothing of an action both presets allow or both refuse', () => {
    const s = position(['f9 oV', 'f10 X']);
    expect(differs(s, 's f9>f10 f10-f8')).toBeNull();
    expect(differs(s, 'm f9-f8')).toBeNull();
    expect(differs(s, 'm f9-a0')).toBeNull();
  });
});

describe('warnings of a coming draw', () => {
  it('says when the position has been seen twice, before the third time draws', () => {
    let s = position(['c7 O', 'k3 X']);
    const round = ['m c7-c8', 'm k3-k2', 'm c8-c7', 'm k2-k3'];
    for (const text of round) {
      expect(drawWarnings(s)).toEqual([]);
      s = game.apply(s, parseAction(text, s.toMove));
    }
    expect(drawWarnings(s)).toEqual([
      'This position has been seen twice: if it comes up again, the game is drawn.',
    ]);
    for (const text of round) s = game.apply(s, parseAction(text, s.toMove));
    expect(s.result?.draw).toBe(true);
    expect(drawWarnings(s)).toEqual([]);
  });
  it('under the course preset, says when the last two looks at the board found the same board', () => {
    let s = game.setup(
      game.configSchema.parse({ players: 2, preset: 'course', board: '12x13' }),
      1,
    );
    const round = ['m d8-d7', 'm d4-d5', 'm d7-d8', 'm d5-d4'];
    for (const text of [...round, ...round]) {
      expect(drawWarnings(s)).toEqual([]);
      s = game.apply(s, parseAction(text, s.toMove));
    }
    const warning =
      'The board was the same at the last two looks (one every 4 actions): if it is the same at the next, the game is drawn.';
    for (const text of round) {
      expect(drawWarnings(s)).toEqual([warning]);
      s = game.apply(s, parseAction(text, s.toMove));
    }
    expect(s.result?.draw).toBe(true);
  });
  it('under the course preset, counts down to the action after the limit', () => {
    const s = position(['c7 O', 'k3 X'], { preset: 'course', actionCap: 12 });
    expect(drawWarnings({ ...s, actions: 3 })).toEqual([
      'The game is drawn after 10 more actions.',
    ]);
    expect(drawWarnings({ ...s, actions: 12 })).toEqual([
      'The next action is the last: then the game is drawn.',
    ]);
  });
  it('counts down the last actions before the action limit', () => {
    let s = position(['c7 O', 'k3 X'], { actionCap: 12 });
    expect(drawWarnings(s)).toEqual([]);
    s = game.apply(s, parseAction('m c7-c8', 0));
    s = game.apply(s, parseAction('m k3-k4', 1));
    expect(drawWarnings(s)).toEqual(['The game is drawn after 10 more actions.']);
    expect(drawWarnings(s, 5)).toEqual([]);
    expect(drawWarnings({ ...s, actions: 11 })).toEqual([
      'The next action is the last: then the game is drawn.',
    ]);
  });
});
