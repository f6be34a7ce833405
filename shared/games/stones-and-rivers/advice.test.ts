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
