/**
 * When a throw made under a cup becomes public, so its record may go to every client.
 * Each game says it in its own terms; a game not named here reveals hidden throws only
 * when it ends, which can never be too early.
 */
import type { RiverState } from '../../shared/games/river-dice/state';

type Revealed = (atThrow: unknown, now: unknown) => boolean;

const byGame: Readonly<Record<string, Revealed>> = {
  // River: the hole dice of a round are shown at its showdown, which ends the round.
  'river-dice': (atThrow, now) =>
    (now as RiverState).round !== (atThrow as RiverState).round ||
    (now as RiverState).phase === 'over',
};

export function hiddenThrowRevealed(
  gameId: string,
  atThrow: unknown,
  now: unknown,
  ended: boolean,
): boolean {
  return ended || (byGame[gameId]?.(atThrow, now) ?? false);
}
