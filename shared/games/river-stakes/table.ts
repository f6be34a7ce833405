/**
 * The board as a table draws it: per path, who stands where. Derived from the state so
 * the renderer never has to know how members and leaders are stored.
 */
import type { Seat } from '../../engine/contract';
import { leaderOn, type Board } from './board';
import { PATH_LENGTH, PATHS } from './rules';

export interface PathView {
  readonly path: number;
  /** Positions on the path; the last is the stepping stone. */
  readonly length: number;
  readonly securedBy: Seat | null;
  /** The leader's position this turn, or null when no leader is on the path. */
  readonly leader: number | null;
  /** Team members standing on the path (not those waiting on the near bank), lowest first. */
  readonly members: readonly { readonly seat: Seat; readonly position: number }[];
}

export function pathViews(board: Board): PathView[] {
  return PATHS.map((path) => ({
    path,
    length: PATH_LENGTH[path]!,
    securedBy: board.secured[path] ?? null,
    leader: leaderOn(board, path)?.position ?? null,
    members: board.members
      .map((m, seat) => ({ seat, position: m[path]! }))
      .filter((m) => m.position > 0)
      .sort((a, b) => a.position - b.position),
  }));
}
