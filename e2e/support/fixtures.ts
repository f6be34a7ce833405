/**
 * The test fixture every renderer spec uses: River Table's web host (electron/web), as
 * `npm start` runs it without Electron, over a data folder of the test's own. The page
 * reaches the real main-process handlers through the web host's real WebSocket
 * transport, the code a person's clicks take, so saves are real files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startWebHost } from '../../electron/web/server';
import { createWebApi } from '../../electron/web/web-api';
import type { MenuCommand, SettingsPatch } from '../../shared/ipc';
import { paceFrames } from './frame-pace';
import { serveFolder } from './static-server';

export interface Host {
  /** The user-data folder for this test: saves/ and settings.json live here. */
  readonly dataDir: string;
  readonly savesDir: string;
  /** Opens the app (again, keeping the same data folder: a restart). */
  open(page: Page): Promise<void>;
  /** Sends an application-menu command to the open page, as main does. */
  menu(page: Page, command: MenuCommand): Promise<void>;
  /** Changes settings on the host's side, as if made in an earlier session. */
  updateSettings(patch: SettingsPatch): Promise<void>;
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
  context: async ({ context }, use) => {
    await paceFrames(context);
    await use(context);
  },
  /** The built renderer with no host behind it, as a plain web page (npm run serve's guests). */
  rendererUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const server = await serveFolder(rendererDir);
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
  host: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'river-table-e2e-'));
    const savesDir = join(dataDir, 'saves');
    // Any free port for the audience server: specs and other runs must not meet on the default one.
    const api = createWebApi({
      dataDir,
      rendererDir,
      audiencePort: 0,
      log: () => undefined,
      appInfo: {
        name: 'River Table',
        version: 'test',
        platform: process.platform,
        versions: { node: process.versions.node },
      },
    });
    const web = await startWebHost({ rendererDir, handlers: api.handlers });
    const watched = new WeakSet<Page>();
    const host: Host = {
      dataDir,
      savesDir,
      async open(page) {
        if (!watched.has(page)) {
          watched.add(page);
          page.on('pageerror', (error) => console.error(`[renderer] ${error.message}`));
        }
        await page.goto(web.url);
      },
      async menu(_page, command) {
        // The page opens its socket as it starts; a command sent before then would be lost.
        await expect.poll(() => web.pages(), { message: 'a page connected' }).toBeGreaterThan(0);
        web.menu(command);
      },
      async updateSettings(patch) {
        const result = await api.handlers['settings:update'](patch);
        if (!result.ok) throw new Error(result.error.message);
      },
    };
    await use(host);
    await web.close();
    await api.close();
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
