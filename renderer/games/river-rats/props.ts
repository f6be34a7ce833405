import type { RatsAction, RatsView } from '../../../shared/games/river-rats';
import type { TableProps } from '../../contract/game-table';

/** What every part of River Rats' table is drawn from: the viewer's own view, never a teammate's hand. */
export type RatsProps = TableProps<RatsView, RatsAction>;
