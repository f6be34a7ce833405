import { describe, expect, it } from 'vitest';
import { game } from '../../../shared/games/stones-and-rivers';
import { position } from '../../../shared/games/stones-and-rivers/test-positions';
import { refusalAt } from './refused';

const legalOf = (s: ReturnType<typeof position>) => game.legalActions(s, s.toMove);

describe('why pointing at a point does nothing with the picked piece', () => {
  it('says why the stone on c7 cannot ride to c9 (the rules page: the H river on d7 runs along row 7)', () => {
    const s = position(['c7 O', 'd7 oH']);
    expect(refusalAt(s, legalOf(s), { piece: 'c7', sending: null }, 'c9')).toBe(
      'c7 to c9: No river next to c7 carries it to c9 (d7 runs across (H)): water runs only along' +
        ' its river’s way, and stops at the edge, in front of a stone and in front of Circle’s Home.',
    );
  });

  it('says nothing when pointing plays, picks another own piece or puts the piece down', () => {
    const s = position(['c7 O', 'd7 oH', 'a2 O']);
    const picked = { piece: 'c7', sending: null };
    expect(refusalAt(s, legalOf(s), picked, 'k7')).toBeNull();
    expect(refusalAt(s, legalOf(s), picked, 'a2')).toBeNull();
    expect(refusalAt(s, legalOf(s), picked, 'c7')).toBeNull();
    expect(refusalAt(s, legalOf(s), { piece: null, sending: null }, 'c7')).toBeNull();
  });

  it('says why, with nothing picked, a click on the other player’s piece or an empty point picks nothing', () => {
    // Circle (O) to move; Square's stone on f5.
    const s = position(['c7 O', 'f5 X']);
    const nothing = { piece: null, sending: null };
    expect(refusalAt(s, legalOf(s), nothing, 'f5')).toBe(
      'The piece on f5 is Square’s, not yours: pick one of your own (N picks the next).',
    );
    expect(refusalAt(s, legalOf(s), nothing, 'e4')).toBe(
      'There is no piece on e4: pick one of your own (N picks the next).',
    );
  });

  it('says where a sent piece may not go', () => {
    // The H river on c7 sends the stone on d7 along row 7 only.
    const s = position(['c7 oH', 'd7 X']);
    expect(refusalAt(s, legalOf(s), { piece: 'c7', sending: 'd7' }, 'd11')).toBe(
      'd7 to d11: The piece on d7 cannot be sent to d11: a sent piece travels along c7’s way,' +
        ' across (H), following the rivers it meets, stops only on an empty point and never enters its owner’s Home.',
    );
  });
});
