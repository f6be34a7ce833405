import type { CrossingAction, CrossingState } from '../../../shared/games/river-crossing';
import type { TableProps } from '../../contract/game-table';

/** What every part of the River Crossing table is drawn from (nothing is hidden: the view is the state). */
export type CrossingProps = TableProps<CrossingState, CrossingAction>;
