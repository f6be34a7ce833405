/**
 * For one banker throw, the look-ups a seat's chances need, per set of banker dice held
 * (bit i set: the seat holds banker die i): the best rank each hole roll makes with them,
 * and how likely a hand of each rank is to beat a seat holding them. A round has at most 32
 * such sets, so a player that plays a round out many times over builds each once.
 */
import type { Holding } from './seat';
import { bestRanks, twiceBeatenBy } from './ranks';

export class BankerTables {
  private readonly best: (Uint16Array | undefined)[] = [];
  private readonly twice: (Uint16Array | undefined)[] = [];

  constructor(readonly banker: readonly number[]) {}

  private holdings(mask: number): Holding[] {
    return this.banker.flatMap((value, die) => ((mask >> die) & 1 ? [{ die, value }] : []));
  }

  /** Per hole roll, the best rank with any of the dice in `mask` swapped in. */
  bestBy(mask: number): Uint16Array {
    return (this.best[mask] ??= bestRanks(this.holdings(mask)));
  }

  /** At rank k: twice the count of hole rolls a seat holding `mask` makes below k, plus those at k. */
  twiceBeaten(mask: number): Uint16Array {
    return (this.twice[mask] ??= twiceBeatenBy(this.holdings(mask)));
  }
}

let last: BankerTables | null = null;

/** The tables for this banker throw (the last throw's are kept: a round asks many times). */
export function bankerTables(banker: readonly number[]): BankerTables {
  if (last === null || last.banker.some((v, i) => v !== banker[i])) last = new BankerTables(banker);
  return last;
}
