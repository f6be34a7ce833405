import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { game } from './index';
import { formatAction, formatPosition, parseAction, parsePosition } from './notation';
import { position } from './test-positions';
import { COLLECTOR, parseSquare, type CrossingState } from './state';
import type { CrossingAction } from './moves';

const config = game.configSchema.parse({ players: 3, rules: 'original' });

function seatOf(s: CrossingState): number {
  const pending = game.next(s);
  if (pending.kind !== 'decision') throw new Error('the game is over');
  return pending.seats[0]!;
}

/** Plays moves written in the notation, each by the seat to move. */
function run(s: CrossingState, ...moves: string[]): CrossingState {
  return moves.reduce((state, text) => game.apply(state, parseAction(text, seatOf(state))), s);
}

function refusal(s: CrossingState, text: string, seat = seatOf(s)): string {
  try {
    game.apply(s, parseAction(text, seat));
  } catch (error) {
    if (error instanceof IllegalActionError) return error.reason;
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
}

function at(s: CrossingState, square: string): string {
  return s.board[parseSquare(square)!]!;
}

function legal(s: CrossingState): string[] {
  return game.legalActions(s, seatOf(s)).map((a) => formatAction(a));
}

const FULL = 'home 12, far 0, collected 0';

describe('setup and turn order', () => {
  it('starts with both sides on their banks and collectors on b3 d3 f3 c6 e6 g6', () => {
    const s = game.setup(config, 1);
    expect(s.board.flatMap((st, sq) => (st ? [`${sq}:${st}`] : []))).toEqual(
      ['b3', 'd3', 'f3', 'c6', 'e6', 'g6'].map((n) => `${parseSquare(n)}:C`),
    );
    expect(s.sides.map((x) => x.home)).toEqual([12, 12]);
    expect(legal(s)).toEqual(
      ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'].map((x) => `enter ${x}`),
    );
  });

  it('goes Red, Collector, Black, Collector, Red', () => {
    let s = game.setup(config, 1);
    const seats: number[] = [];
    for (const move of ['enter c1', 'C b3-a3', 'enter d8', 'C g6-h7', 'c1-c2']) {
      seats.push(seatOf(s));
      s = run(s, move);
    }
    expect(seats).toEqual([0, 2, 1, 2, 0]);
    expect(at(s, 'c2')).toBe('r');
    expect(at(s, 'd8')).toBe('b');
  });

  it('lets Black enter only on rank 8 and refuses moves out of turn', () => {
    const s = run(game.setup(config, 1), 'enter a1', 'C b3-b4');
    expect(refusal(s, 'enter d1')).toMatch(/row 1 \(a8/);
    expect(() => game.apply(s, parseAction('enter a1', 0))).toThrow(/Black's turn/);
  });
});

describe('steps and stacks', () => {
  it('steps in all 8 directions from the middle', () => {
    const s = position('Red to move', 'home 11, far 0, collected 0', FULL, ['d4: r']);
    const steps = legal(s).filter((m) => m.startsWith('d4'));
    expect(steps.sort()).toEqual(
      ['c3', 'c4', 'c5', 'd3', 'd5', 'e3', 'e4', 'e5'].map((x) => `d4-${x}`).sort(),
    );
  });

  it('puts the mover and its riders on top of the stack it moves onto', () => {
    const s = position('Red to move', 'home 9, far 0, collected 0', 'home 10, far 0, collected 0', [
      'd4: r b',
      'e5: b r',
      'f1: r',
    ]);
    const after = run(s, 'd4-e5');
    expect(at(after, 'd4')).toBe('');
    expect(at(after, 'e5')).toBe('brrb');
  });

  it('moves a piece from any height, leaving the pieces beneath it behind', () => {
    const s = position('Red to move', 'home 9, far 0, collected 0', 'home 9, far 0, collected 0', [
      'd4: b r b r b r',
    ]);
    const after = run(s, 'd4^4-c3');
    expect(at(after, 'd4')).toBe('brb');
    expect(at(after, 'c3')).toBe('rbr');
    expect(refusal(s, 'd4^3-c3')).toMatch(/height 3 on d4 is not Red's/);
    expect(refusal(s, 'd4^7-c3')).toMatch(/no piece at height 7/);
    expect(refusal(s, 'd4^2-d6')).toMatch(/not one step/);
  });

  it('lists a step for every own piece at every height of a stack', () => {
    const s = position(
      'Black to move',
      'home 10, far 0, collected 0',
      'home 9, far 0, collected 0',
      ['a1: b r b r b'],
    );
    const steps = legal(s).filter((m) => m.startsWith('a1'));
    expect(steps.sort()).toEqual(
      ['a1', 'a1^3', 'a1^5'].flatMap((f) => ['a2', 'b1', 'b2'].map((t) => `${f}-${t}`)).sort(),
    );
  });
});

describe('collecting', () => {
  it('a collector landing on a stack collects its top piece and takes its place', () => {
    const s = position(
      'Collector to move after Red',
      'home 10, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d4: r b r', 'e5: C'],
    );
    const after = run(s, 'C e5-d4');
    expect(at(after, 'd4')).toBe('rbC');
    expect(at(after, 'e5')).toBe('');
    expect(after.sides[0].collected).toBe(1);
    expect(after.sides[1].collected).toBe(0);
  });

  it('a collector never moves onto a collector', () => {
    const s = position('Collector to move after Black', FULL, FULL, ['d4: C', 'e5: C']);
    expect(refusal(s, 'C e5-d4')).toMatch(/never moves onto another collector/);
    expect(legal(s)).not.toContain('C e5-d4');
    expect(refusal(s, 'C c3-d4')).toMatch(/no collector on c3/);
  });

  it('a crossing piece stepping onto a collector is collected with all its riders', () => {
    const s = position('Red to move', 'home 9, far 0, collected 0', 'home 10, far 0, collected 0', [
      'c3: b r b r',
      'd4: r C',
    ]);
    const after = run(s, 'c3^2-d4');
    expect(at(after, 'c3')).toBe('b');
    expect(at(after, 'd4')).toBe('rC');
    expect(after.sides.map((x) => x.collected)).toEqual([2, 1]);
    expect(seatOf(after)).toBe(COLLECTOR);
  });

  it('a piece entering onto a collector is collected', () => {
    const s = position(
      'Black to move',
      FULL,
      FULL,
      ['c8: r C'].map(() => 'c8: C'),
    );
    const after = run(s, 'enter c8');
    expect(after.sides[1]).toMatchObject({ home: 11, collected: 1 });
    expect(at(after, 'c8')).toBe('C');
  });

  it('a moved group carrying a collector loses the piece right beneath the collector', () => {
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d4: r b r C'],
    );
    const after = run(s, 'd4-e4');
    expect(at(after, 'e4')).toBe('rbC');
    expect(after.sides[0].collected).toBe(1);
  });

  it('the carried collector may collect the moved piece itself', () => {
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d4: b r C', 'e4: r'],
    );
    const after = run(s, 'd4^2-e4');
    expect(at(after, 'd4')).toBe('b');
    expect(at(after, 'e4')).toBe('rC');
    expect(after.sides[0].collected).toBe(1);
  });

  it('a group carrying a collector never moves onto a collector', () => {
    const s = position('Red to move', 'home 11, far 0, collected 0', FULL, ['d4: r C', 'e4: C']);
    expect(refusal(s, 'd4-e4')).toMatch(/carrying a collector never moves onto a collector/);
    expect(legal(s)).not.toContain('d4-e4');
    expect(legal(s)).toContain('d4-e5');
  });
});

describe('releasing', () => {
  const stash = 'home 8, far 0, collected 2';

  it('a piece stepping from row 7 into row 8 sends one collected piece home', () => {
    const s = position('Red to move', stash, FULL, ['d7: r', 'a8: r']);
    const after = run(s, 'd7-e8');
    expect(after.sides[0]).toMatchObject({ home: 9, collected: 1 });
  });

  it('Black releases stepping from rank 2 into rank 1', () => {
    const s = position('Black to move', FULL, 'home 9, far 0, collected 2', ['c2: b']);
    expect(run(s, 'c2-c1').sides[1]).toMatchObject({ home: 10, collected: 1 });
  });

  it('moving along row 8 or re-entering releases nothing', () => {
    const s = position('Red to move', stash, FULL, ['d8: r', 'a8: r']);
    expect(run(s, 'd8-e8').sides[0]).toMatchObject({ home: 8, collected: 2 });
    const resting = position('Red to move', 'home 0, far 11, collected 1', FULL, []);
    const after = run(resting, 'reenter c8');
    expect(after.sides[0]).toMatchObject({ home: 0, far: 10, collected: 1 });
    expect(at(after, 'c8')).toBe('r');
  });

  it('releases only the mover’s colour', () => {
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 10, far 0, collected 2',
      ['d7: r', 'a8: r'],
    );
    expect(run(s, 'd7-d8').sides.map((x) => x.collected)).toEqual([0, 2]);
  });

  it('resolves collection before release, so a piece just collected goes straight home', () => {
    const s = position('Red to move', 'home 10, far 0, collected 0', FULL, ['d7: r r C']);
    const after = run(s, 'd7-d8');
    expect(at(after, 'd8')).toBe('rC');
    expect(after.sides[0]).toMatchObject({ home: 11, collected: 0 });
  });

  it('a mover collected on arrival releases nothing', () => {
    const s = position('Red to move', 'home 9, far 0, collected 2', FULL, ['d7: r C']);
    const onto = position('Red to move', 'home 9, far 0, collected 2', FULL, ['d7: r', 'd8: C']);
    expect(run(s, 'd7-d8').sides[0]).toMatchObject({ home: 9, collected: 3 });
    expect(run(onto, 'd7-d8').sides[0]).toMatchObject({ home: 9, collected: 3 });
  });
});

