/**
 * The main process, kept thin: it wires the tested modules (saves, settings, window
 * state, menu, IPC handlers) to Electron and applies the security checklist.
 */
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  net,
  protocol,
  screen,
  session,
  shell,
  type IpcMainInvokeEvent,
} from 'electron';
import { ipcChannels, MENU_CHANNEL, type IpcChannel, type MenuCommand } from '../../shared/ipc/api';
import { findGame } from '../../shared/games/registry';
import { AUDIENCE_WINDOW_SIZES, type AudienceWindowSize } from '../../shared/ipc/audience';
import { fail } from '../../shared/ipc/result';
import { createApiHandlers } from './api-handlers';
import { createAudienceController, type AudienceController } from './audience/controller';
import { readAudienceSaved, writeAudienceSaved } from './audience/saved';
import { audienceWindowMenu, audienceWindowOptions } from './audience/window';
import { writeFileAtomic } from './atomic-file';
import { menuTemplate } from './menu';
import { createOnlineHosting, type OnlineHosting } from '../online/hosting';
import { FolderTableStore } from '../online/table-store';
import { APP_SCHEME, bundledFileFor, isTrustedSender, rendererSource } from './renderer-origin';
import { createWorkerReplayer } from './save-replayer';
import { createSaveStore } from './save-store';
import { createSettingsStore } from './settings-store';
import { guardWebContents } from './web-contents-guard';
import { MIN_HEIGHT, MIN_WIDTH, restoreWindowState, type WindowState } from './window-state';

const source = rendererSource(process.env.ELECTRON_RENDERER_URL, app.isPackaged);
const rendererRoot = join(__dirname, '../renderer');
const windowStateFile = (): string => join(app.getPath('userData'), 'window-state.json');

let tableWindow: BrowserWindow | null = null;
let audienceWindow: BrowserWindow | null = null;

/** Only our own renderer's main frame may call the API (see renderer-origin.ts). */
function trustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return isTrustedSender({ url: frame?.url, isMainFrame: frame?.parent === null }, source);
}

// Before the app is ready: app:// is a standard, secure scheme, so the renderer has an
// origin of its own, module scripts and workers load, and the CSP's 'self' means it.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

function serveBundledRenderer(): void {
  protocol.handle(APP_SCHEME, (request) => {
    const file = bundledFileFor(request.url, rendererRoot);
    return file ? net.fetch(pathToFileURL(file).href) : new Response('Not found', { status: 404 });
  });
}

function savedWindowState(): WindowState {
  const displays = screen.getAllDisplays().map((d) => d.workArea);
  let saved: unknown = null;
  try {
    if (existsSync(windowStateFile())) saved = JSON.parse(readFileSync(windowStateFile(), 'utf8'));
  } catch {
    saved = null;
  }
  return restoreWindowState(saved, displays, screen.getPrimaryDisplay().workArea);
}

function rememberWindowState(window: BrowserWindow): void {
  const state: WindowState = {
    bounds: window.getNormalBounds(),
    maximised: window.isMaximized(),
    fullScreen: window.isFullScreen(),
  };
  writeFileAtomic(windowStateFile(), JSON.stringify(state), false);
}

function createTableWindow(): BrowserWindow {
  const state = savedWindowState();
  const window = new BrowserWindow({
    ...state.bounds,
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    show: false,
    title: 'River Table',
    backgroundColor: '#151a1f',
    webPreferences: {
      preload: join(__dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (state.maximised) window.maximize();
  if (state.fullScreen) window.setFullScreen(true);
  window.once('ready-to-show', () => window.show());
  window.on('close', () => rememberWindowState(window));
  void window.loadURL(source.url);
  return window;
}

/** One audience window: asked again, it loads the (perhaps new) address and takes the size. */
function openAudienceWindow(url: string, size: AudienceWindowSize): void {
  if (!audienceWindow || audienceWindow.isDestroyed()) {
    const window = new BrowserWindow(audienceWindowOptions(size));
    const resize = (to: AudienceWindowSize): void => {
      const { width, height } = AUDIENCE_WINDOW_SIZES[to];
      window.setContentSize(width, height);
    };
    window.setMenu(Menu.buildFromTemplate(audienceWindowMenu(resize)));
    window.on('closed', () => (audienceWindow = null));
    audienceWindow = window;
  } else {
    const { width, height } = AUDIENCE_WINDOW_SIZES[size];
    audienceWindow.setContentSize(width, height);
  }
  void audienceWindow.loadURL(url);
  audienceWindow.show();
}

function sendMenuCommand(command: MenuCommand): void {
  tableWindow?.webContents.send(MENU_CHANNEL, command);
}

/** Streaming stays off until the person turns it on; port and tokens are kept between launches. */
function createAudience(userData: string): AudienceController {
  const file = join(userData, 'audience.json');
  const controller = createAudienceController({
    staticDir: join(__dirname, '../renderer'),
    findGame,
    saved: readAudienceSaved(file),
    onSave: (saved) => writeAudienceSaved(file, saved),
  });
  setInterval(() => controller.tick(), 1000).unref();
  app.on('before-quit', () => void controller.close());
  return controller;
}

/** Online tables are served only once the person hosts; they are kept beside the saves. */
function createOnline(userData: string): OnlineHosting {
  const hosting = createOnlineHosting({
    store: new FolderTableStore(join(userData, 'online-tables')),
    log: (line) => console.warn(`[online] ${line}`),
  });
  app.on('before-quit', () => void hosting.stop());
  return hosting;
}

function registerIpc(): void {
  const userData = app.getPath('userData');
  const handlers = createApiHandlers({
    audience: createAudience(userData),
    online: createOnline(userData),
    openAudienceWindow,
    saves: createSaveStore({
      dir: join(userData, 'saves'),
      findGame,
      replayer: createWorkerReplayer(() => new Worker(join(__dirname, 'save-replay-worker.js'))),
    }),
    settings: createSettingsStore({ file: join(userData, 'settings.json') }),
    appInfo: {
      name: app.getName(),
      version: app.getVersion(),
      platform: process.platform,
      versions: {
        electron: process.versions.electron ?? '',
        chrome: process.versions.chrome ?? '',
        node: process.versions.node,
      },
    },
  });
  for (const channel of Object.keys(ipcChannels) as IpcChannel[]) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      trustedSender(event)
        ? handlers[channel](...args)
        : fail('forbidden', 'This window may not use the River Table API.'),
    );
  }
}

function applySecurity(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(
      {
        onNavigation: (listener) => {
          contents.on('will-navigate', listener);
          contents.on('will-redirect', listener);
        },
        onAttachWebview: (listener) => contents.on('will-attach-webview', listener),
        setWindowOpenHandler: (handler) => contents.setWindowOpenHandler(handler),
      },
      source,
      (url) => void shell.openExternal(url),
    ),
  );
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!tableWindow) return;
    if (tableWindow.isMinimized()) tableWindow.restore();
    tableWindow.focus();
  });
  void app.whenReady().then(() => {
    applySecurity();
    serveBundledRenderer();
    registerIpc();
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(menuTemplate(sendMenuCommand, process.platform)),
    );
    tableWindow = createTableWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) tableWindow = createTableWindow();
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
