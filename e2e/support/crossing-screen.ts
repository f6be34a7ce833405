/** Reading a River Crossing game from its autosave, and Red's choices, for the specs. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseSquare,
  rowOf,
  type CrossingAction,
  type CrossingState,
} from '../../shared/games/river-crossing';

export function autosavedCrossing(
  savesDir: string,
): { state: CrossingState; actions: number } | null {
  const files = readdirSync(savesDir).filter(
    (f) =>
      f.startsWith('autosave-river-crossing') && f.endsWith('.json') && !f.endsWith('.bak.json'),
  );
  if (files.length === 0) return null;
  const newest = files
    .map(
      (f) =>
        (
          JSON.parse(readFileSync(join(savesDir, f), 'utf8')) as {
            save: { savedAt: string; snapshot: { actionCount: number; state: CrossingState } };
          }
        ).save,
    )
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0]!;
  return { state: newest.snapshot.state, actions: newest.snapshot.actionCount };
}

/**
 * How much Red, played by the spec, likes a move: a release first, then crossing, then
 * going forward (onto another piece if it can: a stack), never onto a collector.
 */
function liking(s: CrossingState, a: CrossingAction): number {
  const at = (name: string) => parseSquare(name)!;
  switch (a.type) {
    case 'enter':
      return s.board[at(a.to)]!.endsWith('C') ? -100 : 8;
    case 'exit':
      return 50;
    case 'reenter':
      return -50;
    case 'pass':
      return -10;
    case 'collector':
      return 0;
    case 'step': {
      const target = s.board[at(a.to)]!;
      if (target.endsWith('C')) return -100;
      const from = rowOf(0, at(a.from));
      const to = rowOf(0, at(a.to));
      const release = from === 7 && to === 8 && s.sides[0].collected > 0 ? 100 : 0;
      const riders = s.board[at(a.from)]!.length - a.height;
      return release + 10 * (to - from) + (target.length > 0 ? 5 : 0) - riders;
    }
  }
}

export function redsChoice(s: CrossingState, legal: readonly CrossingAction[]): CrossingAction {
  return [...legal].sort((x, y) => liking(s, y) - liking(s, x))[0]!;
}
