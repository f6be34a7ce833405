/**
 * The dice tray each game's table throws into. The physics throws into exactly the tray
 * that is drawn, so an online room, which throws for the table, must use the same one.
 */
import { CUP_TRAY, DEFAULT_TRAY, type Tray } from '../dice';

const TRAYS: Readonly<Record<string, Tray>> = {
  // On the far bank's right-hand corner, clear of every path.
  'river-stakes': { width: 5.2, depth: 6.4 },
  // The banker's tray in the middle of the tavern table.
  'river-dice': { width: 4.2, depth: 3.2 },
};

/** The tray a throw of `gameId` lands in: under the cup when hidden. */
export function trayFor(gameId: string, hidden = false): Tray {
  if (hidden) return CUP_TRAY;
  return Object.hasOwn(TRAYS, gameId) ? TRAYS[gameId]! : DEFAULT_TRAY;
}
