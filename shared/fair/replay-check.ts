/**
 * The end-of-game check of a deal: the whole match, replayed from the seed the secrets
 * gave, must show this page every view it was shown during the game. A deck stacked
 * another way, a card swapped, a hand changed: some view would differ.
 */
import type { AnyGame, Viewer } from '../engine/contract';
import { replayStates, type MatchRecord } from '../engine/record';
import { viewDigest } from './view-digest';
import type { Check } from './verify';

export function checkReplay(
  game: AnyGame,
  record: MatchRecord,
  viewer: Viewer,
  seen: ReadonlyMap<number, string>,
): Check {
  let states: readonly unknown[];
  try {
    states = replayStates(game, record);
  } catch (error) {
    return { ok: false, why: `the match does not replay: ${(error as Error).message}` };
  }
  for (const [moves, shown] of [...seen].sort((a, b) => a[0] - b[0])) {
    const state = states[moves];
    if (state === undefined)
      return {
        ok: false,
        why: `the match has fewer moves (${states.length - 1}) than this page saw`,
      };
    if (viewDigest(game.view(state, viewer)) !== shown)
      return {
        ok: false,
        why: `after move ${moves} the table showed something the dealt cards do not give`,
      };
  }
  return { ok: true };
}
