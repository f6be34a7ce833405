import type { TableLoad } from '../games/useGameTable';
import type { Layout } from './options';

export interface PageParts {
  /** The game's 3D table. */
  readonly table: boolean;
  readonly layer: boolean;
  /** Said in the layer when the table cannot be drawn. */
  readonly note: string | null;
}

/**
 * What the page draws for a match: the layout's parts, with the broadcast layer standing in
 * for a table this version cannot draw (a game whose table is still to come), whatever the
 * layout, so a source never goes blank.
 */
export function pageParts(layout: Layout, load: TableLoad): PageParts {
  const missing = load.status === 'failed';
  return {
    table: load.status === 'ready' && layout !== 'overlay',
    layer: layout !== 'table' || missing,
    note: missing ? 'This game has no table to show yet.' : null,
  };
}
