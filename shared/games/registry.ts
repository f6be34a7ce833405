/**
 * Every rules engine and its computer players, by game id: what saves, replays, the table,
 * the bot worker and the tools look games up in.
 */
import type { Bot } from '../engine/bot';
import type { AnyGame, BaseAction } from '../engine/contract';
import type { GameFacts } from '../engine/facts';
import * as riverCrossing from './river-crossing';
import { facts as riverCrossingFacts } from './river-crossing/facts';
import * as riverDice from './river-dice';
import { facts as riverDiceFacts } from './river-dice/facts';
import * as riverRats from './river-rats';
import { facts as riverRatsFacts } from './river-rats/facts';
import * as riverStakes from './river-stakes';
import { facts as riverStakesFacts } from './river-stakes/facts';
import * as stonesAndRivers from './stones-and-rivers';
import { facts as stonesAndRiversFacts } from './stones-and-rivers/facts';

export interface GameEntry {
  readonly game: AnyGame;
  /** Computer players by level, weakest first. */
  readonly bots: Readonly<Record<string, () => Bot<unknown, BaseAction>>>;
  /** The New game options, and what they become before a match starts (an online table's too). */
  readonly facts: GameFacts;
}

/** An engine's module (its game and computer players) with its facts. */
function entry(module: { readonly game: AnyGame; readonly bots: object }, facts: GameFacts) {
  return { game: module.game, bots: module.bots as GameEntry['bots'], facts };
}

const entries: Readonly<Record<string, GameEntry>> = {
  'river-stakes': entry(riverStakes, riverStakesFacts),
  'stones-and-rivers': entry(stonesAndRivers, stonesAndRiversFacts),
  'river-dice': entry(riverDice, riverDiceFacts),
  'river-rats': entry(riverRats, riverRatsFacts),
  'river-crossing': entry(riverCrossing, riverCrossingFacts),
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(entries, id) ? entries[id]!.game : undefined;
}

export function findEntry(id: string): GameEntry | undefined {
  return Object.hasOwn(entries, id) ? entries[id] : undefined;
}

export function registeredGames(): readonly AnyGame[] {
  return Object.values(entries).map((e) => e.game);
}
