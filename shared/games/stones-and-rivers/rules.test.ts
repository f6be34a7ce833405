import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { game, parseAction, type SRAction, type SRState } from './index';
import { position } from './test-positions';

const legal = (s: SRState): string[] =>
  game.legalActions(s, s.toMove).map((a) => JSON.stringify(a));
const moveTargets = (s: SRState, from: string): string[] =>
  game
    .legalActions(s, s.toMove)
    .filter((a): a is Extract<SRAction, { type: 'move' }> => a.type === 'move' && a.from === from)
    .map((a) => a.to)
    .sort();
const row = (cols: number[], y: number): string[] =>
  cols.map((x) => `${String.fromCharCode(97 + x)}${y}`);
const col = (x: string, ys: number[]): string[] => ys.map((y) => `${x}${y}`);
const range = (a: number, b: number): number[] =>
  Array.from({ length: b - a + 1 }, (_, i) => a + i);
const act = (s: SRState, text: string): SRState => game.apply(s, parseAction(text, s.toMove));

describe('the three positions of the rules page', () => {
  it('a stone beside an H river reaches the whole row and steps up and down', () => {
    const s = position(['c7 O', 'd7 oH']);
    const expected = [...row([0, 1], 7), ...row(range(4, 13), 7), 'c6', 'c8'].sort();
    expect(moveTargets(s, 'c7')).toEqual(expected);
  });
  it('a V river carries up to the edge and down to just before Circle\u2019s Home', () => {
    const s = position(['f8 O', 'f7 oV']);
    const targets = moveTargets(s, 'f8');
    const expected = [...col('f', range(0, 6)), ...col('f', range(9, 11))];
    for (const t of expected) expect(targets).toContain(t);
    expect(targets).not.toContain('f12');
    expect(targets).not.toContain('f13');
  });
  it('flow chains from an H river into a V river and stops before a stone', () => {
    const s = position(['a7 O', 'b7 oH', 'g7 oV', 'g4 X']);
    const expected = [
      ...row(range(2, 5), 7),
      'g5',
      'g6',
      ...col('g', range(8, 11)),
      'a6',
      'a8',
    ].sort();
    expect(moveTargets(s, 'a7')).toEqual(expected);
  });
});

