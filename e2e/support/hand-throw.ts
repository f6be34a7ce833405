import type { Page } from '@playwright/test';

/** A throw by hand: press in the tray (where its hint is), shake, and fling the dice. */
export async function flingDice(page: Page): Promise<void> {
  const box = (await page.locator('.hand-hint').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2 + 30];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + (i % 2 ? 40 : -40), y - i * 6);
  await page.mouse.move(x - 60, y - 80, { steps: 3 });
  await page.mouse.up();
}
