/**
 * The props of a game's table at an online table, as a pure function of the room's last
 * message: the room's view for this seat, what the game waits for and this seat's legal
 * actions. Nothing here ever saw the state: the room sends only the seat's own view.
 */
import type { BaseAction } from '../../shared/engine/contract';
import type { SeatStatus, TableMessage } from '../../shared/online/protocol';
import type { Motion, SeatAtTable, TableProps } from '../contract/game-table';

export function seatsAtTable(seats: readonly SeatStatus[]): SeatAtTable[] {
  return seats.map((s) => ({
    name: s.name,
    colour: s.colour,
    kind: s.player === 'computer' ? 'computer' : 'human',
    ...(s.level ? { level: s.level } : {}),
  }));
}

/**
 * `waiting`: an action of ours is on its way and the room has not answered yet, so nothing
 * more may be chosen until it has. `arrivedAt`: when the table arrived, on this page's clock.
 */
export function onlineProps(
  table: TableMessage,
  act: TableProps['act'],
  motion: Motion,
  waiting: boolean,
  arrivedAt: number,
): TableProps {
  return {
    waitingSince: arrivedAt - table.waitedMs,
    view: table.view,
    viewer: table.viewer,
    pending: table.pending,
    legal: waiting ? [] : (table.legal as BaseAction[]),
    act,
    seats: seatsAtTable(table.seats),
    replaying: false,
    motion,
  };
}
