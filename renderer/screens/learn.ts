/** "Learn to play": from a game's card or its New game form to its guided first game. */
import { gameInfo } from '../../shared/games/catalog';
import type { AnyGameTable } from '../contract/game-table';
import { loadTable } from '../games/registry';
import { startLesson } from '../match/lesson-start';
import { useNavigation } from '../stores/navigation';

/** Sits down at `table`'s lesson; the reason in words when there is none. */
export function learnAt(table: AnyGameTable): string | null {
  if (!startLesson(table))
    return `${table.game.name} has no lesson yet: its rules page explains it.`;
  useNavigation.getState().go({ name: 'table' });
  return null;
}

/** Loads the game's table, then sits down at its lesson; the reason in words when it cannot. */
export async function learnGame(gameId: string): Promise<string | null> {
  try {
    return learnAt(await loadTable(gameId));
  } catch (error) {
    const name = gameInfo(gameId)?.name ?? gameId;
    return `The ${name} lesson could not open: ${(error as Error).message}`;
  }
}
