import { useEffect, useState } from 'react';
import type { AnyGameTable } from '../contract/game-table';
import { loadTable } from './registry';

export type TableLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly table: AnyGameTable }
  | { readonly status: 'failed'; readonly problem: string };

/** The game's table, loaded on first use; says so when it cannot be loaded. */
export function useGameTable(gameId: string | null): TableLoad {
  const [settled, setSettled] = useState<{ gameId: string; load: TableLoad } | null>(null);
  useEffect(() => {
    if (!gameId) return;
    let current = true;
    loadTable(gameId).then(
      (table) => current && setSettled({ gameId, load: { status: 'ready', table } }),
      (error: unknown) =>
        current &&
        setSettled({ gameId, load: { status: 'failed', problem: (error as Error).message } }),
    );
    return () => {
      current = false;
    };
  }, [gameId]);
  if (!gameId) return { status: 'failed', problem: 'Pick a game with a table from the library.' };
  return settled?.gameId === gameId ? settled.load : { status: 'loading' };
}
