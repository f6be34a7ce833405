/**
 * The preload: exposes exactly the methods of RiverTableApi as `window.riverTable`, each a
 * named call on its own channel. The renderer gets no Node, no ipcRenderer, nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { MenuCommand } from '../../shared/ipc/api';
import { remoteApi } from '../../shared/ipc/remote-api';

// MENU_CHANNEL's value: shared/ipc/api.ts loads zod, which a sandboxed preload cannot.
const MENU_CHANNEL = 'menu:command';

const api = remoteApi({
  invoke: (channel, args) => ipcRenderer.invoke(channel, ...args),
  onMenu(listener) {
    const forward = (_event: unknown, command: MenuCommand): void => listener(command);
    ipcRenderer.on(MENU_CHANNEL, forward);
    return () => ipcRenderer.removeListener(MENU_CHANNEL, forward);
  },
});

contextBridge.exposeInMainWorld('riverTable', api);
