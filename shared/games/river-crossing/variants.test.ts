/**
 * The options beyond the original rules: fewer collectors, the collector moving once a
 * round, collectors resting after a collection, and a number of pieces that wins.
 */
import { describe, expect, it } from 'vitest';
import { game } from './index';
import { formatPosition, parseAction, parsePosition } from './notation';
import { position } from './test-positions';
import {
  BLACK,
  COLLECTOR,
  RED,
  squareName,
  type CrossingConfig,
  type CrossingState,
} from './state';

const FULL = 'home 12, far 0, collected 0';

function seatOf(s: CrossingState): number {
  const pending = game.next(s);
  if (pending.kind !== 'decision') throw new Error('the game is over');
  return pending.seats[0]!;
}

/** Plays moves in the notation, each by the seat to move, and lists who moved. */
function run(s: CrossingState, ...moves: string[]): { state: CrossingState; seats: number[] } {
  const seats: number[] = [];
  const state = moves.reduce((state, text) => {
    seats.push(seatOf(state));
    return game.apply(state, parseAction(text, seatOf(state)));
  }, s);
  return { state, seats };
}

function collectorsOn(s: CrossingState): string[] {
  return s.board.flatMap((stack, sq) => (stack.endsWith('C') ? [squareName(sq)] : []));
}

const setup = (options: Partial<CrossingConfig>): CrossingState =>
  game.setup(game.configSchema.parse({ players: 3, rules: 'original', ...options }), 1);

describe('fewer collectors', () => {
  it('starts four collectors on d3, f3, c6 and e6, two on d3 and e6', () => {
    expect(collectorsOn(setup({ collectors: 4 }))).toEqual(['d3', 'f3', 'c6', 'e6']);
    expect(collectorsOn(setup({ collectors: 2 }))).toEqual(['d3', 'e6']);
    expect(collectorsOn(setup({}))).toEqual(['b3', 'd3', 'f3', 'c6', 'e6', 'g6']);
  });

  it('takes only 2, 4 or 6 collectors', () => {
    for (const collectors of [0, 3, 5, 8])
      expect(game.configSchema.safeParse({ players: 3, collectors }).success).toBe(false);
  });

  it('lets the collector move only the collectors there are', () => {
    const s = run(setup({ collectors: 2 }), 'enter a1').state;
    const from = new Set(game.legalActions(s, COLLECTOR).map((a) => (a as { from: string }).from));
    expect([...from].sort()).toEqual(['d3', 'e6']);
  });

  it('reads positions with the config’s number of collectors', () => {
    const text = ['Red to move', `Red: ${FULL}`, `Black: ${FULL}`, 'moves 0, quiet 0'];
    const two = { ...game.configSchema.parse({ players: 3, rules: 'original' }), collectors: 2 };
    expect(() => parsePosition([...text, 'd3: C', 'e6: C'].join('\n'), two)).not.toThrow();
    expect(() => parsePosition([...text, 'd3: C'].join('\n'), two)).toThrow(/1 collectors, not 2/);
  });
});

describe('the collector once a round', () => {
  const once = { collectorTurns: 'once-a-round' } as const;

  it('goes Red, Black, Collector, Red', () => {
    const { state, seats } = run(setup(once), 'enter c1', 'enter d8', 'C b3-a3', 'c1-c2');
    expect(seats).toEqual([RED, BLACK, COLLECTOR, RED]);
    expect(seatOf(state)).toBe(BLACK);
  });

  it('with Red out, goes Black, Collector, Black', () => {
    const s = position('Black to move', 'home 0, far 0, collected 12', FULL, [], once);
    const { state, seats } = run(s, 'enter d8', 'C a5-b5', 'd8-d7');
    expect(seats).toEqual([BLACK, COLLECTOR, BLACK]);
    expect(seatOf(state)).toBe(COLLECTOR);
  });

  it('with Black out, goes Red, Collector, Red', () => {
    const s = position('Red to move', FULL, 'home 0, far 0, collected 12', [], once);
    const { state, seats } = run(s, 'enter d1', 'C a5-b5', 'd1-d2');
    expect(seats).toEqual([RED, COLLECTOR, RED]);
    expect(seatOf(state)).toBe(COLLECTOR);
  });

  it('goes Black, Collector, Black once Red loses its last piece on its own move', () => {
    const s = position(
      'Red to move',
      'home 0, far 0, collected 11',
      FULL,
      ['d4: r', 'd5: C'],
      once,
    );
    const { state, seats } = run(s, 'd4-d5', 'enter a8', 'C a5-b5');
    expect(state.sides[RED].collected).toBe(12);
    expect(seats).toEqual([RED, BLACK, COLLECTOR]);
    expect(seatOf(state)).toBe(BLACK);
  });
});

