import type { Page } from '@playwright/test';
import { drawnFrames } from './frame-pace';

/**
 * Where the tray's hint is centred once the camera has come to rest: the same in frames
 * drawn one after another. Compared by the clock instead, two looks could both see one
 * frame on a loaded machine, mid-swing.
 */
async function restingHint(page: Page): Promise<{ x: number; y: number }> {
  const hint = page.locator('.hand-hint');
  const centre = async (): Promise<{ x: number; y: number }> => {
    const box = (await hint.boundingBox())!;
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  };
  let seen = await centre();
  for (;;) {
    await drawnFrames(page);
    const now = await centre();
    if (now.x === seen.x && now.y === seen.y) return now;
    seen = now;
  }
}

/**
 * A throw by hand: press on the tray's middle (its hint is centred there, and lets the
 * pointer through) once the camera is at rest, shake, and fling the dice. Pressed while the
 * chair's camera still swung in, the press landed where the tray had been.
 */
export async function flingDice(page: Page): Promise<void> {
  const { x, y } = await restingHint(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + (i % 2 ? 40 : -40), y - i * 6);
  await page.mouse.move(x - 60, y - 80, { steps: 3 });
  await page.mouse.up();
}