describe('exiting and re-entering', () => {
  it('exits a piece with nothing riding from row 8 to the far bank', () => {
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 10, far 0, collected 0',
      ['d8: b r', 'e8: r b'],
    );
    const after = run(s, 'exit d8');
    expect(after.sides[0].far).toBe(1);
    expect(at(after, 'd8')).toBe('b');
    expect(refusal(s, 'exit e8')).toMatch(/nothing riding/);
  });

  it('exits only from the side’s own row 8', () => {
    const s = position('Black to move', FULL, 'home 10, far 0, collected 0', ['d8: b', 'e1: b']);
    expect(refusal(s, 'exit d8')).toMatch(/only from row 8/);
    expect(run(s, 'exit e1').sides[1].far).toBe(1);
  });

  it('re-enters onto row 8 only when nothing is left to cross', () => {
    const crossing = position('Red to move', 'home 1, far 11, collected 0', FULL, []);
    expect(refusal(crossing, 'reenter a8')).toMatch(/only with no piece left/);
    const done = position('Red to move', 'home 0, far 12, collected 0', FULL, []);
    expect(legal(done)).toEqual([...'abcdefgh'.split('').map((f) => `reenter ${f}8`), 'pass']);
    expect(refusal(done, 'reenter a7')).toMatch(/only onto row 8/);
  });
});

