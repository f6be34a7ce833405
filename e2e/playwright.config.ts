import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Each spec has its own data folder and the worker its own server; two at once keep the
  // growing suite well inside CI's time on two cores (specs wait on motion more than on CPU).
  workers: 2,
  // CI tries a failed spec once more, so one timing race in a long spec cannot sink a run;
  // the list reporter still names every spec that needed it as "flaky", to be mended.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // An action that can never happen (a button gone for good) fails in a minute instead of
    // holding a long spec until its whole timeout.
    actionTimeout: 60_000,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_ARGS],
    },
  },
});
