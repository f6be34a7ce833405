import { describe, expect, it } from 'vitest';
import { game, parseAction, type SRAction } from '../../../shared/games/stones-and-rivers';
import { position } from '../../../shared/games/stones-and-rivers/test-positions';
import { tracksBetween } from './tracks';
import { litPoints, NOTHING_PICKED, pointAt } from './turn';

// The rules page's position: Circle's stone on c7 beside an H river on d7, a Square stone on
// k7; Circle's river on f9 may send the Square stone it steps onto at f8.
const s = position(['c7 O', 'd7 oH', 'k7 X', 'f9 oV', 'f8 X']);
const legal = game.legalActions(s, 0);
const act = (text: string): SRAction => parseAction(text, 0);

describe('playing a turn by pointing', () => {
  it('a picked stone lights its steps and every point the river carries it to', () => {
    const lit = litPoints(legal, { piece: 'c7', sending: null });
    // flow along row 7 both ways from d7: a7, b7 and e7..j7 (the stone on k7 stops it)
    const expected = ['a7', 'b7', 'e7', 'f7', 'g7', 'h7', 'i7', 'j7', 'c6', 'c8'];
    expect([...lit.keys()].sort()).toEqual(expected.sort());
    expect(new Set(lit.values())).toEqual(new Set(['move']));
  });

  it('pointing at a lit point plays the move; at another of your pieces picks it instead', () => {
    expect(pointAt(legal, { piece: 'c7', sending: null }, 'h7')).toEqual({
      play: act('m c7-h7'),
    });
    expect(pointAt(legal, { piece: 'c7', sending: null }, 'f9')).toEqual({
      pick: { piece: 'f9', sending: null },
    });
    expect(pointAt(legal, NOTHING_PICKED, 'k7')).toEqual({ pick: NOTHING_PICKED });
  });

  it('a send asks for the sent piece, then for where it goes along the sender’s axis', () => {
    const picked = { piece: 'f9', sending: null };
    expect(litPoints(legal, picked).get('f8')).toBe('send');
    const sending = pointAt(legal, picked, 'f8');
    expect(sending).toEqual({ pick: { piece: 'f9', sending: 'f8' } });
    const lit = litPoints(legal, { piece: 'f9', sending: 'f8' });
    // the V sender sends along the column: up to f3, as f2 is Square's Home; down past
    // the sender's old point f9 (the rulebook lets it stop there) to the edge
    for (const p of ['f7', 'f3', 'f9', 'f14']) expect(lit.get(p)).toBe('sent-to');
    for (const p of ['f2', 'f0', 'e8']) expect(lit.has(p)).toBe(false);
    expect(pointAt(legal, { piece: 'f9', sending: 'f8' }, 'f5')).toEqual({
      play: act('s f9>f8 f8-f5'),
    });
  });
});

describe('how the pieces travel to the new position', () => {
  it('a river journey follows the row point by point; the others stay', () => {
    const tracks = tracksBetween(s, game.apply(s, act('m c7-h7')));
    const moved = tracks.filter((t) => t.path.length > 1);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.path).toHaveLength(6); // c7 d7 e7 f7 g7 h7
  });

  it('a send: the sent piece travels, the sender steps onto its point and turns to its stone', () => {
    const tracks = tracksBetween(s, game.apply(s, act('s f9>f8 f8-f5')));
    const moved = tracks.filter((t) => t.path.length > 1);
    expect(moved.map((t) => [t.owner, t.path.length, t.face])).toEqual(
      expect.arrayContaining([
        [0, 2, [1, 0]],
        [1, 4, [0, 0]],
      ]),
    );
  });

  it('a rotate turns a quarter; a flip turns the disc over', () => {
    const rotated = tracksBetween(s, game.apply(s, act('r d7')));
    expect(rotated.find((t) => t.turn[0] !== t.turn[1])?.turn).toEqual([0, 1]);
    const flipped = tracksBetween(s, game.apply(s, act('f c7 V')));
    expect(flipped.find((t) => t.face[0] !== t.face[1])).toMatchObject({
      face: [0, 1],
      turn: [1, 1],
    });
  });

  it('a jump (a load, a step back in a replay) puts every piece in place', () => {
    const later = game.apply(game.apply(s, act('m c7-c6')), parseAction('m k7-k6', 1));
    expect(tracksBetween(s, later).every((t) => t.path.length === 1)).toBe(true);
  });
});
