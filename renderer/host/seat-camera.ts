/**
 * The Seat view is a chair: the chair of the person at the screen, whoever's turn it is.
 * Only a table with nobody at the screen (computers playing each other) lends the chair of
 * whoever acts.
 */
import { useEffect } from 'react';
import type { Pending, Seat, Viewer } from '../../shared/engine/contract';
import { useCamera, type CameraPose } from '../stores/camera';
import type { SeatPose } from '../contract/game-table';

/** The seat whose chair the Seat view takes. */
export function chairSeat(viewer: Viewer, acting: Seat | null): Seat | null {
  return viewer === 'public' ? acting : viewer;
}

/** The camera of that chair; null when the table has one view for every seat. */
export function chairCamera(
  poses: readonly SeatPose[],
  viewer: Viewer,
  acting: Seat | null,
): CameraPose | null {
  const seat = chairSeat(viewer, acting);
  return seat === null ? null : (poses[seat]?.camera ?? null);
}

/** The seat the game waits on, if any. */
export function actingSeat(pending: Pending | null): Seat | null {
  if (pending?.kind === 'decision') return pending.seats[0] ?? null;
  if (pending?.kind === 'throw') return pending.seat;
  return null;
}

/**
 * A table opens in the Seat view and keeps its chair at the viewer's seat; the view goes
 * back to the broadcast angle when the table closes.
 */
export function useSeatCamera(
  poses: readonly SeatPose[] | null,
  viewer: Viewer,
  pending: Pending | null,
): void {
  useEffect(() => {
    useCamera.getState().goTo('seat');
    return () => useCamera.getState().goTo('audience');
  }, []);
  const acting = viewer === 'public' ? actingSeat(pending) : null;
  useEffect(() => {
    if (poses) useCamera.getState().followSeat(chairCamera(poses, viewer, acting));
  }, [poses, viewer, acting]);
}
