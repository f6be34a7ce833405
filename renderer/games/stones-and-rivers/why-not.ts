/**
 * The actions of a piece that only the other preset allows, each with the reason: the table
 * marks their points and says why when asked.
 */
import {
  geometry,
  movesOf,
  presetDifference,
  toAction,
  type SRAction,
  type SRState,
} from '../../../shared/games/stones-and-rivers';
import { actsFrom } from './turn';

export interface ClosedHere {
  /** The point the action would end on. */
  readonly at: string;
  readonly action: SRAction;
  readonly reason: string;
}

export function closedHere(state: SRState, piece: string): ClosedHere[] {
  const other: SRState = {
    ...state,
    config: {
      ...state.config,
      preset: state.config.preset === 'rulebook' ? 'course' : 'rulebook',
      firstPlayer: 'circle',
    },
  };
  const g = geometry(state.config.board);
  const out: ClosedHere[] = [];
  for (const m of movesOf(other)) {
    const action = toAction(g, m, state.toMove);
    if (actsFrom(action) !== piece) continue;
    const reason = presetDifference(state, action);
    if (!reason) continue;
    const at = 'to' in action ? action.to : piece;
    out.push({ at, action, reason });
  }
  return out;
}
