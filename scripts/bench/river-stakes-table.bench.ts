/**
 * The River Stakes table in headless Chromium at 1024×640 (WebGL on SwiftShader here):
 * frames per second with the whole board in mid-game and four dice at rest, as a ratio to
 * the bare table with the same dice measured in the same run, and draw calls per frame.
 * The two scenes alternate over several rounds so a busy machine weighs on both alike.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/chromium';
import { serveFolder } from '../../e2e/support/static-server';
import { quantile } from '../lib/stats';
import type { BenchResult } from './types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = 4;
const WARM_UP_MS = 3000;
const MEASURE_MS = 8000;
const VIEWPORT = { width: 1024, height: 640 };

interface Sample {
  readonly fps: number;
  readonly calls: number;
  readonly triangles: number;
}

async function measure(browser: Browser, url: string, scene: string): Promise<Sample> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}?bench=${scene}`);
  await page.waitForFunction(() => '__riverTableBench' in window, null, { timeout: 60_000 });
  await page.waitForTimeout(WARM_UP_MS);
  // Passed as text: tsx would wrap a function's inner names in a helper the page lacks.
  const sample = (await page.evaluate(`new Promise((resolve) => {
    const probe = window.__riverTableBench;
    let frames = 0;
    const started = performance.now();
    requestAnimationFrame(function tick() {
      frames++;
      if (performance.now() - started < ${MEASURE_MS}) return requestAnimationFrame(tick);
      const seconds = (performance.now() - started) / 1000;
      resolve({ fps: frames / seconds, calls: probe.calls(), triangles: probe.triangles() });
    });
  })`)) as Sample;
  await page.close();
  if (errors.length > 0) throw new Error(`the ${scene} scene failed: ${errors.join('; ')}`);
  return sample;
}

export async function run(): Promise<BenchResult> {
  const rendererDir = join(ROOT, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    execFileSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const server = await serveFolder(rendererDir);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
  });
  const empty: Sample[] = [];
  const full: Sample[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      empty.push(await measure(browser, server.url, 'empty'));
      full.push(await measure(browser, server.url, 'river-stakes'));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const median = (xs: readonly Sample[], key: keyof Sample): number =>
    quantile(
      xs.map((x) => x[key]),
      0.5,
    );
  const ratio = median(full, 'fps') / median(empty, 'fps');
  const calls = Math.max(...full.map((s) => s.calls));
  const row = (scene: string, xs: readonly Sample[]) => ({
    scene,
    'median fps': median(xs, 'fps').toFixed(1),
    'fps per round': xs.map((s) => s.fps.toFixed(1)).join(' / '),
    'draw calls': Math.max(...xs.map((s) => s.calls)),
    triangles: Math.max(...xs.map((s) => s.triangles)),
  });
  return {
    title: `River Stakes table, headless Chromium ${VIEWPORT.width}×${VIEWPORT.height}, ${ROUNDS} alternating rounds of ${MEASURE_MS / 1000} s`,
    rows: [
      row('empty table + 4 dice (baseline)', empty),
      row('River Stakes mid-game + 4 dice', full),
    ],
    targets: [
      {
        description: 'frame rate of the full table ≥ 0.8 × the empty table',
        figure: `${ratio.toFixed(2)} × (${median(full, 'fps').toFixed(1)} vs ${median(empty, 'fps').toFixed(1)} fps)`,
        met: ratio >= 0.8,
      },
      {
        description: 'draw calls per frame ≤ 120',
        figure: `${calls} (baseline ${Math.max(...empty.map((s) => s.calls))})`,
        met: calls <= 120,
      },
    ],
  };
}
