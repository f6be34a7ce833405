/**
 * Why a picked piece cannot go to a pointed point, and why a typed action is refused. The
 * expected sentences are worked out from docs/rules/stones-and-rivers.md and the rules
 * page's test positions (14×15 board, Circle to act; Circle's Home is row 12, e..i).
 */
import { describe, expect, it } from 'vitest';
import { parseAction } from './index';
import { whyNotThere, whyRefused } from './refusals';
import { position } from './test-positions';

describe('Stones & Rivers: why the picked piece cannot go to that point', () => {
  it('lets a stone ride the H river along row 7, but says why no river takes it to c9', () => {
    // Rules page: the stone on c7 beside the H river on d7 reaches a7, b7, e7..n7, c6 and c8.
    const s = position(['c7 O', 'd7 oH']);
    expect(whyNotThere(s, 0, 'c7', 'k7')).toBeNull();
    expect(whyNotThere(s, 0, 'c7', 'c8')).toBeNull();
    expect(whyNotThere(s, 0, 'c7', 'c9')).toBe(
      'No river next to c7 carries it to c9 (d7 runs across (H)): water runs only along its' +
        ' river’s way, and stops at the edge, in front of a stone and in front of Circle’s Home.',
    );
  });

  it('says a piece only steps one point when no river is next to it', () => {
    expect(whyNotThere(position(['c7 O']), 0, 'c7', 'c9')).toBe(
      'A piece steps one point up, down, left or right; to go further it must step onto a river, and there is none next to c7.',
    );
  });

  it('refuses Circle’s own Home, row 12 columns e to i', () => {
    const s = position(['f11 O', 'd11 O']);
    expect(whyNotThere(s, 0, 'f11', 'f12')).toBe(
      'f12 is Circle’s Home: Circle’s pieces may never stand on it or travel through it.',
    );
    expect(whyNotThere(s, 0, 'd11', 'd12')).toBeNull();
  });

  it('says only the course preset pushes a stone, and that a table without push refuses it', () => {
    expect(whyNotThere(position(['c7 O', 'c6 X']), 0, 'c7', 'c6')).toBe(
      'Only the course preset allows this: a stone may push the stone it steps onto; the rulebook preset does not.',
    );
    expect(whyNotThere(position(['c7 O', 'c6 X'], { stonePush: false }), 0, 'c7', 'c6')).toBe(
      'A stone cannot step onto a stone: pushing is off at this table.',
    );
  });

  it('says a push needs an empty point beyond the pushed stone', () => {
    const s = position(['c7 O', 'c6 X', 'c5 X'], { preset: 'course' });
    expect(whyNotThere(s, 0, 'c7', 'c6')).toBe(
      'The stone on c6 cannot be pushed: c5 beyond it is taken.',
    );
  });

  it('says a piece never stops on a river', () => {
    expect(whyNotThere(position(['c7 O', 'c6 oH']), 0, 'c7', 'c6')).toBe(
      'A piece never stops on a river: stepping onto the river on c6 carries c7 along it, to an empty point the water reaches.',
    );
  });

  it('says the course preset never lets a river send a river', () => {
    expect(whyNotThere(position(['c7 oH', 'd7 xH'], { preset: 'course' }), 0, 'c7', 'd7')).toBe(
      'Only the rulebook preset allows this: a river may send a river; the course preset does not.',
    );
  });

  it('says a send needs at least one point for the sent piece along the sender’s way', () => {
    // The V river on c7 sends d7 up or down, and d6 and d8 are taken.
    const s = position(['c7 oV', 'd7 X', 'd6 X', 'd8 X']);
    expect(whyNotThere(s, 0, 'c7', 'd7')).toBe(
      'The stone on d7 cannot be sent: along c7’s way, up and down (V), it has no empty point to go to.',
    );
  });

  it('refuses another player’s piece, the other player’s turn and points off the board', () => {
    const s = position(['c7 O', 'c3 X']);
    expect(whyNotThere(s, 0, 'c3', 'c4')).toBe('The piece on c3 is Square’s, not yours.');
    expect(whyNotThere(s, 1, 'c3', 'c4')).toBe('It is Circle’s turn.');
    // 14 columns: a to n.
    expect(whyNotThere(s, 0, 'c7', 'p7')).toBe('p7 is not on the 14x15 board.');
    expect(whyNotThere(s, 0, 'e7', 'e8')).toBe('There is no piece on e7.');
  });
});

describe('Stones & Rivers: why a typed action is refused', () => {
  it('says a stone cannot be rotated', () => {
    const s = position(['c7 O']);
    expect(whyRefused(s, parseAction('r c7', 0))).toBe(
      'A stone cannot be rotated; only a river turns.',
    );
  });

  it('says where a sent piece may travel when the typed destination is off its way', () => {
    // The H river on c7 sends d7 along row 7 only.
    const s = position(['c7 oH', 'd7 X']);
    expect(whyRefused(s, parseAction('s c7>d7 d7-g7', 0))).toBeNull();
    expect(whyRefused(s, parseAction('s c7>d7 d7-d11', 0))).toBe(
      'The piece on d7 cannot be sent to d11: a sent piece travels along c7’s way, across (H),' +
        ' following the rivers it meets, stops only on an empty point and never enters its owner’s Home.',
    );
  });

  it('passes a move the rules allow', () => {
    expect(whyRefused(position(['c7 O', 'd7 oH']), parseAction('m c7-a7', 0))).toBeNull();
  });
});