describe('passing and elimination', () => {
  it('a side with pieces to cross and the collector may not pass', () => {
    const s = position('Red to move', 'home 11, far 0, collected 0', FULL, ['a1: r']);
    expect(refusal(s, 'pass')).toMatch(/must move/);
    const c = run(s, 'a1-a2');
    expect(refusal(c, 'pass')).toMatch(/collector must move/);
  });

  it('a side with nothing left to cross passes and the turn moves on', () => {
    const s = position('Red to move', 'home 0, far 10, collected 2', FULL, []);
    expect(seatOf(run(s, 'pass'))).toBe(COLLECTOR);
  });

  it('a boxed-in side that must move passes', () => {
    const s = position('Red to move', 'home 0, far 11, collected 0', FULL, [
      'a1: r C',
      'a2: C',
      'b1: C',
      'b2: C',
    ]);
    expect(legal(s)).toEqual(['pass']);
    expect(seatOf(run(s, 'pass'))).toBe(COLLECTOR);
  });

  it('skips an eliminated side and the collector turn after it', () => {
    const s = position('Collector to move after Red', 'home 0, far 0, collected 11', FULL, [
      'd4: r',
      'e5: C',
    ]);
    const out = run(s, 'C e5-d4');
    expect(out.sides[0].collected).toBe(12);
    expect(seatOf(out)).toBe(1);
    const blackMoved = run(out, 'enter a8');
    expect(seatOf(blackMoved)).toBe(COLLECTOR);
    const collectorMoved = run(blackMoved, 'C d4-d5');
    expect(seatOf(collectorMoved)).toBe(1);
  });

  it('the collector still moves right after a side loses its last piece on its own move', () => {
    const s = position('Red to move', 'home 0, far 0, collected 11', FULL, ['d4: r', 'e5: C']);
    const out = run(s, 'd4-e5');
    expect(out.sides[0].collected).toBe(12);
    expect(seatOf(out)).toBe(COLLECTOR);
    expect(seatOf(run(out, 'C e5-e4'))).toBe(1);
  });
});

