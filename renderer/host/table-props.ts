/**
 * The props of a game's table, as a pure function of the match: the engine's view for
 * whoever may look now, what the game waits for, the viewer's legal actions, and nothing
 * else of the state. The one place the host turns a state into what a table sees.
 */
import type { AnyGame, BaseAction, Pending, Viewer } from '../../shared/engine/contract';
import type { SeatInfo } from '../../shared/engine/record';
import type { Motion, TableProps } from '../contract/game-table';
import { shownViewer } from '../stores/viewer';

export interface MatchMoment {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly seats: readonly SeatInfo[];
  /** The seat at the screen, and the seat that confirmed it alone sees it. */
  readonly seat: Viewer;
  readonly confirmed: Viewer | null;
  readonly replaying: boolean;
  readonly motion: Motion;
}

export type HostedProps = TableProps & { readonly covered: boolean };

export function tableProps(
  moment: MatchMoment,
  act: (viewer: Viewer, action: BaseAction, options?: { thenThrow?: boolean }) => boolean,
): HostedProps {
  const { game, state, seats, seat, confirmed, replaying, motion } = moment;
  const { viewer, covered } = shownViewer(game, seats, seat, confirmed);
  const legal =
    replaying || viewer === 'public' ? [] : (game.legalActions(state, viewer) as BaseAction[]);
  return {
    view: game.view(state, viewer),
    viewer,
    covered,
    pending: game.next(state) as Pending,
    legal,
    act: replaying ? () => false : (action, options) => act(viewer, action, options),
    seats,
    replaying,
    motion,
  };
}
