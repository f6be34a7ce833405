/**
 * What the River Crossing table says when a click or key does nothing. Expected sentences
 * are written by hand from docs/rules/river-crossing.md ("Moves": a step is one square in
 * any of the 8 directions, entering is onto row 1, an exit is from row 8 with nothing riding;
 * "Stacking and collecting": a group carrying a collector never moves onto a collector;
 * "Passing": a side with pieces at home or in the river must move).
 */
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  COLLECTOR,
  RED,
  game,
  parseSquare,
  seatToMove,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { position } from '../../../shared/games/river-crossing/test-positions';
import { cannotPass, refusalAt, type Place } from './refused';
import type { Pick } from './turn';

const sq = (name: string): number => parseSquare(name)!;
const legalOf = (s: CrossingState) => game.legalActions(s, seatToMove(s));
const at = (s: CrossingState, pick: Pick | null, place: Place) =>
  refusalAt(s, legalOf(s), pick, place);
const piece = (name: string, height = 1): Pick => ({ kind: 'piece', square: sq(name), height });

const RED_TO_MOVE = position(
  'Red to move',
  'home 9, far 0, collected 0',
  'home 11, far 0, collected 0',
  ['b2: r', 'c4: r C', 'd5: C', 'd7: r', 'e5: b'],
);

describe('River Crossing: why a click did nothing', () => {
  it('a square more than one step away', () => {
    expect(at(RED_TO_MOVE, piece('b2'), { square: sq('d4') })).toBe(
      'The piece on b2 cannot go to d4: d4 is not one step from b2 (a piece steps one square in any of the 8 directions).',
    );
  });

  it('a group carrying a collector onto a collector', () => {
    expect(at(RED_TO_MOVE, piece('c4'), { square: sq('d5') })).toBe(
      'The piece on c4 (height 1, 1 riding) cannot go to d5: a group carrying a collector never moves onto a collector.',
    );
  });

  it('a square with none of the player’s pieces, with nothing picked', () => {
    expect(at(RED_TO_MOVE, null, { square: sq('e5') })).toBe(
      'There is no red piece on e5: Red moves only Red’s own pieces.',
    );
  });

  it('entering anywhere but row 1', () => {
    expect(at(RED_TO_MOVE, { kind: 'home' }, { square: sq('c3') })).toBe(
      'A piece from the home bank cannot go to c3: Red enters only onto row 1 (a1, b1, c1, d1, e1, f1, g1, h1).',
    );
  });

  it('an exit from a row other than 8, and the other side’s bank', () => {
    expect(at(RED_TO_MOVE, piece('d7'), { bank: 'far', colour: RED })).toBe(
      'The piece on d7 cannot exit: Red exits only from row 8.',
    );
    expect(at(RED_TO_MOVE, null, { bank: 'home', colour: BLACK })).toBe(
      'That is Black’s home bank: Red enters from Red’s home bank and exits onto Red’s far bank.',
    );
  });

  it('says nothing where the click plays or picks', () => {
    // b2 to b3 is a step; d7 is Red's own piece, picked instead.
    expect(at(RED_TO_MOVE, piece('b2'), { square: sq('b3') })).toBeNull();
    expect(at(RED_TO_MOVE, piece('b2'), { square: sq('d7') })).toBeNull();
    expect(at(RED_TO_MOVE, null, { bank: 'home', colour: RED })).toBeNull();
  });

  it('the Collector moves only collectors, and never off the board', () => {
    const s = position(
      'Collector to move after Red',
      'home 11, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['d3: C', 'e4: r'],
    );
    expect(seatToMove(s)).toBe(COLLECTOR);
    expect(at(s, null, { square: sq('e4') })).toBe(
      'There is no collector on e4: the Collector moves only collectors.',
    );
    expect(at(s, piece('d3'), { bank: 'far', colour: RED })).toBe(
      'Collectors never leave the river: the Collector moves only collectors on the board.',
    );
  });

  it('a side with pieces at home or in the river may not pass', () => {
    expect(cannotPass(RED_TO_MOVE)).toBe(
      'Red must move while pieces remain on the home bank or in the river.',
    );
  });
});
