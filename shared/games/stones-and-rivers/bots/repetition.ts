/**
 * What the search knows of the draw rules (draws.ts): the game's positions so far, read
 * from the state's history, and those on the line being searched, by Zobrist key. A node
 * asks whether its position repeats one already seen with the same side to act, and
 * whether the preset draws such a repetition. As is usual in game search, a repetition
 * that the rules would only draw if it came round again counts as drawn: whoever wants
 * the draw can repeat once more.
 */
import { COURSE_LOOK_EVERY, positionOfKey } from '../draws';
import type { SRState } from '../state';
import { zobristOf } from '../zobrist';

/** A position not seen before on this line or in the game. */
export const FRESH = 0;
/** Seen before, but not a repetition the preset draws (only the course preset has these). */
export const REPEATED = 1;
/** A repetition the preset draws, now or at its next round. */
export const DRAWN = 2;

/** Plies a search may go below its root: the line keeps one slot for each. */
const MAX_PLY = 128;

export class Repetitions {
  /** The line: the game's positions from the first in its history, then the search's. */
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  /** Where the root stands in the line. */
  private readonly root: number;
  /** The number of actions played before the line's first position. */
  private readonly before: number;
  private readonly course: boolean;
  /** The game's positions, as one number per key (53 bits of it). */
  private readonly seen = new Set<number>();

  constructor(state: SRState) {
    const { history } = state;
    this.root = history.length - 1;
    this.before = state.actions - this.root;
    this.course = state.config.preset === 'course';
    this.lo = new Int32Array(history.length + MAX_PLY);
    this.hi = new Int32Array(history.length + MAX_PLY);
    history.forEach((key, i) => {
      const { cells, toMove } = positionOfKey(key);
      const [lo, hi] = zobristOf(cells, toMove);
      this.lo[i] = lo;
      this.hi[i] = hi;
      this.seen.add(joined(lo, hi));
    });
  }

  /**
   * Records the position `ply` plies below the root and says whether it is FRESH,
   * REPEATED or DRAWN. Positions deeper on the line are forgotten by being overwritten.
   */
  enter(ply: number, lo: number, hi: number): number {
    const i = this.root + ply;
    this.lo[i] = lo;
    this.hi[i] = hi;
    // the same side acts an even number of plies apart; the root and before are in `seen`
    let repeated = false;
    for (let j = i - 2; j > this.root; j -= 2) {
      if (this.lo[j] === lo && this.hi[j] === hi) {
        repeated = true;
        break;
      }
    }
    if (!repeated && !this.seen.has(joined(lo, hi))) return FRESH;
    if (!this.course) return DRAWN;
    // the course engine looks every few actions: drawn when two looks running agree
    const action = this.before + i;
    const back = i - COURSE_LOOK_EVERY;
    return action % COURSE_LOOK_EVERY === 0 &&
      action >= 2 * COURSE_LOOK_EVERY &&
      back >= 0 &&
      this.lo[back] === lo &&
      this.hi[back] === hi
      ? DRAWN
      : REPEATED;
  }
}

function joined(lo: number, hi: number): number {
  return (hi >>> 0) * 0x200000 + (lo & 0x1fffff);
}
