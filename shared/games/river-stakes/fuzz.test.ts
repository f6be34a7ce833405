import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { game, type StakesState } from './index';
import { LEADERS, MEMBERS_PER_PLAYER, PATH_LENGTH, PATHS } from './rules';

/** The board facts that must hold after every action of every game. */
function invariants(s: StakesState): string[] {
  const problems: string[] = [];
  if (s.leaders.length > LEADERS) problems.push(`${s.leaders.length} leaders on the board`);
  for (const path of PATHS) {
    const last = PATH_LENGTH[path]!;
    const spots = [
      ...s.leaders.filter((l) => l.path === path).map((l) => l.position),
      ...s.members.map((m) => m[path]!).filter((p) => p > 0),
    ];
    const below = spots.filter((p) => p < last);
    if (new Set(below).size !== below.length)
      problems.push(`two pieces share a position on path ${path}`);
    if (spots.some((p) => p > last))
      problems.push(`a piece beyond the stepping stone of path ${path}`);
    const owner = s.secured[path];
    if (owner !== null && owner !== undefined) {
      const holders = s.members
        .map((m, seat) => (m[path]! > 0 ? seat : -1))
        .filter((seat) => seat >= 0);
      if (holders.length !== 1 || holders[0] !== owner || s.members[owner]![path] !== last)
        problems.push(`secured path ${path} is not held by exactly its owner's member`);
    }
  }
  s.members.forEach((m, seat) => {
    if (PATHS.filter((p) => m[p]! > 0).length > MEMBERS_PER_PLAYER)
      problems.push(`seat ${seat} has more than 11 members out`);
  });
  return problems;
}

describe('River Stakes fuzz', () => {
  it('plays 10,000 random games with every rule of the contract and the board holding', () => {
    const report = fuzzGame({
      game,
      games: 10_000,
      seed: 'stakes',
      config: (i) => ({ players: 2 + (i % 3), securing: i % 2 === 0 ? 'immediate' : 'on-stop' }),
      maxActions: 3000,
      invariants,
      illegalCandidates: (s) => [
        { type: 'choose' as const, seat: s.current, sums: [13] },
        { type: 'choose' as const, seat: s.current, sums: [2, 12, 7] },
      ],
      // Random play would rarely stop; leaning on "stop" keeps games a realistic length.
      choose: (legal, _s, rng) =>
        legal.find((a) => a.type === 'stop' && rng.int(3) === 0) ?? rng.pick(legal),
      every: 40,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(10_000);
  });
});
