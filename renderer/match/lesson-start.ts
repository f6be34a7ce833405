/**
 * Sits the learner down at a game's guided first game: a fresh match of the tutorial's
 * options, seed and seats, whatever was at the table before (a real game keeps its
 * autosave: the lesson never writes one).
 */
import { newMatchRecord } from '../../shared/engine/record';
import type { AnyGameTable } from '../contract/game-table';
import { useThrow } from '../dice/throw-store';
import { useMatch } from '../stores/match';

/** Starts (or starts again) `table`'s lesson; false when the game has none. */
export function startLesson(table: AnyGameTable): boolean {
  const tutorial = table.tutorial;
  if (!tutorial) return false;
  const record = newMatchRecord(table.game, { ...tutorial.config }, tutorial.seed, tutorial.seats);
  useThrow.getState().clear();
  useMatch.getState().start(table, record, tutorial);
  return true;
}
