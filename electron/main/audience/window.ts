/**
 * The audience window: the streaming page in a window of its own, for window capture or a
 * second screen. Plain data here (no Electron), so its settings are tested in Node.
 */
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { AUDIENCE_WINDOW_SIZES, type AudienceWindowSize } from '../../../shared/ipc/audience';

export function audienceWindowOptions(size: AudienceWindowSize): BrowserWindowConstructorOptions {
  return {
    ...AUDIENCE_WINDOW_SIZES[size],
    // The page is drawn at exactly the stream's size; the frame comes on top.
    useContentSize: true,
    title: 'River Table — audience',
    backgroundColor: '#151a1f',
    autoHideMenuBar: true,
    webPreferences: {
      // Covered by the streaming software's own window, it must keep drawing.
      backgroundThrottling: false,
      // A web page from the loopback server: no preload, no API, nothing of Node.
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  };
}

/** The window's own menu: the preset sizes, and reloading the page. */
export function audienceWindowMenu(
  resize: (size: AudienceWindowSize) => void,
): MenuItemConstructorOptions[] {
  return [
    {
      label: '&Size',
      submenu: [
        ...(Object.keys(AUDIENCE_WINDOW_SIZES) as AudienceWindowSize[]).map((size) => ({
          label: size.replace('x', ' × '),
          click: () => resize(size),
        })),
        { type: 'separator' as const },
        { role: 'reload' as const },
        { role: 'close' as const },
      ],
    },
  ];
}
