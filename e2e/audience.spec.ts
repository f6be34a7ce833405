import type { Page } from '@playwright/test';
import { canvasVariety, expect, test, keepScreenshot } from './support/fixtures';
import { fixSeed } from './support/seeded';

test.setTimeout(300_000);

/** One step of Ada's play: throw, take the first outcome, press on once a turn then stop. */
async function playStep(page: Page, turns: { count: number }): Promise<void> {
  if (await page.getByRole('button', { name: /^Roll, / }).isVisible()) {
    await page.keyboard.press('Space');
  } else if (await page.locator('.stakes-choices button').first().isVisible()) {
    await page.keyboard.press('1');
  } else if (await page.locator('.stakes-decide').isVisible()) {
    turns.count++;
    await page.keyboard.press(turns.count % 2 === 0 ? 's' : 'c');
  } else await page.waitForTimeout(150);
}

const gameLog = (page: Page): Promise<string[]> =>
  page.locator('.game-log li:not(.log-end)').allTextContents();

test('the audience page follows a River Stakes game: the same dice and log, no controls, and an overlay for OBS', async ({
  page,
  host,
  context,
}) => {
  await fixSeed(page, 2026);
  await host.open(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  // Off until the person turns it on: no address to copy before.
  await expect(page.getByLabel('Audience page')).toHaveCount(0);
  // The toggle shows the server's answer: checked once main has started it.
  await page.getByLabel('Stream the table').click();
  await expect(page.getByLabel('Stream the table')).toBeChecked();
  // The address comes once main has started the server: wait for it, then read it.
  const address = page.getByLabel('Audience page');
  await expect(address).toHaveValue(
    /^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/audience\.html$/,
  );
  const url = await address.inputValue();
  await expect(page.getByText('never put it on the stream itself')).toBeVisible();
  await keepScreenshot(page, 'settings-streaming.png');
  await page.getByLabel('Animation speed').fill('4');
  await page.getByLabel('Graphics quality').selectOption('low');
  await page.getByRole('button', { name: 'Done' }).click();

  const audience = await context.newPage();
  await audience.setViewportSize({ width: 1280, height: 720 });
  await audience.goto(`${url}?quality=low`);
  await expect(audience.getByRole('status')).toContainText('Waiting for a game');

  await page
    .locator('[data-game="river-stakes"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await page.getByLabel('Seat 1 name').fill('Ada');
  await page.getByLabel('Seat 2 player').selectOption('computer');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(audience.locator('.bc-top')).toContainText('River Stakes');
  await expect(audience.locator('.bc-players')).toContainText('Ada');

  // Play until a few turns are in the log and the table waits on Ada: nothing moves then.
  const turns = { count: 0 };
  const adaToThrow = page.getByRole('button', { name: 'Roll, Ada (Space)' });
  while ((await gameLog(page)).length < 10 || !(await adaToThrow.isVisible()))
    await playStep(page, turns);

  const log = await gameLog(page);
  await expect(audience.locator('.bc-ticker li')).toHaveText(log.slice(-4));
  const lastThrow = [...log].reverse().find((line) => / throws \d( \d){3}\b/.test(line))!;
  const faces = lastThrow.match(/throws (\d( \d){3})\b/)![1]!.split(' ');
  await expect(audience.locator('.bc-die')).toHaveText(faces);
  await expect(audience.locator('.bc-turn')).toContainText('Ada: throw for turn');
  // The dice replayed from the throw record lie in the audience's tray as in the game's.
  await expect(page.locator('.throw-result')).toContainText(faces.join(', '));

  // A page for watching only: nothing to press or type.
  await expect(audience.locator('button, input, select, textarea, a, [role="button"]')).toHaveCount(
    0,
  );
  await expect
    .poll(async () => (await canvasVariety(audience)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(60);
  await keepScreenshot(audience, 'audience-full.png');
  // The same layout at 1920×1080: everything grows with the page height.
  await audience.setViewportSize({ width: 1920, height: 1080 });
  await expect
    .poll(() => audience.locator('.bc-ticker').evaluate((e) => getComputedStyle(e).fontSize))
    .toBe('24px');
  await keepScreenshot(audience, 'audience-full-1080.png');

  // The overlay for OBS: the broadcast layer alone, on nothing.
  const overlay = await context.newPage();
  await overlay.setViewportSize({ width: 1280, height: 720 });
  await overlay.goto(`${url}?layout=overlay&transparent=1&width=1280&height=720`);
  await expect(overlay.locator('.bc-ticker li')).toHaveText(log.slice(-4));
  await expect(overlay.locator('canvas')).toHaveCount(0);
  const corner = await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(corner).toBe('rgba(0, 0, 0, 0)');
  await keepScreenshot(overlay, 'audience-overlay.png', { omitBackground: true });

  // Leaving the match leaves the audience waiting for the next game.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /^Leave to home/ }).click();
  await expect(audience.getByRole('status')).toContainText('Waiting for a game');

  // A new address shuts the old one out: the page says so instead of trying for ever.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'New address' }).click();
  await expect(page.getByLabel('Audience page')).not.toHaveValue(url);
  await expect(audience.getByRole('status')).toContainText('This address no longer works');
});
