import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, expect, test } from '@playwright/test';

/** The Electron binary npm installed, if it could download one; null on machines that cannot. */
function electronBinary(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();

test('the desktop app opens on the home screen with the 3D table', async () => {
  test.skip(
    binary === null,
    'No Electron binary on this machine (it is downloaded on first use, and this machine cannot reach the download). The renderer specs cover the app in Chromium; run this spec where Electron is installed.',
  );
  const app = await _electron.launch({
    executablePath: binary!,
    args: [
      'out/main/index.js',
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'river-table-electron-'))}`,
    ],
  });
  const window = await app.firstWindow();
  await expect(window.getByRole('heading', { name: 'River Table', level: 1 })).toBeVisible();
  await expect(window.locator('[data-testid="table-canvas"] canvas')).toBeVisible();
  const exposed = await window.evaluate(() =>
    Object.keys((window as unknown as { riverTable: object }).riverTable).sort(),
  );
  expect(exposed).toEqual(['app', 'saves', 'settings']);
  expect(
    await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require),
  ).toBe('undefined');
  await app.close();
});
