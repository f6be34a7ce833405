import type { RiverView, Showdown } from '../../../shared/games/river-dice';

/**
 * The showdown still on the table: from the moment it happens until the next round's first
 * hole throw (or for good, once the game is over), the hands lie face up at their seats.
 */
export function showdownOnTable(view: RiverView): Showdown | null {
  const last = view.showdown;
  if (!last) return null;
  if (view.phase === 'over') return last;
  const nextRoundUntouched =
    view.phase === 'hole' && view.round === last.round + 1 && !view.thrown.some(Boolean);
  return nextRoundUntouched ? last : null;
}

/** Seconds after the showdown at which each seat's cup lifts: in seat order, one at a time. */
export function liftDelay(showdown: Showdown, seat: number, speed: number): number {
  const order = showdown.hands.findIndex((h) => h.seat === seat);
  return order < 0 ? 0 : (order * 0.8) / speed;
}

/**
 * The showdown is seen by everyone at the screen before a handover covers the table: it
 * holds the handover until someone says it has been seen (not once the game is over, when
 * nobody takes the screen after it).
 */
export function showdownBeforeHandover(view: RiverView): string | null {
  const shown = showdownOnTable(view);
  return shown && view.phase !== 'over' ? `showdown of round ${shown.round}` : null;
}
