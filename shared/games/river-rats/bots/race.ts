/**
 * How the hard player spends its thinking: its choices race on the same deals, and a
 * choice leaves the race as soon as it is clearly no better than the leader (worse by
 * more than the noise, or at best better by a negligible amount). An obvious decision
 * is over after a few deals; a close one gets many.
 */

export interface RaceOptions {
  /** Deals every choice meets before any leaves the race. */
  readonly minDeals: number;
  readonly maxDeals: number;
  /** How many standard errors make a gap clear. */
  readonly certainty: number;
  /** A gain in the team's chance to win smaller than this is not worth more thought. */
  readonly negligible: number;
}

/**
 * Runs the race and returns the winning choice's index. `deal(active, n)` plays the deal
 * numbered `n` for each active choice and returns their values in the same order; once
 * every choice has met the fewest deals, `outOfTime()` can end the race early.
 */
export function race(
  choices: number,
  options: RaceOptions,
  deal: (active: readonly number[], n: number) => readonly number[],
  outOfTime: () => boolean = () => false,
): number {
  const values = Array.from({ length: choices }, () => [] as number[]);
  const totals = new Array<number>(choices).fill(0);
  let active = Array.from({ length: choices }, (_, i) => i);
  const total = (i: number): number => totals[i]!;
  for (let n = 0; n < options.maxDeals && active.length > 1; n++) {
    const got = deal(active, n);
    active.forEach((i, k) => {
      values[i]!.push(got[k]!);
      totals[i]! += got[k]!;
    });
    if (n + 1 < options.minDeals) continue;
    active = stillInIt(active, values, total, options);
    if (outOfTime()) break;
  }
  return active.reduce((x, y) => (total(y) > total(x) ? y : x));
}

/** The leader, and every choice that might still beat it by more than a negligible amount. */
function stillInIt(
  active: readonly number[],
  values: readonly (readonly number[])[],
  total: (i: number) => number,
  options: RaceOptions,
): number[] {
  const leader = active.reduce((x, y) => (total(y) > total(x) ? y : x));
  const lead = values[leader]!;
  return active.filter((i) => {
    if (i === leader) return true;
    // Every active choice met the same deals, so the gap is measured deal by deal.
    const mine = values[i]!;
    const n = mine.length;
    let sum = 0;
    let squares = 0;
    for (let k = 0; k < n; k++) {
      const gap = mine[k]! - lead[k]!;
      sum += gap;
      squares += gap * gap;
    }
    const mean = sum / n;
    const spread = Math.sqrt(Math.max(0, squares / n - mean * mean) / Math.max(1, n - 1));
    return mean + options.certainty * spread >= options.negligible;
  });
}
