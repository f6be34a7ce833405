/**
 * Which action turned one position into the next, found by trying the legal actions of
 * the first: the table animates what it sees change without being told the action.
 */
import type { SRAction } from './actions';
import { geometry } from './board';
import { movesOf, toAction } from './game';
import { play } from './moves';
import type { SRState } from './state';

export function playedBetween(before: SRState, after: SRState): SRAction | null {
  if (before.config.board !== after.config.board || after.actions !== before.actions + 1)
    return null;
  const g = geometry(before.config.board);
  const cells = before.cells.slice();
  for (const m of movesOf(before)) {
    play(cells, m);
    const same = cells.every((c, i) => c === after.cells[i]);
    for (let i = 0; i < cells.length; i++) cells[i] = before.cells[i]!;
    if (same) return toAction(g, m, before.toMove);
  }
  return null;
}
