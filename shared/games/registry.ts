/**
 * Every rules engine and its computer players, by game id: what saves, replays, the table,
 * the bot worker and the tools look games up in.
 */
import type { Bot } from '../engine/bot';
import type { AnyGame, BaseAction } from '../engine/contract';
import * as riverCrossing from './river-crossing';
import * as riverDice from './river-dice';
import * as riverRats from './river-rats';
import * as riverStakes from './river-stakes';
import * as stonesAndRivers from './stones-and-rivers';

export interface GameEntry {
  readonly game: AnyGame;
  /** Computer players by level, weakest first. */
  readonly bots: Readonly<Record<string, () => Bot<unknown, BaseAction>>>;
}

const entries: Readonly<Record<string, GameEntry>> = {
  'river-stakes': { game: riverStakes.game, bots: riverStakes.bots as GameEntry['bots'] },
  'stones-and-rivers': {
    game: stonesAndRivers.game,
    bots: stonesAndRivers.bots as GameEntry['bots'],
  },
  'river-dice': { game: riverDice.game, bots: riverDice.bots as GameEntry['bots'] },
  'river-rats': { game: riverRats.game, bots: riverRats.bots as GameEntry['bots'] },
  'river-crossing': { game: riverCrossing.game, bots: riverCrossing.bots as GameEntry['bots'] },
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
