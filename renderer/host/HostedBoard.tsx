import { useEffect } from 'react';
import type { Point } from '../contract/game-table';
import { DiceTray } from '../dice/DiceTray';
import { restLatestThrow, useThrowing } from '../match/throws';
import { currentStep } from '../../shared/engine/tutorial';
import { useLesson } from '../stores/lesson';
import { useMatch } from '../stores/match';
import { LessonMarker } from '../table/LessonMarker';
import { useTableProps } from './useTableProps';

/** The game's board inside the canvas, drawn from its props, with the dice tray where the table puts it. */
export function HostedBoard() {
  const table = useMatch((s) => s.table);
  const props = useTableProps();
  const startedAt = useMatch((s) => s.record?.startedAt);
  const spot = useLessonSpot();
  // Sitting down (a new game, Continue, Load, a new graphics quality redrawing the table):
  // the last throw's dice lie where they landed, unless a throw is rolling right now.
  useEffect(() => {
    const actions = useMatch.getState().record?.actions.length;
    if (actions !== undefined && !useThrowing.getState().throwing) restLatestThrow(actions);
  }, [table, startedAt]);
  if (!table || !props) return null;
  const Board = table.Board;
  return (
    <>
      <Board {...props} />
      {spot && (
        <LessonSpot
          at={table.spotOf?.(props.view, spot, props.viewer) ?? null}
          still={props.motion.reduced}
        />
      )}
      {table.tray && <DiceTray tray={table.tray.tray} position={table.tray.position} />}
    </>
  );
}

/**
 * The spot the lesson's current step talks about, once its welcome is read: the place of
 * its second press once the lesson points there (a piece picked, its place to play to).
 */
function useLessonSpot(): string | null {
  const tutorial = useLesson((s) => s.tutorial);
  const gestures = useLesson((s) => s.gestures);
  const read = useLesson((s) => s.read);
  const second = useLesson((s) => s.second);
  const actions = useMatch((s) => s.record?.actions.length ?? 0);
  if (!tutorial || read < 0) return null;
  const index = currentStep(tutorial, actions, gestures);
  const step = tutorial.steps[index];
  if (second === index && step?.then?.spot) return step.then.spot;
  return step?.spot ?? null;
}

function LessonSpot({ at, still }: { readonly at: Point | null; readonly still: boolean }) {
  return at ? <LessonMarker at={at} still={still} /> : null;
}
