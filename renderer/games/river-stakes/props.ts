import type { StakesAction, StakesState } from '../../../shared/games/river-stakes';
import type { TableProps } from '../../contract/game-table';

/** What every part of the River Stakes table is drawn from. */
export type StakesProps = TableProps<StakesState, StakesAction>;
