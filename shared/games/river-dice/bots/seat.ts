/** What a computer player reads off its own view of the table. */
import type { Seat } from '../../../engine/contract';
import type { RiverView } from '../view';

/** A banker die someone holds: which one (0 = d4 … 4 = d12) and what it shows. */
export interface Holding {
  readonly die: number;
  readonly value: number;
}

export interface Table {
  readonly me: Seat;
  readonly hole: readonly number[];
  readonly banker: readonly number[];
  readonly rivals: readonly Seat[];
}

export function tableOf(view: RiverView): Table {
  const me = view.viewer;
  if (me === 'public') throw new Error('A computer player sits in a seat');
  return {
    me,
    hole: view.hole[me]!,
    banker: view.banker ?? [],
    rivals: view.playing.filter((s) => s !== me),
  };
}

/** The banker dice `seat` holds, plus `extra` (a die it might win). */
export function holdings(view: RiverView, seat: Seat, extra: number | null = null): Holding[] {
  const dice = view.owners.flatMap((owner, die) => (owner === seat || die === extra ? [die] : []));
  return dice.map((die) => ({ die, value: view.banker![die]! }));
}
