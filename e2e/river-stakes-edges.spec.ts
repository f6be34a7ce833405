/**
 * River Stakes as a new user meets it off the happy path: odd names, keys that mean
 * something elsewhere, Escape, Continue in one key, and the dice of a throw still waiting
 * for its pairing after a graphics change and after leaving and coming back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { canvasVariety, expect, test, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';

test.setTimeout(480_000);

async function newRiverStakes(page: Page): Promise<void> {
  await page
    .locator('[data-game="river-stakes"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await expect(page.getByRole('heading', { name: 'New game: River Stakes' })).toBeVisible();
}

const log = (page: Page) => page.locator('.game-log li:not(.log-end)');
const choices = (page: Page) => page.locator('.stakes-choices');
const decide = (page: Page) => page.locator('.stakes-decide');

/** Plays Ada's part (throwing with Space, taking the first outcome) until `until` is visible. */
async function playUntil(page: Page, until: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 600; step++) {
    if (await until()) return;
    if (await page.getByRole('button', { name: /^Roll, Ada/ }).isVisible())
      await page.keyboard.press('Space');
    else if (await choices(page).isVisible()) await page.keyboard.press('1');
    else if (await decide(page).isVisible()) await page.keyboard.press('s');
    await page.waitForTimeout(150);
  }
  throw new Error('The game never reached the moment the test waits for.');
}

/** The faces of the throw waiting for a pairing, as the HUD lists them. */
async function facesOnOffer(page: Page): Promise<string> {
  const text = (await choices(page).locator('.faces').textContent()) ?? '';
  return text.split(' · ').join(', ');
}

test('the New game form refuses an empty name, keeps odd ones, and offers the speed', async ({
  page,
  host,
}) => {
  await host.open(page);
  await newRiverStakes(page);
  await expect(page.getByLabel('Animation speed')).toBeVisible();
  for (const blank of ['', '   ']) {
    await page.getByLabel('Seat 1 name').fill(blank);
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('alert')).toContainText('Seat 1 needs a name');
    await expect(page.getByRole('heading', { name: 'New game: River Stakes' })).toBeVisible();
  }
  await page.getByLabel('Seat 1 name').fill('Basil');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('alert')).toContainText('same name');

  await page.getByLabel('Seat 1 name').fill('  Zoë 🦦 ');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('Zoë 🦦');
  // The game's first autosave is a valid save holding the trimmed name.
  await expect
    .poll(
      () =>
        readdirSync(host.savesDir).filter((f) => /^autosave-.*(?<!\.bak)\.json$/.test(f)).length,
    )
    .toBe(1);
  const file = readdirSync(host.savesDir).find((f) => /^autosave-.*(?<!\.bak)\.json$/.test(f))!;
  const envelope = JSON.parse(readFileSync(join(host.savesDir, file), 'utf8')) as {
    save: { record: { seats: { name: string }[] } };
  };
  expect(envelope.save.record.seats[0]!.name).toBe('Zoë 🦦');
  await expect(page.locator('.notice')).toHaveCount(0);
});

test('keys, Escape, Continue in one key, and the waiting throw kept through a graphics change and a restart', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  await newRiverStakes(page);
  await page.getByLabel('Seat 1 name').fill('Ada');
  await page.getByLabel('Seat 2 player').selectOption('computer');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();
  const camera = page.getByRole('group', { name: 'Camera' });
  const pressed = () => camera.locator('[aria-pressed="true"]').textContent();

  // V steps through the camera views; it is no game's key.
  const before = await pressed();
  await page.keyboard.press('v');
  await expect.poll(pressed).not.toBe(before);

  // A digit chooses an outcome and leaves the camera where it is.
  await playUntil(page, () => choices(page).isVisible());
  const view = await pressed();
  const outcomes = await choices(page).locator('button').allTextContents();
  expect(new Set(outcomes).size, 'each outcome is offered once').toBe(outcomes.length);
  await page.keyboard.press('1');
  await expect(choices(page)).toBeHidden();
  expect(await pressed()).toBe(view);

  // Continue throws at once, in one key; the log never says "throws again" before a throw.
  await playUntil(page, () => decide(page).isVisible());
  const lines = await log(page).count();
  // Ctrl+Z while the dice roll: their faces are already known, so nothing is taken back.
  await page.keyboard.press('c');
  await page.keyboard.press('Control+z');
  await expect(log(page).nth(lines)).toContainText('Ada presses on');
  await expect(log(page).nth(lines + 1)).toContainText('Ada throws');
  await expect(page.getByRole('button', { name: 'Take back' })).toBeDisabled();
  expect((await log(page).allTextContents()).join('\n')).not.toContain('throws again');

  // Escape opens the table menu and closes it again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Table menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Table menu' })).toBeHidden();

  // A throw waiting for its pairing: its dice lie in the tray, through a change of graphics…
  await playUntil(page, () => choices(page).isVisible());
  const faces = await facesOnOffer(page);
  await expect(page.locator('.throw-result')).toContainText(faces);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Graphics quality').selectOption('medium');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(choices(page)).toBeVisible();
  await expect(page.locator('.throw-result')).toContainText(faces);
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(60);
  await keepScreenshot(page, 'river-stakes-after-quality-change.png');

  // …and after leaving the app and choosing Continue.
  await host.open(page);
  await page.getByRole('button', { name: /^Continue River Stakes/ }).click();
  await expect(choices(page)).toBeVisible();
  expect(await facesOnOffer(page)).toBe(faces);
  await expect(page.locator('.throw-result')).toContainText(faces);
  await keepScreenshot(page, 'river-stakes-continued-mid-throw.png');
});
