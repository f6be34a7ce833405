import { useEffect } from 'react';
import { DiceTray } from '../dice/DiceTray';
import { restLatestThrow, useThrowing } from '../match/throws';
import { useMatch } from '../stores/match';
import { useTableProps } from './useTableProps';

/** The game's board inside the canvas, drawn from its props, with the dice tray where the table puts it. */
export function HostedBoard() {
  const table = useMatch((s) => s.table);
  const props = useTableProps();
  const startedAt = useMatch((s) => s.record?.startedAt);
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
      {table.tray && <DiceTray tray={table.tray.tray} position={table.tray.position} />}
    </>
  );
}
