import { useCallback } from 'react';
import { tableFor } from '../games/registry';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { useSaves } from '../stores/saves';

/** Reads a save and sits down at its table, or leaves the reason on the saves list. */
export function useOpenSave(): (id: string) => Promise<void> {
  const go = useNavigation((s) => s.go);
  return useCallback(
    async (id: string) => {
      const save = await useSaves.getState().read(id);
      if (!save) return;
      const plugin = tableFor(save.record.gameId);
      if (!plugin) {
        useSaves.setState({
          problem: `“${save.name}” is a game whose table is not in this version yet.`,
        });
        return;
      }
      useMatch.getState().load(save, plugin);
      go({ name: 'table' });
    },
    [go],
  );
}
