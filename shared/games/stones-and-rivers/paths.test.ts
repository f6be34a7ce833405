import { describe, expect, it } from 'vitest';
import { geometry } from './board';
import { parseAction, game, pointIndex, pointName } from './index';
import { describeAction } from './log';
import { movePath, sendPath } from './paths';
import { playedBetween } from './played';
import { position } from './test-positions';

const g = geometry('14x15');
const at = (p: string): number => pointIndex(g, p);
const names = (ps: number[]): string[] => ps.map((p) => pointName(g, p));

describe('the way a piece travels', () => {
  it('a step is one hop', () => {
    const s = position(['c7 O']);
    expect(names(movePath(g, s.cells, at('c7'), at('c6')))).toEqual(['c7', 'c6']);
  });
  it('a river journey turns where the rivers turn (the rules page: a7 by b7 and g7 to g9)', () => {
    const s = position(['a7 O', 'b7 oH', 'g7 oV', 'g4 X']);
    expect(names(movePath(g, s.cells, at('a7'), at('g9')))).toEqual([
      'a7',
      'b7',
      'c7',
      'd7',
      'e7',
      'f7',
      'g7',
      'g8',
      'g9',
    ]);
  });
  it('a sent piece leaves along the sender\u2019s axis and passes the sender\u2019s old point', () => {
    // the H river on c7 lands on d7; sent west, the stone passes c7 and stops on a7
    const s = position(['c7 oH', 'd7 X']);
    expect(names(sendPath(g, s.cells, at('c7'), at('d7'), at('a7')))).toEqual([
      'd7',
      'c7',
      'b7',
      'a7',
    ]);
  });
});

describe('what the table sees played', () => {
  it('finds the send between two positions, and says it in words with its notation', () => {
    const s = position(['c7 oH', 'd7 X']);
    const send = parseAction('s c7>d7 d7-a7', 0);
    expect(playedBetween(s, game.apply(s, send))).toEqual(send);
    expect(describeAction(send, s)).toBe(
      "Seat 1's river on c7 lands on d7 and sends that stone to a7 (s c7>d7 d7-a7)",
    );
  });
  it('a river journey and a flip read as such', () => {
    const s = position(['a7 O', 'b7 oH']);
    expect(describeAction(parseAction('m a7-e7', 0), s)).toBe(
      'Seat 1 rides the rivers from a7 to e7 (m a7-e7)',
    );
    expect(describeAction(parseAction('f a7 V', 0), s)).toBe(
      'Seat 1 flips the stone on a7 to a river flowing up and down (V) (f a7 V)',
    );
  });
  it('nothing is found between positions more than one action apart', () => {
    const s = position(['c7 O', 'a0 X']);
    const twice = game.apply(game.apply(s, parseAction('m c7-c6', 0)), parseAction('f a0 H', 1));
    expect(playedBetween(s, twice)).toBeNull();
  });
});
