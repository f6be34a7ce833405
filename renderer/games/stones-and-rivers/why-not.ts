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
import { actsFrom, choicesOf } from './turn';

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

/**
 * Why a point the picked piece was pointed at is not one it can go to: the other preset's
 * reason when only that preset allows it, else where the piece can go this turn.
 */
export function cannotReach(
  state: SRState,
  legal: readonly SRAction[],
  piece: string,
  point: string,
): string {
  const closed = closedHere(state, piece).find((c) => c.at === point);
  if (closed) return `Not to ${point}: ${closed.reason}`;
  const c = choicesOf(legal, piece);
  const reach = [...c.moves.keys(), ...c.pushes.keys()];
  if (reach.length === 0)
    return `The piece on ${piece} cannot go to ${point}: it has no move to another point this turn.`;
  return `The piece on ${piece} cannot go to ${point} this turn; it can go to ${reach.join(', ')} (the green rings).`;
}

/** What W says when it has no closed action to explain. */
export function nothingClosed(piece: string | null): string {
  return piece
    ? `Nothing is closed to the piece on ${piece} here: every action the rules give it is lit.`
    : 'Pick a piece first: W then says which of its actions only the other preset allows.';
}
