import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { game } from './index';
import { PIECES_PER_SIDE, parseSquare, rowOf, type CrossingState } from './state';
import type { CrossingAction } from './moves';

/** Every piece accounted for exactly once, and collectors always on top, after every action. */
function invariants(s: CrossingState): string[] {
  const problems: string[] = [];
  const all = s.board.join('');
  (['r', 'b'] as const).forEach((letter, colour) => {
    const side = s.sides[colour]!;
    const river = all.split(letter).length - 1;
    const total = side.home + side.far + side.collected + river;
    if (total !== PIECES_PER_SIDE)
      problems.push(`${letter}: ${total} pieces accounted for (bank, river, far bank, stash)`);
    if (side.home < 0 || side.far < 0 || side.collected < 0)
      problems.push(`${letter}: a count below 0`);
  });
  const collectors = all.split('C').length - 1;
  if (collectors !== s.config.collectors) problems.push(`${collectors} collectors on the board`);
  s.board.forEach((stack, sq) => {
    if (stack.slice(0, -1).includes('C')) problems.push(`square ${sq}: a collector under a piece`);
  });
  if (s.quiet > s.config.noProgressLimit) problems.push('the no-progress limit was overrun');
  if (s.resting && !s.config.restAfterCollecting) problems.push('a rest the rules do not give');
  if (s.config.collectorTurns === 'once-a-round' && s.phase === 1)
    problems.push('a collector turn after Red when the collector moves once a round');
  return problems;
}

/** A move that takes a crossing piece across, or a collector step that collects. */
function isPurposeful(a: CrossingAction, s: CrossingState): boolean {
  if (a.type === 'exit' || a.type === 'enter') return true;
  if (a.type === 'collector') return s.board[parseSquare(a.to)!] !== '';
  if (a.type !== 'step') return false;
  const colour = a.seat === 0 ? 0 : 1;
  return rowOf(colour, parseSquare(a.to)!) > rowOf(colour, parseSquare(a.from)!);
}

describe('River Crossing fuzz', () => {
  it('plays 2,000 random games under random rule options with the contract, the piece counts and the stacks holding', () => {
    const report = fuzzGame({
      game,
      games: 2000,
      seed: 'crossing',
      // Every option varies on its own, so each variant meets every other.
      config: (i, rng) =>
        game.configSchema.parse({
          players: 3,
          rules: rng.pick(['river-table', 'original']),
          collectors: rng.pick([2, 4, 6, undefined]),
          collectorTurns: rng.pick(['after-each', 'once-a-round', undefined]),
          restAfterCollecting: rng.pick([true, false, undefined]),
          crossToWin: rng.pick([1, 8, 12, undefined]),
          race: i % 3 === 0,
          noProgressLimit: i % 5 === 0 ? 40 : 200,
        }),
      maxActions: 20_000,
      invariants,
      illegalCandidates: (s, rng): CrossingAction[] => [
        { type: 'step', seat: 0, from: 'a1', height: 9, to: 'b2' },
        { type: 'step', seat: 1, from: 'z9', height: 1, to: 'b2' },
        { type: 'exit', seat: rng.int(2), from: 'd4' },
        { type: 'enter', seat: s.phase === 0 ? 0 : 1, to: 'd5' },
        { type: 'collector', seat: 2, from: 'a1', to: 'h8' },
      ],
      // Leaning towards purposeful moves keeps games short and lets either side win.
      choose: (legal, s, rng) => {
        if (rng.int(3) === 0) return rng.pick(legal);
        const purposeful = legal.filter((a) => isPurposeful(a, s));
        return rng.pick(purposeful.length > 0 ? purposeful : legal);
      },
      every: 50,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(2000);
  });
});
