/**
 * Hurrying a computer's turn: a person waiting on a computer player (its decisions and its
 * throws) may ask for the rest of that turn at the fastest pace; the hurry ends when another
 * seat acts. A lesson keeps its own pace, so the learner can follow its words.
 */
import { useEffect } from 'react';
import type { Pending } from '../../shared/engine/contract';
import type { SeatInfo } from '../../shared/engine/record';
import { useThrow } from '../dice/throw-store';
import { useLesson } from '../stores/lesson';
import { useMatch } from '../stores/match';
import { HURRIED_SPEED, useHurry } from '../stores/pace';
import { useReplay } from '../stores/replay';

/**
 * The seat whose turn a person may hurry: a computer deciding or throwing, or the table
 * throwing (null); undefined while a person is to act, and at the end.
 */
export function hurriable(
  pending: Pending,
  seats: readonly Pick<SeatInfo, 'kind'>[],
): number | null | undefined {
  if (pending.kind === 'throw')
    return pending.seat === null || seats[pending.seat]?.kind === 'computer'
      ? pending.seat
      : undefined;
  if (pending.kind !== 'decision') return undefined;
  if (pending.seats.some((s) => seats[s]?.kind !== 'computer')) return undefined;
  return pending.seats[0];
}

/** The seat a person may hurry now, outside a lesson or a replay. */
export function useHurriable(): number | null | undefined {
  const table = useMatch((s) => s.table);
  const state = useMatch((s) => s.state);
  const seats = useMatch((s) => s.record?.seats);
  const lesson = useLesson((s) => s.tutorial !== null);
  const replaying = useReplay((s) => s.states !== null);
  if (!table || !seats || lesson || replaying) return undefined;
  return hurriable(table.game.next(state) as Pending, seats);
}

/** Hurries the turn of `seat` (null: the table's throw), a throw already rolling too. */
export function hurryTurn(seat: number | null): void {
  useHurry.getState().hurry(seat);
  useThrow.getState().hasten(HURRIED_SPEED);
}

/** The hurry lasts while the hurried seat acts; it ends when another seat (a person's) is to. */
export function useHurryEnds(): void {
  const now = useHurriable();
  useEffect(() => {
    const hurried = useHurry.getState().seat;
    if (hurried !== undefined && hurried !== now) useHurry.getState().settle();
  }, [now]);
  useEffect(() => () => useHurry.getState().settle(), []);
}
