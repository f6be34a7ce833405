/** What a River seat can do. Its own module, so the log lines can name it without the game. */
import type { DieKind, Seat, ThrowAction } from '../../engine/contract';

export type RiverAction =
  | ThrowAction
  | { readonly type: 'bid'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'pass'; readonly seat: Seat }
  /** The banker dice kept in the hand, by size; the hole dice of those sizes are set aside. */
  | { readonly type: 'keep'; readonly seat: Seat; readonly banker: readonly DieKind[] };
