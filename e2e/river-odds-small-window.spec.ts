import { expect, test, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { fixSeed } from './support/seeded';

test.setTimeout(300_000);

test('River at 1024×640: the hand odds asked for mid-auction come into sight, and the bid panel comes back when they close', async ({
  page,
  host,
}) => {
  await fixSeed(page, 23);
  await page.setViewportSize({ width: 1024, height: 640 });
  await host.open(page);
  await quickSettings(page);
  await page.locator('[data-game="river-dice"]').getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('4', { exact: true }).check();
  await page.getByLabel('Seat 1 name').fill('Ada');
  for (const seat of [2, 3, 4])
    await page.getByLabel(`Seat ${seat} player`).selectOption('computer');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('button', { name: 'Roll, Ada (Space)' })).toBeVisible({
    timeout: 60_000,
  });
  await page.keyboard.press('Space');
  const pass = page.getByRole('button', { name: /^Pass/ });
  await expect(pass).toBeVisible({ timeout: 120_000 });

  await page.keyboard.press('o');
  const odds = page.getByRole('region', { name: 'Hand odds' });
  await expect(odds.getByRole('heading', { name: 'Your hand’s odds' })).toBeInViewport({
    ratio: 1,
  });
  await expect(odds.getByText(/^Now: row/)).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'river-odds-1024x640.png');

  await page.keyboard.press('o');
  await expect(odds).toHaveCount(0);
  await expect(pass).toBeInViewport({ ratio: 1 });
});
