import type { ThrowAction } from '../../engine/contract';
import type { Standing } from '../frames';

/**
 * What the feed must know of a game beyond its contract: when a hidden throw is shown,
 * and the scoreboard its public view holds. A game without rules here still streams;
 * its hidden throws are simply never shown (safe by default).
 */
export interface FeedRules {
  /**
   * A name for a hidden throw, from the state before it; `shownThrows` names a throw the
   * same way once the public view shows it.
   */
  hiddenThrowKey(before: unknown, action: ThrowAction): string;
  /** The hidden throws the public view now shows, by key, with the faces it shows. */
  shownThrows(publicView: unknown): ReadonlyMap<string, readonly number[]>;
  standings(publicView: unknown): Standing[];
  /** Seat colours the game fixes (River Crossing's Red, Black and gold), over the chosen ones. */
  readonly seatColours?: readonly string[];
}
