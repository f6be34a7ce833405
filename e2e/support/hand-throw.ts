import { expect, type Page } from '@playwright/test';

/** Where the tray's hint is centred once the camera has come to rest (two frames apart). */
async function restingHint(page: Page): Promise<{ x: number; y: number }> {
  const hint = page.locator('.hand-hint');
  let seen = '';
  let centre = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const box = (await hint.boundingBox())!;
        centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const now = `${Math.round(centre.x)},${Math.round(centre.y)}`;
        const still = now === seen;
        seen = now;
        return still;
      },
      // Specs draw twice a second: a poll a frame apart sees whether the camera still moves.
      { timeout: 30_000, intervals: [600] },
    )
    .toBe(true);
  return centre;
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
