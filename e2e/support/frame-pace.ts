/**
 * How often the table is drawn in a spec. SwiftShader draws every WebGL frame on the CPU,
 * about half a core-second a frame even at low graphics, and a page draws as often as it
 * can: two workers' pages drawing flat out held both cores (about 3 frames a second each),
 * and the servers, computer players and test runner beside them waited their turn. Every
 * motion at the table is timed by the clock, not by frames (dice play back their recorded
 * throws by the clock, pieces and cameras ease by the time between frames), so fewer frames
 * show the same things at the same moments, only less smoothly. Three specs that play whole
 * games took 256 s unpaced and 163-218 s paced, run side by side on the same machine.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

const FRAMES_PER_SECOND = 2;

/** Every page of `context` asks for animation frames at most FRAMES_PER_SECOND times a second. */
export async function paceFrames(context: BrowserContext): Promise<void> {
  await context.addInitScript(paceInPage, FRAMES_PER_SECOND);
}

/** A new context of `browser` with its frames paced. */
export async function pacedContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await paceFrames(context);
  return context;
}

/**
 * Resolves once the page has drawn two more frames. The pointer finds a 3D object where
 * the last frame drew it: an object moved by a change (the lit ring under the next die on
 * offer) is under the pointer only after a frame, half a second apart in a spec.
 */
export async function drawnFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Runs in the page, before its own scripts: it must not refer to anything outside itself. */
function paceInPage(framesPerSecond: number): void {
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  const gap = 1000 / framesPerSecond;
  const waiting = new Map<number, { timer: number; frame?: number }>();
  let lastId = 0;
  // Callbacks asked for before the next paced frame all run in it, as in one real frame.
  let nextFrameAt = 0;
  window.requestAnimationFrame = (callback) => {
    const id = ++lastId;
    const timer = window.setTimeout(
      () => {
        entry.frame = request((time) => {
          waiting.delete(id);
          if (time >= nextFrameAt) nextFrameAt = time + gap;
          callback(time);
        });
      },
      Math.max(0, nextFrameAt - performance.now()),
    );
    const entry: { timer: number; frame?: number } = { timer };
    waiting.set(id, entry);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    const entry = waiting.get(id);
    if (!entry) return;
    window.clearTimeout(entry.timer);
    if (entry.frame !== undefined) cancel(entry.frame);
    waiting.delete(id);
  };
}