describe('the end', () => {
  it('both crossing sides win when all 24 pieces are across', () => {
    const s = position(
      'Red to move',
      'home 0, far 11, collected 0',
      'home 0, far 12, collected 0',
      ['d8: r'],
    );
    const end = game.next(run(s, 'exit d8'));
    expect(end).toMatchObject({ kind: 'end', outcome: { winners: [0, 1] } });
  });

  it('one side wins alone when the other could not bring all 12 across', () => {
    const s = position(
      'Black to move',
      'home 0, far 11, collected 1',
      'home 0, far 11, collected 0',
      ['d1: b'],
    );
    expect(game.next(run(s, 'exit d1'))).toMatchObject({ kind: 'end', outcome: { winners: [1] } });
  });

  it('the collector wins when neither side brings all 12 across', () => {
    const s = position(
      'Collector to move after Black',
      'home 0, far 11, collected 0',
      'home 0, far 10, collected 2',
      ['d4: r', 'e5: C'],
    );
    const end = run(s, 'C e5-d4');
    expect(game.next(end)).toMatchObject({ kind: 'end', outcome: { winners: [COLLECTOR] } });
    expect(game.legalActions(end, 0)).toEqual([]);
    expect(() => run(s, 'C e5-d4', 'pass')).toThrow();
  });

  it('play goes on while pieces remain to cross, even after a side is all across', () => {
    const s = position(
      'Red to move',
      'home 0, far 11, collected 0',
      'home 1, far 11, collected 0',
      ['d8: r'],
    );
    const after = run(s, 'exit d8');
    expect(game.next(after).kind).toBe('decision');
  });

  it('in a race the first side to bring all 12 across wins at once', () => {
    const s = position('Red to move', 'home 0, far 11, collected 0', FULL, ['d8: r'], {
      race: true,
    });
    expect(game.next(run(s, 'exit d8'))).toMatchObject({ kind: 'end', outcome: { winners: [0] } });
  });
});

