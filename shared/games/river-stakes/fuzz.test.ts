import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { game, type StakesState } from './index';
import { LEADERS, MEMBERS_PER_PLAYER, PATH_LENGTH, PATHS } from './rules';

/** The board facts that must hold after every action of every game (kept cheap: it runs ~2 million times). */
function invariants(s: StakesState): string[] {
  const problems: string[] = [];
  if (s.leaders.length > LEADERS) problems.push(`${s.leaders.length} leaders on the board`);
  for (const path of PATHS) {
    const last = PATH_LENGTH[path]!;
    const owner = s.secured[path] ?? null;
    let taken = 0;
    let holders = 0;
    const place = (position: number, what: string): void => {
      if (position === 0) return;
      if (position > last) problems.push(`${what} beyond the stepping stone of path ${path}`);
      // Only the stepping stone may hold more than one piece.
      if (position < last && (taken >> position) & 1)
        problems.push(`two pieces share position ${position} of path ${path}`);
      taken |= 1 << position;
    };
    for (const l of s.leaders) if (l.path === path) place(l.position, 'a leader');
    s.members.forEach((m, seat) => {
      place(m[path]!, `seat ${seat}'s member`);
      if (m[path]! > 0) holders++;
    });
    if (owner !== null && (holders !== 1 || s.members[owner]![path] !== last))
      problems.push(`secured path ${path} is not held by exactly its owner's member`);
    if (owner !== null && s.leaders.some((l) => l.path === path))
      problems.push(`a leader stands on secured path ${path}`);
  }
  s.members.forEach((m, seat) => {
    let out = 0;
    for (const p of PATHS) if (m[p]! > 0) out++;
    if (out > MEMBERS_PER_PLAYER) problems.push(`seat ${seat} has more than 11 members out`);
  });
  return problems;
}

describe('River Stakes fuzz', () => {
  it('plays 4,000 random games with every rule of the contract and the board holding', () => {
    const report = fuzzGame({
      game,
      games: 4_000,
      seed: 'stakes',
      config: (i) => ({ players: 2 + (i % 3), securing: i % 2 === 0 ? 'immediate' : 'on-stop' }),
      maxActions: 3000,
      invariants,
      illegalCandidates: (s) => [
        { type: 'choose' as const, seat: s.current, pairing: 0, sums: [13] },
        { type: 'choose' as const, seat: s.current, pairing: 3, sums: [7] },
        { type: 'choose' as const, seat: s.current, pairing: -1, sums: [7] },
        { type: 'choose' as const, seat: s.current, sums: [2, 12, 7] },
      ],
      // Random play would rarely stop; stopping often, and always with three leaders out,
      // keeps games a realistic length.
      choose: (legal, s, rng) =>
        legal.find((a) => a.type === 'stop' && (s.leaders.length === 3 || rng.int(3) === 0)) ??
        rng.pick(legal),
      every: 100,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(4_000);
  });
});

describe('River Stakes fuzz invariants', () => {
  it('notice a crowded position, a stray leader and a shared secured path', () => {
    const start = game.setup({ players: 2, securing: 'immediate' }, 1);
    const members = start.members.map((m, seat) =>
      m.map((_, path) => (path === 7 ? 3 : path === 2 ? 3 - seat : 0)),
    );
    const secured = start.secured.map((_, path) => (path === 2 ? 0 : null));
    const broken: StakesState = {
      ...start,
      members,
      secured,
      leaders: [
        { path: 2, position: 1 },
        { path: 4, position: 1 },
        { path: 5, position: 1 },
        { path: 6, position: 1 },
      ],
    };
    expect(invariants(broken)).toEqual([
      '4 leaders on the board',
      "secured path 2 is not held by exactly its owner's member",
      'a leader stands on secured path 2',
      'two pieces share position 3 of path 7',
    ]);
  });
});
