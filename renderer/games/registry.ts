/**
 * The games that have a table, each loaded only when it is needed: the home screen knows
 * which games have one without loading any.
 */
import type { GameId } from '../../shared/games/catalog';
import type { AnyGameTable } from '../contract/game-table';

const loaders: Partial<Record<GameId, () => Promise<AnyGameTable>>> = {
  'river-stakes': () => import('./river-stakes/table').then((m) => m.riverStakesTable),
  'river-dice': () => import('./river-dice/table').then((m) => m.riverDiceTable),
  'river-rats': () => import('./river-rats/table').then((m) => m.riverRatsTable),
  'river-crossing': () => import('./river-crossing/table').then((m) => m.riverCrossingTable),
  'stones-and-rivers': () =>
    import('./stones-and-rivers/table').then((m) => m.stonesAndRiversTable),
};

const loaded = new Map<string, Promise<AnyGameTable>>();

export function hasTable(id: string): id is GameId {
  return Object.hasOwn(loaders, id);
}

/** The game's table, loading its code the first time. */
export function loadTable(id: string): Promise<AnyGameTable> {
  const load = hasTable(id) ? loaders[id] : undefined;
  if (!load)
    return Promise.reject(new Error(`This version of River Table has no table for "${id}".`));
  let table = loaded.get(id);
  if (!table) {
    table = load();
    // A failed load (a missing chunk) may be tried again.
    table.catch(() => loaded.delete(id));
    loaded.set(id, table);
  }
  return table;
}
