import type { GameId } from '../../shared/games/catalog';
import { riverStakesTable } from './river-stakes/plugin';
import type { TablePlugin } from './types';

/** The games that have a table. The library offers "New game" for these only. */
const tables: Partial<Record<GameId, TablePlugin>> = {
  'river-stakes': riverStakesTable,
};

export function tableFor(id: string): TablePlugin | undefined {
  return Object.hasOwn(tables, id) ? tables[id as GameId] : undefined;
}
