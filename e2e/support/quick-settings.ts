import type { Page } from '@playwright/test';

/**
 * Opens Settings from the home screen and sets the fastest animation and low graphics:
 * software WebGL draws big shadowed frames slowly, and the game is the same at any quality.
 */
export async function quickSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Animation speed').fill('4');
  await page.getByLabel('Graphics quality').selectOption('low');
  await page.getByRole('button', { name: 'Done' }).click();
}
