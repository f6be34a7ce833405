/**
 * The preload: exposes exactly the methods of RiverTableApi as `window.riverTable`, each a
 * named call on its own channel. The renderer gets no Node, no ipcRenderer, nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { MenuCommand, RiverTableApi } from '../../shared/ipc/api';
import type { IpcResult } from '../../shared/ipc/result';
import { createAutosaveSender } from '../../shared/saves/autosave-sender';
import type { SaveSummary } from '../../shared/saves/format';

const invoke =
  (channel: string) =>
  (...args: unknown[]) =>
    ipcRenderer.invoke(channel, ...args);

const api: RiverTableApi = {
  saves: {
    list: invoke('saves:list'),
    read: invoke('saves:read'),
    saveAs: invoke('saves:saveAs'),
    autosave: createAutosaveSender({
      whole: invoke('saves:autosave') as (save: unknown) => Promise<IpcResult<SaveSummary>>,
      moves: invoke('saves:autosaveMoves') as (moves: unknown) => Promise<IpcResult<SaveSummary>>,
    }),
    rename: invoke('saves:rename'),
    remove: invoke('saves:remove'),
    latestAutosave: invoke('saves:latestAutosave'),
  },
  settings: {
    get: invoke('settings:get'),
    update: invoke('settings:update'),
  },
  audience: {
    status: invoke('audience:status'),
    configure: invoke('audience:configure'),
    newToken: invoke('audience:newToken'),
    publish: invoke('audience:publish'),
    openWindow: invoke('audience:openWindow'),
  },
  online: {
    status: invoke('online:status'),
    host: invoke('online:host'),
    open: invoke('online:open'),
    stop: invoke('online:stop'),
  },
  app: {
    info: invoke('app:info'),
    onMenu(listener) {
      const forward = (_event: unknown, command: MenuCommand): void => listener(command);
      ipcRenderer.on('menu:command', forward);
      return () => ipcRenderer.removeListener('menu:command', forward);
    },
  },
};

contextBridge.exposeInMainWorld('riverTable', api);
