/**
 * The test fixture every renderer spec uses: the built renderer served on loopback, and a
 * host bridge that stands in for Electron's preload by mapping `window.riverTable` onto
 * the real main-process handlers running in this test process, so saves are real files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { createApiHandlers } from '../../electron/main/api-handlers';
import { createAudienceController } from '../../electron/main/audience/controller';
import { createSaveStore } from '../../electron/main/save-store';
import { createSettingsStore } from '../../electron/main/settings-store';
import { createOnlineHosting } from '../../electron/online/hosting';
import { MemoryTableStore } from '../../electron/online/table-store';
import { findGame } from '../../shared/games/registry';
import { ipcChannels, type IpcChannel, type MenuCommand } from '../../shared/ipc';
import { serveFolder } from './static-server';

export interface Host {
  /** The user-data folder for this test: saves/ and settings.json live here. */
  readonly dataDir: string;
  readonly savesDir: string;
  /** Opens the app (again, keeping the same data folder: a restart). */
  open(page: Page): Promise<void>;
  /** Sends an application-menu command, as main does. */
  menu(page: Page, command: MenuCommand): Promise<void>;
}

const rendererDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'out', 'renderer');

/** Where specs leave the screenshots a person looks at. */
export const screenshotDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'screenshots',
);

export const test = base.extend<{ host: Host }, { rendererUrl: string }>({
  rendererUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const server = await serveFolder(rendererDir);
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
  host: async ({ rendererUrl }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'river-table-e2e-'));
    const savesDir = join(dataDir, 'saves');
    // The audience server, serving the built page, exactly as main runs it (off until turned on).
    // Any free port: specs and other runs on this machine must not meet on the default one.
    const audience = createAudienceController({
      staticDir: rendererDir,
      findGame,
      saved: { port: 0 },
    });
    // Online tables served from this test process, as main serves them.
    const online = createOnlineHosting({ store: new MemoryTableStore(), log: () => undefined });
    const handlers = createApiHandlers({
      audience,
      online,
      saves: createSaveStore({ dir: savesDir, findGame }),
      settings: createSettingsStore({ file: join(dataDir, 'settings.json') }),
      appInfo: {
        name: 'River Table',
        version: 'test',
        platform: process.platform,
        versions: { node: process.versions.node },
      },
    });
    const bound = new WeakSet<Page>();
    const host: Host = {
      dataDir,
      savesDir,
      async open(page) {
        if (!bound.has(page)) {
          bound.add(page);
          page.on('pageerror', (error) => console.error(`[renderer] ${error.message}`));
          await page.exposeFunction(
            '__riverTableInvoke',
            (channel: IpcChannel, args: unknown[]) => {
              if (!Object.hasOwn(ipcChannels, channel))
                return {
                  ok: false,
                  error: { code: 'forbidden', message: `no channel ${channel}` },
                };
              const handler = handlers[channel] as (...a: unknown[]) => Promise<unknown>;
              return handler(...args);
            },
          );
          await page.addInitScript((channels: string[]) => {
            type Listener = (command: string) => void;
            const listeners = new Set<Listener>();
            const invoke = (
              window as unknown as {
                __riverTableInvoke: (c: string, a: unknown[]) => Promise<unknown>;
              }
            ).__riverTableInvoke;
            const api: Record<string, Record<string, unknown>> = {};
            for (const channel of channels) {
              const [group, method] = channel.split(':') as [string, string];
              api[group] ??= {};
              api[group][method] = (...args: unknown[]) => invoke(channel, args);
            }
            api.app!.onMenu = (listener: Listener) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            };
            Object.assign(window, {
              riverTable: api,
              __riverTableMenu: (command: string) => listeners.forEach((l) => l(command)),
            });
          }, Object.keys(ipcChannels));
        }
        await page.goto(rendererUrl);
      },
      async menu(page, command) {
        await page.evaluate(
          (c) =>
            (window as unknown as { __riverTableMenu: (c: string) => void }).__riverTableMenu(c),
          command,
        );
      },
    };
    await use(host);
    await audience.close();
    await online.stop();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect };

/**
 * Keeps a screenshot of `page` (or one element of it) for a person to look at, as `name` in the screenshots folder.
 * Chromium on SwiftShader now and then refuses a capture while it is drawing a frame
 * ("Unable to capture screenshot"); that says nothing of the app, so the capture is tried
 * again a moment later before the spec fails.
 */
export async function keepScreenshot(
  page: Page | Locator,
  name: string,
  options: { omitBackground?: boolean } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot({ path: join(screenshotDir, name), ...options });
      return;
    } catch (error) {
      if (attempt >= 3 || !/Unable to capture screenshot/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * How much of the canvas is not one flat colour: a blank or failed WebGL canvas is 0.
 * Reads the canvas itself (it keeps its drawing buffer) on a coarse grid.
 */
export async function canvasVariety(
  page: Page,
): Promise<{ distinctColours: number; width: number; height: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector(
      '[data-testid="table-canvas"] canvas',
    ) as HTMLCanvasElement | null;
    if (!canvas) return { distinctColours: 0, width: 0, height: 0 };
    const probe = document.createElement('canvas');
    probe.width = 64;
    probe.height = 40;
    const g = probe.getContext('2d')!;
    g.drawImage(canvas, 0, 0, probe.width, probe.height);
    const data = g.getImageData(0, 0, probe.width, probe.height).data;
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4)
      colours.add(`${data[i]! >> 3},${data[i + 1]! >> 3},${data[i + 2]! >> 3}`);
    return { distinctColours: colours.size, width: canvas.width, height: canvas.height };
  });
}
