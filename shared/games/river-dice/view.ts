/** What one seat may see: its own hole dice and hand, never another's before the showdown. */
import type { DieKind, Seat, Viewer } from '../../engine/contract';
import type { Random } from '../../engine/random';
import { rollFaces } from '../../engine/throws';
import { HAND_DICE } from './hands';
import { boughtBy } from './round';
import type { RiverState } from './state';

export interface RiverView extends Omit<RiverState, 'hole' | 'keeps'> {
  readonly viewer: Viewer;
  /** The viewer's own hole dice; null for every other seat. */
  readonly hole: readonly (readonly number[] | null)[];
  /** Per seat: whether its hole dice have been thrown this round. */
  readonly thrown: readonly boolean[];
  /** The viewer's own choice of banker dice; null for every other seat. */
  readonly keeps: readonly (readonly DieKind[] | null)[];
  /** Per seat: whether it has chosen its hand. */
  readonly chosen: readonly boolean[];
}

const mine = <T>(viewer: Viewer, seat: Seat, value: T | null): T | null =>
  viewer === seat ? value : null;

export function view(state: RiverState, viewer: Viewer): RiverView {
  return {
    ...state,
    viewer,
    hole: state.hole.map((dice, seat) => mine(viewer, seat, dice)),
    thrown: state.hole.map((dice) => dice !== null),
    keeps: state.keeps.map((kept, seat) => mine(viewer, seat, kept)),
    chosen: state.keeps.map((kept) => kept !== null),
  };
}

/** The same game with every secret the viewer cannot see drawn again. */
export function resampleHidden(state: RiverState, viewer: Viewer, rng: Random): RiverState {
  return {
    ...state,
    hole: state.hole.map((dice, seat) =>
      dice === null || seat === viewer ? dice : rollFaces(rng, HAND_DICE),
    ),
    keeps: state.keeps.map((kept, seat) =>
      kept === null || seat === viewer
        ? kept
        : boughtBy(state, seat).filter(() => rng.int(2) === 0),
    ),
  };
}
