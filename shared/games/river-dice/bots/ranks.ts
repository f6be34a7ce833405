/**
 * Hands as small whole numbers, and what a rival's hand may be. The 737,280 keys of the key
 * table take only 57,536 distinct values, so each is replaced by its place among them (its
 * rank: larger is better, equal is a split, as with keys). A rival's chances then become
 * one array over the ranks, and "how likely is a hand of rank k to beat this rival" is one
 * look-up instead of a pass over the rival's 23,040 hole rolls.
 */
import { ROLL_COUNT as ROLLS } from '../hands';
import type { Holding } from './seat';
import { ALL_HOLE as HOLE_MASK, STRIDES as DIE_STRIDES, rollNumber, tables } from './tables';

/** Local copies: an imported binding is read through a getter under tsx and vitest, dear in loops run millions of times. */
const ROLL_COUNT = ROLLS;
const ALL_HOLE = HOLE_MASK;
const STRIDES = [...DIE_STRIDES];

interface Ranks {
  /** ranks[holeMask * 23,040 + roll], laid out as the key table. */
  readonly ranks: Uint16Array;
  /** How many distinct ranks there are. */
  readonly count: number;
}

let built: Ranks | null = null;

function build(): Ranks {
  const { keys } = tables();
  const sorted = Float64Array.from(keys).sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) count++;
  const distinct = new Float64Array(count);
  count = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) distinct[count++] = sorted[i]!;
  const ranks = new Uint16Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (distinct[mid]! < keys[i]!) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return { ranks, count };
}

export function rankTable(): Ranks {
  built ??= build();
  return built;
}

/** The best rank of a hand: its hole dice, with any of the held banker dice swapped in. */
export function bestRank(hole: readonly number[], held: readonly Holding[]): number {
  const { ranks } = rankTable();
  const roll = rollNumber(hole);
  let best = 0;
  for (let subset = 0; subset < 1 << held.length; subset++) {
    let mask = ALL_HOLE;
    let at = roll;
    held.forEach((h, k) => {
      if (((subset >> k) & 1) === 0) return;
      at += (h.value - hole[h.die]!) * STRIDES[h.die]!;
      mask &= ~(1 << h.die);
    });
    best = Math.max(best, ranks[mask * ROLL_COUNT + at]!);
  }
  return best;
}

/**
 * Remembers the last few results by the holdings they were asked for. The results depend on
 * the holdings alone, so remembering changes no answer, only how soon it comes.
 */
class Recent<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size: number) {}

  get(id: string, make: () => T): T {
    const known = this.entries.get(id);
    if (known !== undefined) {
      this.entries.delete(id);
      this.entries.set(id, known);
      return known;
    }
    const made = make();
    this.entries.set(id, made);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}

const idOf = (held: readonly Holding[]): string =>
  held
    .map((h) => `${h.die}:${h.value}`)
    .sort()
    .join(',');

const bestByRoll = new Recent<Uint16Array>(96);

/** Per hole roll (numbered as in the key table), the best rank with any held die swapped in. */
export function bestRanks(held: readonly Holding[]): Uint16Array {
  return bestByRoll.get(idOf(held), () => {
    const { ranks } = rankTable();
    const { values } = tables();
    const best = Uint16Array.from(
      ranks.subarray(ALL_HOLE * ROLL_COUNT, (ALL_HOLE + 1) * ROLL_COUNT),
    );
    for (let subset = 1; subset < 1 << held.length; subset++) {
      const chosen = held.filter((_, k) => (subset >> k) & 1);
      const base = chosen.reduce((m, h) => m & ~(1 << h.die), ALL_HOLE) * ROLL_COUNT;
      const faces = chosen.map((h) => values[h.die]!);
      const wanted = chosen.map((h) => h.value);
      const strides = chosen.map((h) => STRIDES[h.die]!);
      for (let roll = 0; roll < ROLL_COUNT; roll++) {
        let at = roll;
        for (let k = 0; k < faces.length; k++) at += (wanted[k]! - faces[k]![roll]!) * strides[k]!;
        const rank = ranks[base + at]!;
        if (rank > best[roll]!) best[roll] = rank;
      }
    }
    return best;
  });
}

/**
 * Against a rival holding `held` whose hole rolls are all alike: at rank k, the chance that a
 * hand of rank k beats the rival's best hand, a tie counting half.
 */
export type Beaten = (rank: number) => number;

const evenlyBeaten = new Recent<Uint16Array>(64);

export function beatenEvenly(held: readonly Holding[]): Beaten {
  const twice = twiceBeatenBy(held);
  return (rank) => twice[rank]! / (2 * ROLL_COUNT);
}

/**
 * The table behind `beatenEvenly`: at rank k, twice the count of the rival's rolls below k
 * plus those at k (divide by 46,080 for the chance), for loops that look up thousands.
 */
export function twiceBeatenBy(held: readonly Holding[]): Uint16Array {
  return evenlyBeaten.get(idOf(held), () => twiceBeaten(bestRanks(held)));
}

/** Twice the count of rolls below each rank plus those at it: whole numbers up to 46,080. */
function twiceBeaten(best: Uint16Array): Uint16Array {
  const at = new Uint16Array(rankTable().count);
  for (let roll = 0; roll < ROLL_COUNT; roll++) at[best[roll]!]!++;
  const twice = new Uint16Array(at.length);
  let below = 0;
  for (let rank = 0; rank < at.length; rank++) {
    twice[rank] = 2 * below + at[rank]!;
    below += at[rank]!;
  }
  return twice;
}

/**
 * As `beatenEvenly` at the given ranks, with the rival's hole rolls weighted by `weights`:
 * one pass over the rolls, cheaper than a table over every rank for the few asked for.
 */
export function beatenWeighted(
  held: readonly Holding[],
  weights: Float64Array,
  ranks: readonly number[],
): number[] {
  const best = bestRanks(held);
  const won = ranks.map(() => 0);
  let total = 0;
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    const w = weights[roll]!;
    if (w === 0) continue;
    total += w;
    const theirs = best[roll]!;
    for (let i = 0; i < ranks.length; i++) {
      if (theirs < ranks[i]!) won[i]! += w;
      else if (theirs === ranks[i]) won[i]! += w / 2;
    }
  }
  return won.map((x) => x / total);
}

let warm = false;

/**
 * Builds the tables and runs the look-ups a few times, so the first real decision does not
 * also pay for them or for compiling the hot loops.
 */
export function warmUp(): void {
  if (warm) return;
  warm = true;
  const weights = new Float64Array(ROLL_COUNT).fill(0.5);
  for (let i = 0; i < 12; i++) {
    const held = [
      { die: 1, value: 1 + (i % 6) },
      { die: 4, value: 12 },
    ].slice(0, i % 3);
    const rank = bestRank([1, 2, 3, 4, 1 + i], held);
    beatenEvenly(held)(rank);
    beatenWeighted(held, weights, [rank]);
  }
}
