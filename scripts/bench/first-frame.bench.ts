/**
 * Start-up: the size of the first script the page loads, and the time from loading the page
 * to the first drawn frame of the table (the home screen stands on it), for this build and
 * for a baseline build of an earlier commit made in the same run (`BENCH_BASELINE_REF`,
 * by default the last commit before the table host), in headless Chromium at 1024×640.
 * The two builds alternate over several rounds so a busy machine weighs on both alike.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/chromium';
import { serveFolder } from '../../e2e/support/static-server';
import { quantile } from '../lib/stats';
import type { BenchResult } from './types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? '16c1556';
const ROUNDS = 5;
const FIRST_SCRIPT_LIMIT = 1.5e6;
const VIEWPORT = { width: 1024, height: 640 };

function build(dir: string): string {
  execFileSync('npx', ['electron-vite', 'build'], { cwd: dir, stdio: 'ignore' });
  return join(dir, 'out', 'renderer');
}

/** The script index.html starts with: what every start of the app waits for. */
function firstScriptBytes(rendererDir: string): number {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no module script in ${rendererDir}/index.html`);
  return statSync(join(rendererDir, src.replace(/^\.?\//, ''))).size;
}

/** Milliseconds from navigation to the first frame in which the table canvas shows a picture. */
async function firstFrameMs(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(url, { waitUntil: 'commit' });
  // Passed as text: tsx would wrap a function's inner names in a helper the page lacks.
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const probe = document.createElement('canvas');
    probe.width = 32; probe.height = 20;
    const g = probe.getContext('2d', { willReadFrequently: true });
    requestAnimationFrame(function look() {
      const canvas = document.querySelector('[data-testid="table-canvas"] canvas');
      if (canvas && canvas.width > 0) {
        g.drawImage(canvas, 0, 0, probe.width, probe.height);
        const data = g.getImageData(0, 0, probe.width, probe.height).data;
        const colours = new Set();
        for (let i = 0; i < data.length; i += 4) colours.add(data[i] >> 4 << 8 | data[i + 1] >> 4 << 4 | data[i + 2] >> 4);
        if (colours.size > 8) return resolve(performance.now());
      }
      requestAnimationFrame(look);
    });
  })`)) as number;
  await page.close();
  return ms;
}

/** A build of the baseline commit in a scratch work tree, or why there is none. */
function baselineBuild(): { dir: string; cleanup: () => void } | string {
  try {
    execFileSync('git', ['rev-parse', '--verify', `${BASELINE_REF}^{commit}`], { cwd: ROOT });
  } catch {
    return `baseline commit ${BASELINE_REF} is not in this clone`;
  }
  const dir = mkdtempSync(join(tmpdir(), 'river-table-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE_REF], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir: build(dir),
    cleanup: () => {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function run(): Promise<BenchResult> {
  const current = existsSync(join(ROOT, 'out', 'renderer', 'index.html'))
    ? join(ROOT, 'out', 'renderer')
    : build(ROOT);
  const baseline = baselineBuild();
  const servers = [await serveFolder(current)];
  if (typeof baseline !== 'string') servers.push(await serveFolder(baseline.dir));
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
  });
  const times: number[][] = servers.map(() => []);
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, server] of servers.entries())
        times[i]!.push(await firstFrameMs(browser, server.url));
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  const bytes = firstScriptBytes(current);
  const baseBytes = typeof baseline === 'string' ? null : firstScriptBytes(baseline.dir);
  if (typeof baseline !== 'string') baseline.cleanup();
  const median = (xs: readonly number[]): number => quantile(xs, 0.5);
  const now = median(times[0]!);
  const before = times[1] ? median(times[1]) : null;
  const row = (build: string, size: number, xs: readonly number[]) => ({
    build,
    'first script (kB)': (size / 1000).toFixed(1),
    'median first frame (ms)': median(xs).toFixed(0),
    'per round (ms)': xs.map((x) => x.toFixed(0)).join(' / '),
  });
  return {
    title: `Start-up in headless Chromium ${VIEWPORT.width}×${VIEWPORT.height}, ${ROUNDS} alternating rounds`,
    rows: [
      row('this build', bytes, times[0]!),
      ...(baseBytes !== null && times[1]
        ? [row(`baseline ${BASELINE_REF}`, baseBytes, times[1])]
        : []),
    ],
    targets: [
      {
        description: 'first script ≤ 1.5 MB',
        figure: `${(bytes / 1e6).toFixed(2)} MB${baseBytes === null ? '' : ` (baseline ${(baseBytes / 1e6).toFixed(2)} MB)`}`,
        met: bytes <= FIRST_SCRIPT_LIMIT,
      },
      before === null
        ? {
            description: 'first table frame no slower than the baseline',
            figure: `not measured: ${String(baseline)}`,
            met: false,
          }
        : {
            description:
              'first table frame no slower than the baseline (ratio ≤ 1.05, within noise)',
            figure: `${(now / before).toFixed(2)} × (${now.toFixed(0)} vs ${before.toFixed(0)} ms)`,
            met: now / before <= 1.05,
          },
    ],
  };
}
