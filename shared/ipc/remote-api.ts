/**
 * The renderer's API built on any transport that can call a named channel and push menu
 * commands: Electron's preload (ipcRenderer) and the web host's WebSocket both build it
 * here, so the two can never offer different methods. Type imports only: the sandboxed
 * preload bundles this and may load no package.
 */
import type { IpcChannel, MenuCommand, RiverTableApi } from './api';
import type { IpcResult } from './result';
import type { AutosaveMoves } from '../saves/autosave-moves';
import { createAutosaveSender } from '../saves/autosave-sender';
import type { SaveFile, SaveSummary } from '../saves/format';

export interface ChannelTransport {
  /** Calls `channel` with `args`; the far side checks them and answers with an IpcResult. */
  invoke(channel: IpcChannel, args: readonly unknown[]): Promise<IpcResult<unknown>>;
  /** Menu commands pushed from the host; returns an unsubscribe function. */
  onMenu(listener: (command: MenuCommand) => void): () => void;
}

export function remoteApi(transport: ChannelTransport): RiverTableApi {
  // The host answers each channel with the type RiverTableApi gives it (api-handlers.ts).
  const call =
    (channel: IpcChannel) =>
    (...args: unknown[]) =>
      transport.invoke(channel, args) as Promise<never>;
  return {
    saves: {
      list: call('saves:list'),
      read: call('saves:read'),
      saveAs: call('saves:saveAs'),
      autosave: createAutosaveSender({
        whole: call('saves:autosave') as (save: SaveFile) => Promise<IpcResult<SaveSummary>>,
        moves: call('saves:autosaveMoves') as (
          moves: AutosaveMoves,
        ) => Promise<IpcResult<SaveSummary>>,
      }),
      rename: call('saves:rename'),
      remove: call('saves:remove'),
      latestAutosave: call('saves:latestAutosave'),
    },
    settings: {
      get: call('settings:get'),
      update: call('settings:update'),
    },
    audience: {
      status: call('audience:status'),
      configure: call('audience:configure'),
      newToken: call('audience:newToken'),
      publish: call('audience:publish'),
      openWindow: call('audience:openWindow'),
    },
    online: {
      status: call('online:status'),
      host: call('online:host'),
      open: call('online:open'),
      stop: call('online:stop'),
    },
    app: {
      info: call('app:info'),
      onMenu: (listener) => transport.onMenu(listener),
    },
  };
}
