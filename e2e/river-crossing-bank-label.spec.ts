import { expect, keepScreenshot, test } from './support/fixtures';
import { quickSettings } from './support/quick-settings';

test("River Crossing: Black's home bank keeps its name readable behind Black's twelve pieces", async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  await page
    .locator('[data-game="river-crossing"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('River Crossing');
  await page.waitForTimeout(2500);
  await keepScreenshot(page, 'crossing-banks-seat.png');
  await page.getByRole('button', { name: 'Audience', exact: true }).click();
  await page.waitForTimeout(2500);
  await keepScreenshot(page, 'crossing-banks-audience.png');
});