describe('collectors rest after collecting', () => {
  const rest = { restAfterCollecting: true } as const;
  /** Red with `red` pieces on its bank, Black all on its bank, and the stacks given. */
  const restPosition = (
    toMove: string,
    red: string,
    stacks: string[],
    options: Partial<CrossingConfig> = rest,
  ): CrossingState => position(toMove, `home ${red}, far 0, collected 0`, FULL, stacks, options);

  it('skips the collector’s next turn after it collects, and only that one', () => {
    const s = restPosition('Collector to move after Red', '11', ['d4: r', 'e5: C']);
    const { state, seats } = run(s, 'C e5-d4', 'enter a8', 'enter a1', 'C d4-e5');
    expect(seats).toEqual([COLLECTOR, BLACK, RED, COLLECTOR]);
    expect(state.sides[RED].collected).toBe(1);
    expect(state.resting).toBe(false);
  });

  it('skips the collector turn right after a piece steps onto a collector', () => {
    const s = restPosition('Red to move', '11', ['d4: r', 'e5: C']);
    const { state, seats } = run(s, 'd4-e5', 'enter a8', 'C a5-b5');
    expect(seats).toEqual([RED, BLACK, COLLECTOR]);
    expect(state.sides[RED].collected).toBe(1);
  });

  it('counts a collection by a carried collector and by entering onto one', () => {
    const carried = restPosition('Red to move', '10', ['d4: r r C']);
    const afterCarry = run(carried, 'd4-d5').state;
    expect(afterCarry.sides[RED].collected).toBe(1);
    expect(seatOf(afterCarry)).toBe(BLACK);
    const entered = restPosition('Red to move', '12', ['c1: C']);
    const { state, seats } = run(entered, 'enter c1', 'enter a8');
    expect(seats).toEqual([RED, BLACK]);
    expect(state.sides[RED].collected).toBe(1);
  });

  it('leaves the turns alone when nothing is collected', () => {
    const s = restPosition('Red to move', '11', ['d4: r']);
    const { state, seats } = run(s, 'd4-d5', 'C a5-b5');
    expect(seats).toEqual([RED, COLLECTOR]);
    expect(state.resting).toBe(false);
  });

  it('owes one rest however many collections come before it', () => {
    const s = restPosition('Red to move', '10', ['d4: r', 'e5: C', 'a8: C', 'b2: r'], {
      ...rest,
      collectorTurns: 'once-a-round',
    });
    // Red steps onto a collector, then Black enters onto one: one skipped turn for both.
    const { state, seats } = run(s, 'd4-e5', 'enter a8', 'b2-b3', 'enter b8', 'C e5-e4');
    expect(seats).toEqual([RED, BLACK, RED, BLACK, COLLECTOR]);
    expect(state.sides.map((side) => side.collected)).toEqual([1, 1]);
  });

  it('writes and reads a pending rest in the position text', () => {
    const s = restPosition('Collector to move after Red', '11', ['d4: r', 'e5: C']);
    const after = run(s, 'C e5-d4').state;
    const text = formatPosition(after);
    expect(text.split('\n')[3]).toBe('moves 1, quiet 0, collector rests');
    expect(parsePosition(text, after.config)).toEqual(after);
  });

  it('never skips a turn under the original rules', () => {
    const s = restPosition('Collector to move after Red', '11', ['d4: r', 'e5: C'], {});
    const { seats } = run(s, 'C e5-d4', 'enter a8', 'C a5-b5');
    expect(seats).toEqual([COLLECTOR, BLACK, COLLECTOR]);
  });
});