describe('the no-progress limit', () => {
  const near = (limit: number, quiet: number): CrossingState =>
    position(
      'Red to move',
      'home 10, far 1, collected 0',
      FULL,
      ['d4: r'],
      { noProgressLimit: limit },
      `moves 50, quiet ${quiet}`,
    );

  it('gives the collector the game after the configured number of quiet moves', () => {
    const end = run(near(30, 29), 'd4-d5');
    expect(game.next(end)).toMatchObject({ kind: 'end', outcome: { winners: [COLLECTOR] } });
    expect(game.next(run(near(30, 28), 'd4-d5')).kind).toBe('decision');
  });

  it('is reset by entries, collections, releases and new exits', () => {
    expect(run(near(30, 29), 'enter a1').quiet).toBe(0);
    const exit = position(
      'Red to move',
      'home 10, far 0, collected 0',
      FULL,
      ['d8: r', 'a1: r'],
      {},
      'moves 9, quiet 9',
    );
    expect(run(exit, 'exit d8').quiet).toBe(0);
    const collect = position(
      'Collector to move after Red',
      'home 11, far 0, collected 0',
      FULL,
      ['d4: r', 'e5: C'],
      {},
      'moves 9, quiet 9',
    );
    expect(run(collect, 'C e5-d4').quiet).toBe(0);
    expect(run(collect, 'C e5-f5').quiet).toBe(10);
  });

  it('does not count a re-entered piece exiting again as progress', () => {
    const s = position(
      'Red to move',
      'home 0, far 12, collected 0',
      'home 11, far 0, collected 0',
      ['a1: b'],
    );
    const again = run(s, 'reenter c8', 'C a4-b3', 'a1-a2', 'C b3-a4', 'exit c8');
    expect(again.quiet).toBe(5);
    expect(again.sides[0].far).toBe(12);
  });

  it('defaults to 200 moves', () => {
    expect(config.noProgressLimit).toBe(200);
    expect(config.race).toBe(false);
    expect(() => game.configSchema.parse({ players: 2 })).toThrow(/exactly 3 players/);
  });
});

describe('views and descriptions', () => {
  it('shows every seat the whole state, since nothing is hidden', () => {
    const s = run(game.setup(config, 3), 'enter e1');
    for (const viewer of [0, 1, 2, 'public'] as const) expect(game.view(s, viewer)).toEqual(s);
  });

  it('describes moves in words with the seat’s name, what they did, and the notation', () => {
    const s = game.setup(config, 1);
    const action: CrossingAction = { type: 'enter', seat: 0, to: 'c1' };
    expect(game.describe(action, s)).toBe('Red enters the river at c1 (enter c1)');
    const elsewhere = ['a5', 'b5', 'g5', 'h5', 'e6'].map((sq) => `${sq}: C`).join('\n');
    // A collector on top of d2: stepping onto it is a collection.
    const onCollector = parsePosition(
      `Red to move\nRed: home 11, far 0, collected 0\nBlack: home 11, far 0, collected 0\nmoves 1, quiet 0\nc1: r b\nd2: C\n${elsewhere}`,
    );
    const carry: CrossingAction = { type: 'step', seat: 0, from: 'c1', height: 1, to: 'd2' };
    expect(game.describe(carry, onCollector)).toBe(
      'Red steps from c1 to d2, carrying 1 on top and the collector takes a red piece and a black piece (c1-d2)',
    );
    // Red steps from row 7 to row 8 with a piece in the stash: one comes home.
    const release = parsePosition(
      `Red to move\nRed: home 10, far 0, collected 1\nBlack: home 12, far 0, collected 0\nmoves 9, quiet 0\nc7: r\nd3: C\n${elsewhere}`,
    );
    expect(game.describe({ type: 'step', seat: 0, from: 'c7', height: 1, to: 'c8' }, release)).toBe(
      'Red steps from c7 to c8 and frees a red piece to the home bank (c7-c8)',
    );
    const across = parsePosition(
      `Red to move\nRed: home 11, far 0, collected 0\nBlack: home 12, far 0, collected 0\nmoves 9, quiet 0\nc8: r\nd3: C\n${elsewhere}`,
    );
    expect(game.describe({ type: 'exit', seat: 0, from: 'c8' }, across)).toBe(
      'Red crosses from c8 to the far bank (1 across) (exit c8)',
    );
    expect(formatPosition(s).split('\n').slice(0, 2)).toEqual([
      'Red to move',
      'Red: home 12, far 0, collected 0',
    ]);
  });
});
