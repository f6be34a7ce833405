import { useCallback } from 'react';
import type { SaveFile } from '../../shared/saves/format';
import { hasTable, loadTable } from '../games/registry';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { useSaves } from '../stores/saves';

/** Sits down at a save's table, loading the table first; a problem is left on the saves list. */
export async function sitDownAt(save: SaveFile, from: 'autosave' | 'named save'): Promise<boolean> {
  if (!hasTable(save.record.gameId)) {
    useSaves.setState({
      problem: `“${save.name}” is a game whose table is not in this version yet.`,
    });
    return false;
  }
  try {
    useMatch.getState().load(await loadTable(save.record.gameId), save, from);
    return true;
  } catch (error) {
    useSaves.setState({
      problem: `“${save.name}” could not be opened: ${(error as Error).message}`,
    });
    return false;
  }
}

/** Reads a save and sits down at its table, or leaves the reason on the saves list. */
export function useOpenSave(): (id: string) => Promise<void> {
  const go = useNavigation((s) => s.go);
  return useCallback(
    async (id: string) => {
      const save = await useSaves.getState().read(id);
      if (!save) return;
      const listed = useSaves.getState().listing.saves.find((s) => s.id === id);
      const from = listed?.autosave ? 'autosave' : 'named save';
      if (await sitDownAt(save, from)) go({ name: 'table' });
    },
    [go],
  );
}
