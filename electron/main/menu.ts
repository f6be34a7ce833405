/**
 * The application menu as plain data: Electron's MenuItemConstructorOptions, built without
 * importing Electron so the items and shortcuts can be tested.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/ipc/api';

export function menuTemplate(
  send: (command: MenuCommand) => void,
  platform: NodeJS.Platform,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const app: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: 'River Table',
          submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'hide' }, { role: 'quit' }],
        },
      ]
    : [];
  return [
    ...app,
    {
      label: '&Game',
      submenu: [
        { label: 'New Game…', accelerator: 'CmdOrCtrl+N', click: () => send('new-game') },
        { label: 'Load…', accelerator: 'CmdOrCtrl+O', click: () => send('load') },
        { label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => send('save-as') },
        { type: 'separator' },
        { label: 'Host Online Game…', click: () => send('host-online') },
        { label: 'Join Online Game…', click: () => send('join-online') },
        { type: 'separator' },
        { label: 'Home', accelerator: 'CmdOrCtrl+H', click: () => send('home') },
        { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => send('settings') },
        ...(mac
          ? []
          : [
              { type: 'separator' } as const,
              { role: 'quit', accelerator: 'CmdOrCtrl+Q' } as const,
            ]),
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'togglefullscreen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
        { type: 'separator' },
        // Streaming is turned on in the renderer first, so its page has a match to show.
        { label: 'Audience Window…', click: () => send('audience-window') },
        { type: 'separator' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'resetZoom' },
      ],
    },
    {
      label: '&Help',
      submenu: [
        { label: 'Rules', accelerator: 'F1', click: () => send('rules') },
        { label: 'About River Table', click: () => send('about') },
      ],
    },
  ];
}
