/**
 * An autosave is written after every move, and a long match's save is large: sending it
 * whole each time makes autosaving cost grow with the match (serialising it for IPC,
 * checking it in main). The sender sends only the moves made since the save main last
 * accepted, with the rest of the save; main adds them to the moves it holds. When main
 * does not hold those moves (another match was saved, main restarted, a take-back), it
 * answers 'stale' and the save is sent whole. It runs in the sandboxed preload, which can
 * load no package: type imports only.
 */
import type { IpcResult } from '../ipc/result';
import type { AutosaveMoves } from './autosave-moves';
import type { SaveFile, SaveSummary } from './format';

type Autosave = (save: SaveFile) => Promise<IpcResult<SaveSummary>>;

interface Acknowledged {
  readonly gameId: string;
  readonly startedAt: string;
  readonly actions: readonly unknown[];
}

/** Whether `actions` begins with the very moves acknowledged (the match store appends, never copies). */
function extendsAcknowledged(save: SaveFile, last: Acknowledged | null): last is Acknowledged {
  const { actions, gameId, startedAt } = save.record;
  if (!last || last.gameId !== gameId || last.startedAt !== startedAt) return false;
  if (actions.length < last.actions.length) return false;
  for (let i = 0; i < last.actions.length; i++) if (actions[i] !== last.actions[i]) return false;
  return true;
}

export function createAutosaveSender(send: {
  readonly whole: Autosave;
  readonly moves: (moves: AutosaveMoves) => Promise<IpcResult<SaveSummary>>;
}): Autosave {
  let acknowledged: Acknowledged | null = null;
  return async (save) => {
    const last = acknowledged;
    acknowledged = null;
    let result: IpcResult<SaveSummary> | null = null;
    if (extendsAcknowledged(save, last)) {
      const from = last.actions.length;
      const newMoves = save.record.actions.slice(from);
      result = await send.moves({
        from,
        save: { ...save, record: { ...save.record, actions: newMoves } },
      });
      if (!result.ok && result.error.code === 'stale') result = null;
    }
    result ??= await send.whole(save);
    if (result.ok) {
      const { gameId, startedAt, actions } = save.record;
      acknowledged = { gameId, startedAt, actions: actions.slice() };
    }
    return result;
  };
}
