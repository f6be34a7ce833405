import { DiceTray } from '../dice/DiceTray';
import { useGameTable } from '../games/useGameTable';
import { useOnline } from './online-store';
import { useOnlineProps } from './useOnlineProps';

/** The game's board at an online table, inside the canvas, drawn from this seat's view only. */
export function OnlineBoard() {
  const gameId = useOnline((s) => s.table?.gameId ?? null);
  const load = useGameTable(gameId);
  const props = useOnlineProps();
  // A table that deals waits for everyone before there is a game to draw.
  if (load.status !== 'ready' || !props || props.view === null) return null;
  const { Board, tray } = load.table;
  return (
    <>
      <Board {...props} />
      {tray && <DiceTray tray={tray.tray} position={tray.position} />}
    </>
  );
}
