import { useMemo } from 'react';
import type { BaseAction, Viewer } from '../../shared/engine/contract';
import { throwPendingDice } from '../match/throws';
import { lessonGesture } from '../match/useLessonDriver';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { usePace } from '../stores/pace';
import { useSettings } from '../stores/settings';
import { tableProps, type HostedProps } from './table-props';
import { useViewer } from '../stores/viewer';

/** A table acts only for the seat at the screen: hot seat never plays another person's move. */
function actAs(viewer: Viewer, action: BaseAction, options?: { thenThrow?: boolean }): boolean {
  if (action.seat !== viewer) {
    useMatch.getState().tell('That move belongs to another seat.');
    return false;
  }
  const done = useMatch.getState().act(action);
  if (done && options?.thenThrow) throwPendingDice(undefined, action.seat);
  return done;
}

/** The props of the table on screen now; null when no match is on the table. */
export function useTableProps(): HostedProps | null {
  const table = useMatch((s) => s.table);
  const seats = useMatch((s) => s.record?.seats);
  const live = useMatch((s) => s.state);
  const replayed = useReplay((s) => (s.states ? s.states[s.index] : undefined));
  const replaying = useReplay((s) => s.states !== null);
  const seat = useViewer((s) => s.seat);
  const confirmed = useViewer((s) => s.confirmed);
  const { graphicsQuality, reducedMotion } = useSettings((s) => s.settings);
  const speed = usePace();
  const state = replaying ? replayed : live;
  const motion = useMemo(
    () => ({ speed, quality: graphicsQuality, reduced: reducedMotion }),
    [speed, graphicsQuality, reducedMotion],
  );
  return useMemo(
    () =>
      table && seats
        ? {
            ...tableProps(
              { game: table.game, state, seats, seat, confirmed, replaying, motion },
              actAs,
            ),
            gesture: lessonGesture,
          }
        : null,
    [table, state, seats, seat, confirmed, replaying, motion],
  );
}
