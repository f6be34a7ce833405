import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/random';
import { stableStringify } from '../../engine/stable-json';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { rollFaces } from '../../engine/throws';
import { game, type RiverAction, type RiverState } from './index';

/** Facts that hold after every action (cheap: it runs over a million times). */
export function invariants(s: RiverState): string[] {
  const problems: string[] = [];
  const gold = s.purses.reduce((a, b) => a + b, 0) + s.pot;
  if (gold !== s.config.players * s.config.purse)
    problems.push(`gold is not conserved: purses and pot hold ${gold}`);
  if (s.purses.some((p) => p < 0) || s.pot < 0) problems.push('negative gold');
  if (s.playing.some((seat) => s.out[seat])) problems.push('a seat that is out is playing');
  if (s.owners.some((o) => o !== null && !s.playing.includes(o)))
    problems.push('a banker die belongs to a seat not in the round');
  const a = s.auction;
  if (s.phase === 'auction') {
    if (!a) problems.push('an auction phase without an auction');
    else {
      if (!a.bidding.includes(a.turn) || a.turn === a.leader)
        problems.push(`seat ${a.turn} has the turn but cannot bid`);
      if (s.purses[a.turn]! <= a.high) problems.push(`seat ${a.turn} cannot afford to raise`);
      if (a.leader !== null && s.purses[a.leader]! < a.high)
        problems.push('the high bid is more than its bidder has');
    }
  } else if (a) problems.push(`an auction left open in phase ${s.phase}`);
  return problems;
}

/** Random play that passes often and raises in small steps, as tables do. */
function choose(
  legal: readonly RiverAction[],
  _s: RiverState,
  rng: { int(n: number): number; pick<T>(items: readonly T[]): T },
): RiverAction {
  if (legal[0]?.type !== 'pass') return rng.pick(legal);
  if (legal.length === 1 || rng.int(2) === 0) return legal[0];
  return legal[
    1 + Math.min(legal.length - 2, rng.int(4) === 0 ? rng.int(legal.length - 1) : rng.int(3))
  ]!;
}

describe('River fuzz', () => {
  it('plays 2,000 seeded random games with gold conserved and no view leaking hole dice', () => {
    // How often the rarer paths come up: a player out, a game ended early by the gold.
    let outStates = 0;
    let earlyEnds = 0;
    const report = fuzzGame({
      game,
      games: 2000,
      seed: 'river',
      config: (i, rng) => ({
        players: 2 + (i % 5),
        purse: i % 10 === 0 ? 100 : 6 + rng.int(35),
        ante: 1 + rng.int(6),
        rounds: 1 + rng.int(4),
      }),
      maxActions: 5000,
      invariants: (s) => {
        if (s.out.some(Boolean)) outStates++;
        if (s.phase === 'over' && s.round <= s.config.rounds) earlyEnds++;
        return invariants(s);
      },
      illegalCandidates: (s): RiverAction[] => {
        const seat = s.auction?.turn ?? s.playing[0] ?? 0;
        return [
          { type: 'bid', seat, amount: s.auction?.high ?? 0 },
          { type: 'bid', seat, amount: s.purses[seat]! + 1 },
          { type: 'bid', seat, amount: 2.5 },
          { type: 'keep', seat, banker: ['d20'] } as unknown as RiverAction,
          { type: 'keep', seat, banker: ['d4', 'd4'] },
        ];
      },
      choose,
      every: 40,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(2000);
    expect(outStates).toBeGreaterThan(400);
    expect(earlyEnds).toBeGreaterThan(20);
  });
});

describe('River hidden information', () => {
  it('never shows a seat anything that depends on the other seats’ hole dice, at every step of 200 games', () => {
    const rng = Random.fromSeed('river-leaks');
    const leaks: string[] = [];
    let views = 0;
    for (let g = 0; g < 200; g++) {
      const players = 2 + (g % 5);
      let s = game.setup({ players, purse: 20 + rng.int(30), ante: 1 + rng.int(5), rounds: 2 }, g);
      const viewers = [...Array.from({ length: players }, (_, i) => i), 'public' as const];
      for (let pending = game.next(s); pending.kind !== 'end'; pending = game.next(s)) {
        for (const viewer of viewers) {
          const seen = stableStringify(game.view(s, viewer));
          const other = game.resampleHidden!(s, viewer, rng);
          expect(
            stableStringify(game.view(other, viewer)) === seen,
            `game ${g}, viewer ${viewer}`,
          ).toBe(true);
          views++;
        }
        s = game.apply(
          s,
          pending.kind === 'throw'
            ? { type: 'throw', seat: pending.seat, faces: rollFaces(rng, pending.dice) }
            : choose(game.legalActions(s, pending.seats[0]!), s, rng),
        );
      }
    }
    expect(leaks).toEqual([]);
    expect(views).toBeGreaterThan(20_000);
  });
});
