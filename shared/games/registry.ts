/**
 * Every rules engine by id: what saves, replays, the table and the tools look games up in.
 */
import type { AnyGame } from '../engine/contract';

const engines: Readonly<Record<string, AnyGame>> = {};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(engines, id) ? engines[id] : undefined;
}

export function registeredGames(): readonly AnyGame[] {
  return Object.values(engines);
}
