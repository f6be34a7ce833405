/**
 * One name for one hand (issue #41): the log said "Double 7s/8s" where the showdown panel
 * said "Two 7s" for the same dice. The rules page names a hand of two, three, four or five
 * dice showing X "Double / Triple / Quadruple / Quintuple Xs" (/work/shared/rules/river-dice.md),
 * so both now say "Double 7s", from handTitle in explain.ts.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHand } from './evaluate';
import { describeHand, handTitle } from './explain';
import { game } from './index';
import type { RiverState } from './state';

describe('a River hand has one name, in the log and at the showdown', () => {
  it('names dice showing the same value as the rules do', () => {
    expect(handTitle(evaluateHand([1, 1, 1, 7, 7]))).toBe('Double 7s');
    expect(handTitle(evaluateHand([1, 2, 8, 8, 8]))).toBe('Triple 8s');
    expect(handTitle(evaluateHand([1, 1, 1, 1, 7]))).toBe('Quadruple 1s');
  });

  it('says the winner’s hand alike in the log line and in the showdown panel', () => {
    let s = game.setup(game.configSchema.parse({ players: 2, rounds: 2 }), 'names') as RiverState;
    // Seat 1's d8 and d10 show 7: a pair of 7s (row 22) against seat 2's pair of 1s and 2s (row 40).
    s = game.apply(s, { type: 'throw', seat: 0, faces: [1, 2, 7, 7, 3] });
    s = game.apply(s, { type: 'throw', seat: 1, faces: [1, 1, 2, 2, 5] });
    s = game.apply(s, { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] });
    let line = '';
    while (s.phase === 'auction') {
      const pass = { type: 'pass' as const, seat: s.auction!.turn };
      line = game.describe(pass, s);
      s = game.apply(s, pass);
    }
    const winner = s.showdown!.hands.find((h) => h.seat === 0)!;
    expect(describeHand(winner)).toBe('Double 7s — row 22 of 40');
    expect(line).toContain('Seat 1 takes the pot of 10 gold with Double 7s (');
    expect(line).not.toContain('7s/8s');
  });
});