describe('moves', () => {
  it('a stone may not step onto a stone without the push option', () => {
    const s = position(['c7 O', 'c6 X']);
    expect(moveTargets(s, 'c7')).not.toContain('c6');
    expect(() => act(s, 'm c7-c6')).toThrow(IllegalActionError);
    expect(() => act(s, 'p c7-c6')).toThrow(IllegalActionError);
  });
  it('no piece steps into its own Home (Circle\u2019s Home is row 12, columns e..i)', () => {
    const s = position(['f11 O', 'd11 O']);
    expect(moveTargets(s, 'f11')).not.toContain('f12');
    expect(moveTargets(s, 'd11')).toContain('d12');
  });
  it('the mover never stops where it started but may flow through it', () => {
    const s = position(['c7 O', 'd7 oH', 'b7 oH']);
    const targets = moveTargets(s, 'c7');
    expect(targets).not.toContain('c7');
    expect(targets).toContain('a7');
  });
  it('the same river entered from two sides gives each destination once', () => {
    const s = position(['c7 O', 'd7 oH']);
    const all = legal(s);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('flip and rotate', () => {
  it('flips a stone to a river either way, a river back, and rotates rivers only', () => {
    let s = position(['c7 O', 'h2 X'], {}, 0);
    s = act(s, 'f c7 V');
    expect(s.cells).toEqual(position(['c7 oV', 'h2 X']).cells);
    s = act(s, 'f h2 H');
    s = act(s, 'r c7');
    expect(s.cells).toEqual(position(['c7 oH', 'h2 xH']).cells);
    s = act(s, 'f h2');
    s = act(s, 'f c7');
    expect(s.cells).toEqual(position(['c7 O', 'h2 X']).cells);
    expect(() => act(s, 'r h2')).toThrow('cannot be rotated');
  });
});

describe('send', () => {
  it('a river stepping onto a stone sends it along the sender\u2019s axis and becomes a stone', () => {
    const s = position(['c7 oV', 'c6 X']);
    const after = act(s, 's c7>c6 c6-c2');
    expect(after.cells).toEqual(position(['c6 O', 'c2 X'], {}, 1).cells);
    // along V only: the stone cannot be sent sideways
    expect(() => act(s, 's c7>c6 c6-a6')).toThrow(IllegalActionError);
  });
  it('the sent piece passes the sender\u2019s old point and never enters its owner\u2019s Home', () => {
    const s = position(['f9 oV', 'f10 O']);
    const sends = game
      .legalActions(s, 0)
      .filter((a) => a.type === 'send' && a.via === 'f10')
      .map((a) => (a.type === 'send' ? a.to : ''))
      .sort();
    // up past f9 (vacated) to the top edge; down stops before Circle's Home f12
    expect(sends).toContain('f9');
    const back = act(s, 's f9>f10 f10-f9');
    expect(back.cells).toEqual(position(['f10 O', 'f9 O'], {}, 1).cells);
    expect(sends).toContain('f0');
    expect(sends).toContain('f11');
    expect(sends).not.toContain('f12');
  });
  it('in the course preset the sent piece passes the sender\u2019s old point but never rests there', () => {
    const s = position(['f9 oV', 'f10 X'], { preset: 'course' });
    const sends = game
      .legalActions(s, 0)
      .filter((a) => a.type === 'send' && a.via === 'f10')
      .map((a) => (a.type === 'send' ? a.to : ''));
    // up over f9 to f3, before Square's Home on row 2; never onto f9 itself
    expect(sends).toContain('f8');
    expect(sends).toContain('f3');
    expect(sends).not.toContain('f9');
    expect(() => act(s, 's f9>f10 f10-f9')).toThrow(IllegalActionError);
    // the same send under the rulebook is legal
    const rulebook = position(['f9 oV', 'f10 X']);
    expect(act(rulebook, 's f9>f10 f10-f9').cells).toEqual(
      position(['f10 O', 'f9 X'], {}, 1).cells,
    );
  });
  it('in the course preset a sent stone coming back to its own point stops before it (issue 37)', () => {
    // Circle's V river on g6 steps onto Square's stone on f6 and sends it up the f column;
    // f4 turns it along row 4 to e4, e4 down column e to e6, and e6 along row 6 back east
    const pieces = ['g6 oV', 'f6 X', 'f4 xH', 'e4 xV', 'e6 oH'];
    const sent = (s: SRState): string[] =>
      game
        .legalActions(s, 0)
        .filter((a) => a.type === 'send' && a.from === 'g6' && a.via === 'f6')
        .map((a) => (a.type === 'send' ? a.to : ''))
        .sort();
    // the course engine's own list for this position: the stone still stands on f6 during
    // its journey, so row 6 east of it (g6 passed over, h6..n6) is out of reach
    const course = position(pieces, { preset: 'course' });
    expect(sent(course)).toEqual(
      [
        ...row(range(0, 3), 6),
        'e3',
        'e5',
        'f5',
        ...col('f', range(7, 14)),
        ...row(range(6, 13), 4),
      ].sort(),
    );
    expect(() => act(course, 's g6>f6 f6-i6')).toThrow(IllegalActionError);
    expect(act(course, 's g6>f6 f6-d6').cells).toEqual(
      position(['f6 O', 'd6 X', 'f4 xH', 'e4 xV', 'e6 oH'], {}, 1).cells,
    );
    // under the rulebook the stone has left f6: it passes over it and may go on east
    const rulebook = position(pieces);
    expect(sent(rulebook)).toEqual(expect.arrayContaining(['g6', ...row(range(7, 13), 6)]));
    expect(act(rulebook, 's g6>f6 f6-i6').cells).toEqual(
      position(['f6 O', 'i6 X', 'f4 xH', 'e4 xV', 'e6 oH'], {}, 1).cells,
    );
  });
  it('a send that cannot move the piece at least one point is illegal', () => {
    // the V river on b0 steps left onto a0; along V the stone meets the edge or a1's stone
    const s = position(['b0 oV', 'a0 X', 'a1 X']);
    expect(legal(s).some((a) => a.includes('"send"'))).toBe(false);
  });
  it('a river can send the stone that stopped its flow in the rulebook, not in the course preset', () => {
    const pieces = ['c7 oH', 'd7 oH', 'h7 X'];
    const sendsH = (s: SRState): boolean =>
      game.legalActions(s, 0).some((a) => a.type === 'send' && a.via === 'h7');
    expect(sendsH(position(pieces))).toBe(true);
    expect(sendsH(position(pieces, { preset: 'course' }))).toBe(false);
  });
  it('a river may send a river in the rulebook, and the course preset forbids it', () => {
    const pieces = ['c7 oH', 'd7 xV'];
    const sendsRiver = (s: SRState): boolean =>
      game.legalActions(s, 0).some((a) => a.type === 'send' && a.via === 'd7');
    expect(sendsRiver(position(pieces))).toBe(true);
    expect(sendsRiver(position(pieces, { preset: 'course' }))).toBe(false);
  });
  it('no send from a point in the sender\u2019s Home', () => {
    const s = position(['f11 oV', 'f12 X']);
    expect(legal(s).some((a) => a.includes('"send"'))).toBe(false);
  });
});

describe('stone push', () => {
  it('pushes one stone one point when the option is on, into empty non-Home points only', () => {
    const s = position(['c7 O', 'c6 X'], { stonePush: true });
    expect(act(s, 'p c7-c6').cells).toEqual(position(['c6 O', 'c5 X']).cells);
    const blocked = position(['c7 O', 'c6 X', 'c5 X'], { stonePush: true });
    expect(() => act(blocked, 'p c7-c6')).toThrow(IllegalActionError);
    // Square's Home is row 2 (columns e..i): a square stone is never pushed into it
    const home = position(['f4 O', 'f3 X'], { stonePush: true });
    expect(() => act(home, 'p f4-f3')).toThrow(IllegalActionError);
  });
  it('the course preset turns the push on', () => {
    const s = position(['c7 O', 'c6 X'], { preset: 'course' });
    expect(() => act(s, 'p c7-c6')).not.toThrow();
  });
});

describe('end of the game', () => {
  it('stones on every Goal point win; a river there does not count until flipped', () => {
    const s = position(['e2 O', 'f2 O', 'g2 O', 'h2 O', 'i3 O']);
    const won = act(s, 'm i3-i2');
    expect(won.result?.winners).toEqual([0]);
    const river = position(['e2 O', 'f2 O', 'g2 O', 'h2 O', 'i3 oH']);
    const notYet = act(river, 'm i3-i2');
    expect(notYet.result).toBeNull();
    expect(game.next(notYet).kind).toBe('decision');
  });
  it('the third time the same position comes with the same side to move is a draw', () => {
    let s = position(['a7 O', 'n7 X']);
    for (const text of [
      'm a7-a8',
      'm n7-n8',
      'm a8-a7',
      'm n8-n7',
      'm a7-a8',
      'm n7-n8',
      'm a8-a7',
    ]) {
      expect(s.result).toBeNull();
      s = act(s, text);
    }
    expect(s.result).toBeNull();
    s = act(s, 'm n8-n7');
    expect(s.result?.draw).toBe(true);
  });
  it('the action cap ends the game in a draw', () => {
    let s = position(['a7 O', 'n7 X'], { actionCap: 3 });
    s = act(s, 'm a7-a6');
    s = act(s, 'm n7-n6');
    s = act(s, 'm a6-a5');
    expect(s.result?.draw).toBe(true);
    expect(() => act(s, 'm n6-n5')).toThrow('over');
  });
  it('resigning hands the win to the other side', () => {
    const s = game.apply(position(['a7 O', 'n7 X']), { type: 'resign', seat: 0 });
    expect(s.result?.winners).toEqual([1]);
  });
  it('refuses moves out of turn and names the reason', () => {
    const s = position(['a7 O', 'n7 X']);
    expect(() => game.apply(s, parseAction('m n7-n8', 1))).toThrow('Circle');
  });
});

describe('the course preset draws as the course engine does (issue 37)', () => {
  // Every count below is the course engine's own, from its game loop fed these moves from
  // the 12×13 start: it looks at the board every 4 actions and draws at three same looks.
  const start = (preset: 'course' | 'rulebook'): SRState =>
    game.setup(game.configSchema.parse({ players: 2, preset, board: '12x13' }), 1);
  /** Plays the rounds over and over; the number of actions when the game ends, or null. */
  const drawnAfter = (s: SRState, rounds: readonly string[], most: number): number | null => {
    while (s.actions < most) {
      s = act(s, rounds[s.actions % rounds.length]!);
      if (s.result) return s.result.draw ? s.actions : null;
    }
    return null;
  };
  const backAndForth = ['m d8-d7', 'm d4-d5', 'm d7-d8', 'm d5-d4'];
  const aroundASquare = [
    'm d8-d7',
    'm d4-d5',
    'm d7-c7',
    'm d5-c5',
    'm c7-c8',
    'm c5-c4',
    'm c8-d8',
    'm c4-d4',
  ];
  it('two moves each back and forth: drawn at the 12th action, the third look (not the 8th)', () => {
    expect(drawnAfter(start('course'), backAndForth, 100)).toBe(12);
    expect(drawnAfter(start('rulebook'), backAndForth, 100)).toBe(8);
  });
  it('a stone turned to a river and back is not the stone it was: drawn one look later', () => {
    let s = start('course');
    for (const text of backAndForth) s = act(s, text);
    const turning = ['f d8 H', 'm d4-d5', 'f d8', 'm d5-d4'];
    expect(drawnAfter(s, turning, 100)).toBe(16);
  });
  it('a round of four moves each never meets the same board at two looks running', () => {
    expect(drawnAfter(start('course'), aroundASquare, 200)).toBeNull();
    expect(drawnAfter(start('rulebook'), aroundASquare, 200)).toBe(16);
  });
  it('its turn limit of 1000 draws at the 1001st action', () => {
    expect(drawnAfter(start('course'), aroundASquare, 2000)).toBe(1001);
  });
});

describe('start', () => {
  it('sets up 14 stones a side and lets the table choose who starts', () => {
    const s = game.setup(game.configSchema.parse({ players: 2, firstPlayer: 'square' }), 1);
    expect(s.cells.filter((c) => c === 1)).toHaveLength(14);
    expect(s.cells.filter((c) => c === 4)).toHaveLength(14);
    expect(game.next(s)).toMatchObject({ kind: 'decision', seats: [1] });
    expect(() =>
      game.configSchema.parse({ players: 2, preset: 'course', firstPlayer: 'square' }),
    ).toThrow();
  });
});
