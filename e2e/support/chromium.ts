import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the end-to-end tests drive: $CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium, else a browser Playwright installed itself.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install -y chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to its executable.',
  );
}

/** SwiftShader gives WebGL without a GPU; the rest keeps Chromium off the closed network. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
