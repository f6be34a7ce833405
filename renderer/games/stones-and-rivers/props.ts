import type { SRAction, SRState } from '../../../shared/games/stones-and-rivers';
import type { TableProps } from '../../contract/game-table';

/** What every part of the Stones & Rivers table is drawn from (the view is the whole state: nothing is hidden). */
export type StonesProps = TableProps<SRState, SRAction>;
