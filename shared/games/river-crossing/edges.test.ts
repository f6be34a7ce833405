/**
 * Decided points of the rules page that rules.test.ts leaves open: no way back onto a
 * home bank, collectors never leave the river, and a three-high stack moved from the
 * middle.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { game } from './index';
import { formatAction, parseAction } from './notation';
import { position } from './test-positions';
import { parseSquare, type CrossingState } from './state';

const FULL = 'home 12, far 0, collected 0';

const legal = (s: CrossingState, seat: number): string[] =>
  game.legalActions(s, seat).map((a) => formatAction(a));

describe('banks and edges', () => {
  it('a piece on its row 1 never steps back onto its own home bank', () => {
    const s = position('Red to move', 'home 11, far 0, collected 0', FULL, ['d1: r']);
    const moves = legal(s, 0);
    expect(moves.filter((m) => m.startsWith('d1-')).sort()).toEqual(
      ['d1-c1', 'd1-c2', 'd1-d2', 'd1-e1', 'd1-e2'].sort(),
    );
    expect(moves).not.toContain('exit d1');
    expect(() => game.apply(s, parseAction('exit d1', 0))).toThrow(IllegalActionError);
  });

  it('Black on its row 1 (rank 8) has no way back either', () => {
    const s = position('Black to move', FULL, 'home 11, far 0, collected 0', ['e8: b']);
    expect(legal(s, 1)).not.toContain('exit e8');
  });

  it('a collector in a corner steps only onto the board', () => {
    const s = position('Collector to move after Red', FULL, FULL, ['a1: C']);
    expect(
      legal(s, 2)
        .filter((m) => m.startsWith('C a1-'))
        .sort(),
    ).toEqual(['C a1-a2', 'C a1-b1', 'C a1-b2']);
  });
});

describe('stacks three high', () => {
  it('the middle piece moves with its rider and leaves the bottom one behind', () => {
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d4: b r r'],
    );
    const after = game.apply(s, parseAction('d4^2-e5', 0));
    expect(after.board[parseSquare('d4')!]).toBe('b');
    expect(after.board[parseSquare('e5')!]).toBe('rr');
    expect(legal(s, 0)).toEqual(expect.arrayContaining(['d4^2-e5', 'd4^3-e5']));
    expect(legal(s, 0)).not.toContain('d4-e5');
  });
});
