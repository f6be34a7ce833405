/**
 * Every game's facts (New game options, computer levels, what the options become before a
 * match), by game id, for code that serves any game: an online table's server prepares a
 * match as the game's own New game form does. Kept apart from the registry: one game's
 * facts throw a piece with the dice physics, which the computer players' worker does not need.
 */
import type { GameFacts } from '../engine/facts';
import { facts as riverCrossing } from './river-crossing/facts';
import { facts as riverDice } from './river-dice/facts';
import { facts as riverRats } from './river-rats/facts';
import { facts as riverStakes } from './river-stakes/facts';
import { facts as stonesAndRivers } from './stones-and-rivers/facts';

const FACTS: Readonly<Record<string, GameFacts>> = {
  'river-crossing': riverCrossing,
  'river-dice': riverDice,
  'river-rats': riverRats,
  'river-stakes': riverStakes,
  'stones-and-rivers': stonesAndRivers,
};

export function factsOf(gameId: string): GameFacts | undefined {
  return Object.hasOwn(FACTS, gameId) ? FACTS[gameId] : undefined;
}