describe('pieces to win', () => {
  const eight = { crossToWin: 8 } as const;
  /** Red to move with the counts given, needing 8 pieces across unless `options` say else. */
  const redToMove = (
    red: string,
    black: string,
    stacks: string[],
    options: Partial<CrossingConfig> = eight,
  ): CrossingState => position('Red to move', red, black, stacks, options);

  it('a side with at least the set number across wins at the end', () => {
    const s = redToMove('home 0, far 8, collected 3', 'home 0, far 7, collected 5', ['h8: r']);
    const end = run(s, 'exit h8').state;
    expect(end.result?.winners).toEqual([RED]);
    expect(end.result?.summary).toBe('Red brought 8 pieces across.');
  });

  it('both sides can win, and the collector wins when neither reaches the number', () => {
    const both = redToMove('home 0, far 7, collected 4', 'home 0, far 8, collected 4', ['h8: r']);
    expect(run(both, 'exit h8').state.result?.winners).toEqual([RED, BLACK]);
    const neither = redToMove('home 0, far 6, collected 5', 'home 0, far 7, collected 5', [
      'h8: r',
    ]);
    const end = run(neither, 'exit h8').state.result;
    expect(end?.winners).toEqual([COLLECTOR]);
    expect(end?.summary).toBe('Neither Red nor Black brought 8 pieces across: the collector wins.');
  });

  it('play goes on after a side reaches the number while pieces remain to cross', () => {
    const s = redToMove('home 0, far 7, collected 0', FULL, ['h8: r', 'b4: r r r r']);
    const after = run(s, 'exit h8').state;
    expect(after.result).toBeNull();
    expect(after.sides[RED].far).toBe(8);
  });

  it('in a race the first side to bring the number across wins at once', () => {
    const s = redToMove('home 0, far 7, collected 0', FULL, ['h8: r', 'b4: r r r r'], {
      ...eight,
      race: true,
    });
    const end = run(s, 'exit h8').state.result;
    expect(end?.winners).toEqual([RED]);
    expect(end?.summary).toBe('Red brought 8 pieces across first and wins the race.');
  });

  it('takes 1 to 12 pieces', () => {
    for (const crossToWin of [0, 13, 2.5])
      expect(game.configSchema.safeParse({ players: 3, crossToWin }).success).toBe(false);
  });
});

describe('rule sets', () => {
  it('plays River Table’s variant by default: four collectors once a round, ten to win', () => {
    const ours = game.configSchema.parse({ players: 3 });
    expect(ours).toEqual({
      players: 3,
      rules: 'river-table',
      collectors: 4,
      collectorTurns: 'once-a-round',
      restAfterCollecting: false,
      crossToWin: 10,
      race: false,
      noProgressLimit: 200,
    });
    const { state, seats } = run(game.setup(ours, 1), 'enter a1', 'enter h8', 'C d3-d2');
    expect(seats).toEqual([RED, BLACK, COLLECTOR]);
    expect(collectorsOn(state)).toEqual(['d2', 'f3', 'c6', 'e6']);
  });

  it('plays ours by default and the original on request, each option still its own', () => {
    const original = game.configSchema.parse({ players: 3, rules: 'original' });
    expect(original).toEqual({
      players: 3,
      rules: 'original',
      collectors: 6,
      collectorTurns: 'after-each',
      restAfterCollecting: false,
      crossToWin: 12,
      race: false,
      noProgressLimit: 200,
    });
    const own = game.configSchema.parse({ players: 3, rules: 'original', collectors: 4 });
    expect(own.collectors).toBe(4);
    expect(own.collectorTurns).toBe('after-each');
  });

  it('reads a record from before the rule sets as the original rules', () => {
    const old = { players: 3, race: false, noProgressLimit: 200 };
    const upgraded = game.configSchema.parse(game.upgradeConfig!(old, 1));
    expect(upgraded).toEqual(game.configSchema.parse({ players: 3, rules: 'original' }));
    const today = game.configSchema.parse({ players: 3 });
    expect(game.configSchema.parse(game.upgradeConfig!({ ...today }, 2))).toEqual(today);
  });
});
