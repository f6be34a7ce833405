/**
 * The hand helper: what a seat's own dice can make, from its own view only (its hole dice
 * and the open banker dice; never a rival's hole dice), in exact figures.
 */
import type { Seat } from '../../engine/contract';
import { dieChances } from './bots/odds-at-auction';
import { ROLL_COUNT, HAND_ROWS, HAND_DICE } from './hands';
import { evaluateHand } from './evaluate';
import { forEachRoll } from './odds';
import { rollNumber } from './bots/tables';
import type { RiverView } from './view';

export interface RowName {
  readonly row: number;
  readonly name: string;
}

export interface RowChance extends RowName {
  readonly chance: number;
}

export interface HandHelp {
  /** The best hand from the hole dice and the banker dice bought so far. */
  readonly now: RowName;
  /** …with the die on offer too, during the auction. */
  readonly withOffer: RowName | null;
  /** …winning every banker die still to be sold. */
  readonly best: RowName | null;
  /**
   * Before the banker throws: over all 23,040 ways the banker's dice can fall, the chance
   * of each best row the seat could make if it bought the banker dice it wanted.
   */
  readonly rows: readonly RowChance[] | null;
  /** The chance of taking the pot if nobody else buys anything more, and if the seat buys the die on offer (ties count half); rivals' hole dice run over every roll. */
  readonly pot: { readonly asItStands: number; readonly withOffer: number } | null;
}

let rowByRoll: Uint8Array | null = null;

/** The row of every roll, worked out once (23,040 hands). */
function rowOfRoll(values: readonly number[]): number {
  if (!rowByRoll) {
    const rows = new Uint8Array(ROLL_COUNT);
    forEachRoll((v) => (rows[rollNumber(v)] = evaluateHand(v).row));
    rowByRoll = rows;
  }
  return rowByRoll[rollNumber(values)]!;
}

const named = (row: number): RowName => ({ row, name: HAND_ROWS[row - 1]!.name });

/** The best row the hole dice make with any of `dice` (banker die index → value) swapped in. */
export function bestRow(hole: readonly number[], dice: ReadonlyMap<number, number>): number {
  const held = [...dice];
  let best = Infinity;
  for (let subset = 0; subset < 1 << held.length; subset++) {
    const values = [...hole];
    held.forEach(([die, value], k) => {
      if ((subset >> k) & 1) values[die] = value;
    });
    best = Math.min(best, rowOfRoll(values));
  }
  return best;
}

function rowsOverBankerThrows(hole: readonly number[]): RowChance[] {
  const counts = new Map<number, number>();
  forEachRoll((banker) => {
    const row = bestRow(hole, new Map(banker.map((v, die) => [die, v])));
    counts.set(row, (counts.get(row) ?? 0) + 1);
  });
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([row, n]) => ({ ...named(row), chance: n / ROLL_COUNT }));
}

export function handHelp(view: RiverView): HandHelp | null {
  const seat = view.viewer;
  if (seat === 'public') return null;
  const hole = view.hole[seat];
  if (!hole) return null;
  const banker = view.banker;
  const mine = (owner: Seat | null) => owner === seat;
  const held = new Map<number, number>(
    banker ? view.owners.flatMap((o, die) => (mine(o) ? [[die, banker[die]!]] : [])) : [],
  );
  const now = named(bestRow(hole, held));
  if (!banker)
    return { now, withOffer: null, best: null, rows: rowsOverBankerThrows(hole), pot: null };
  const auction = view.phase === 'auction' ? view.auction : null;
  const withDie = (die: number) => new Map([...held, [die, banker[die]!]]);
  const unsold = auction ? HAND_DICE.map((_, die) => die).filter((die) => die >= auction.die) : [];
  const best = new Map([...held, ...unsold.map((die): [number, number] => [die, banker[die]!])]);
  const chances = auction ? dieChances(view, auction.die, () => null) : null;
  return {
    now,
    withOffer: auction ? named(bestRow(hole, withDie(auction.die))) : null,
    best: auction ? named(bestRow(hole, best)) : null,
    rows: null,
    pot: chances ? { asItStands: chances.nobody, withOffer: chances.mine } : null,
  };
}
