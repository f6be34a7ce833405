/**
 * Frames per second and draw calls of table scenes in headless Chromium at 1024×640 (WebGL
 * on SwiftShader here), each scene chosen by `?bench=…` (renderer/bench/BenchApp.tsx). The
 * scenes alternate over several rounds so a busy machine weighs on all of them alike.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/chromium';
import { serveFolder } from '../../e2e/support/static-server';
import { quantile } from '../lib/stats';
import type { BenchResult, BenchTarget } from './types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ROUNDS = 4;
const WARM_UP_MS = 3000;
export const MEASURE_MS = 8000;
export const VIEWPORT = { width: 1024, height: 640 };

export interface Sample {
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

/** Each scene's samples, one per round, the scenes taking turns. */
export async function measureScenes(scenes: readonly string[]): Promise<Sample[][]> {
  const rendererDir = join(ROOT, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    execFileSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const server = await serveFolder(rendererDir);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
  });
  const samples = scenes.map((): Sample[] => []);
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, scene] of scenes.entries())
        samples[i]!.push(await measure(browser, server.url, scene));
  } finally {
    await browser.close();
    await server.close();
  }
  return samples;
}

export const median = (xs: readonly Sample[], key: keyof Sample): number =>
  quantile(
    xs.map((x) => x[key]),
    0.5,
  );

export const mostCalls = (xs: readonly Sample[]): number => Math.max(...xs.map((s) => s.calls));

/** A table row for one scene's samples. */
export function sceneRow(scene: string, xs: readonly Sample[]): Record<string, string | number> {
  return {
    scene,
    'median fps': median(xs, 'fps').toFixed(1),
    'fps per round': xs.map((s) => s.fps.toFixed(1)).join(' / '),
    'draw calls': mostCalls(xs),
    triangles: Math.max(...xs.map((s) => s.triangles)),
  };
}

/**
 * The two targets every table meets: ≥ 0.8 × the baseline's frame rate, and at most
 * `maxCalls` draw calls (120 for a board, 150 for a table of seats with their own things).
 */
export function tableTargets(
  full: readonly Sample[],
  baseline: readonly Sample[],
  maxCalls = 120,
): BenchTarget[] {
  const ratio = median(full, 'fps') / median(baseline, 'fps');
  const calls = mostCalls(full);
  return [
    {
      description: 'frame rate of the full table ≥ 0.8 × the baseline',
      figure: `${ratio.toFixed(2)} × (${median(full, 'fps').toFixed(1)} vs ${median(baseline, 'fps').toFixed(1)} fps)`,
      met: ratio >= 0.8,
    },
    {
      description: `draw calls per frame ≤ ${maxCalls}`,
      figure: `${calls} (baseline ${mostCalls(baseline)})`,
      met: calls <= maxCalls,
    },
  ];
}

/** A table's benchmark: its scene against a baseline scene, alternating, with both targets. */
export async function tableBench(
  what: string,
  baseline: { readonly scene: string; readonly label: string },
  table: { readonly scene: string; readonly label: string },
  maxCalls?: number,
): Promise<BenchResult> {
  const [base = [], full = []] = await measureScenes([baseline.scene, table.scene]);
  return {
    title: `${what}, headless Chromium ${VIEWPORT.width}×${VIEWPORT.height}, ${ROUNDS} alternating rounds of ${MEASURE_MS / 1000} s`,
    rows: [sceneRow(baseline.label, base), sceneRow(table.label, full)],
    targets: tableTargets(full, base, maxCalls),
  };
}
