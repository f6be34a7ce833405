import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

test('settings persist across a reload and are written to disk', async ({ page, host }) => {
  await host.open(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Graphics quality').selectOption('low');
  await page.getByLabel(/Reduced motion/).check();
  await page.getByLabel(/Colour-blind-safe palette/).check();
  await page.getByLabel('Volume').fill('30');
  await expect
    .poll(() => readFileSync(join(host.dataDir, 'settings.json'), 'utf8'))
    .toContain('"graphicsQuality": "low"');

  await host.open(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByLabel('Graphics quality')).toHaveValue('low');
  await expect(page.getByLabel(/Reduced motion/)).toBeChecked();
  await expect(page.getByLabel(/Colour-blind-safe palette/)).toBeChecked();
  await expect(page.getByLabel('Volume')).toHaveValue('30');
  await expect(page.locator('.app')).toHaveAttribute('data-palette', 'colour-blind-safe');
});

test('the application menu opens settings and about', async ({ page, host }) => {
  await host.open(page);
  await host.menu(page, 'settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await host.menu(page, 'about');
  await expect(page.getByRole('heading', { name: 'About River Table' })).toBeVisible();
  await expect(page.getByText('Version test')).toBeVisible();
});
