import type { RiverAction, RiverView } from '../../../shared/games/river-dice';
import type { TableProps } from '../../contract/game-table';

/** What every part of River's table is drawn from: the viewer's own view, never another's hole dice. */
export type RiverProps = TableProps<RiverView, RiverAction>;
