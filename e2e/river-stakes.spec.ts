import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { canvasVariety, expect, test, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { flingDice } from './support/hand-throw';
import { fixSeed } from './support/seeded';

test.setTimeout(900_000);

/** One step of a person's play through the HUD: roll, pick the first choice, or stop. Returns false once the game is over. */
async function playStep(page: Page, turnsTaken: { count: number }): Promise<boolean> {
  if (await page.locator('.winner').isVisible()) return false;
  const roll = page.getByRole('button', { name: /^Roll, / });
  if (await roll.isVisible()) {
    await page.keyboard.press('Space');
    return true;
  }
  const firstChoice = page.locator('.stakes-choices button').first();
  if (await firstChoice.isVisible()) {
    await page.keyboard.press('1');
    return true;
  }
  if (
    await page
      .locator('.stakes-decide')
      .isVisible()
      .catch(() => false)
  ) {
    // Press on once per turn, then stop: a person who plays it safe.
    turnsTaken.count++;
    await page.keyboard.press(turnsTaken.count % 2 === 0 ? 's' : 'c');
    return true;
  }
  await page.waitForTimeout(150);
  return true;
}

test('a whole River Stakes game through the UI: physical dice, a computer opponent, save, reload, continue, winner', async ({
  page,
  host,
}) => {
  // The same match and the same dice every run: the match seed and the table's throw seeds.
  await fixSeed(page, 2026);
  await host.open(page);
  await quickSettings(page);

  await page
    .locator('[data-game="river-stakes"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await expect(page.getByRole('heading', { name: 'New game: River Stakes' })).toBeVisible();
  await page.getByLabel('Seat 1 name').fill('Ada');
  await page.getByLabel('Seat 2 player').selectOption('computer');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();

  await expect(page.locator('.hud-top')).toContainText('River Stakes');
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(60);
  await keepScreenshot(page, 'river-stakes-start.png');

  // The first throw by hand: pick the dice up in the tray, shake, and fling them.
  await expect(page.locator('.hand-hint')).toBeVisible();
  await flingDice(page);
  await expect(page.locator('.game-log li').first()).toContainText('Ada throws');
  await keepScreenshot(page, 'river-stakes-hand-throw.png');
  // What the dice showed (the session's dice history) is what the engine was given (the log).
  await page.getByRole('button', { name: /^Dice history/ }).click();
  const shown = await page
    .locator('.throw-list li', { hasText: 'Ada — 2 × d6 (start)' })
    .textContent();
  const faces = shown!.split(': ')[1]!.trim().split(' ');
  await expect(page.locator('.game-log li').first()).toContainText(
    `Ada throws ${faces.join(' + ')} =`,
  );
  await page.getByRole('button', { name: /^Dice history/ }).click();

  const turns = { count: 0 };
  // Play until the game log has a few turns in it and the table waits on Ada (nothing moves
  // by itself then), and save, restart and continue there.
  const adaToThrow = page.getByRole('button', { name: 'Roll, Ada (Space)' });
  while (
    (await page.locator('.game-log li:not(.log-end)').count()) < 14 ||
    !(await adaToThrow.isVisible())
  )
    await playStep(page, turns);
  await expect(page.getByText('Dice history')).toBeVisible();
  await keepScreenshot(page, 'river-stakes-mid.png');
  const logBefore = await page.locator('.game-log li:not(.log-end)').allTextContents();
  // A named save of the game halfway, to load again once it is finished.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Save as').fill('Halfway');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved as “Halfway”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Table menu' })).toBeHidden();

  await host.open(page);
  await page.getByRole('button', { name: /^Continue River Stakes/ }).click();
  await expect(page.locator('.game-log li:not(.log-end)')).toHaveText(logBefore);

  for (let step = 0; step < 4000 && (await playStep(page, turns)); step++);
  await expect(page.locator('.winner')).toBeVisible();
  await expect(page.locator('.winner')).toContainText(/wins!/);
  // No leftover bust banner over the winner's story.
  await expect(page.locator('.bust-banner')).toBeHidden();
  await keepScreenshot(page, 'river-stakes-end.png');

  const finalLog = await page.locator('.game-log li:not(.log-end)').allTextContents();
  expect(finalLog.join('\n'), 'every line names its player').not.toMatch(/\bSeat \d/);

  // The finished game replays step by step from its record: the header, the log and the
  // dice follow the step shown, and the buttons draw (no missing-glyph boxes).
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  const replay = page.getByRole('group', { name: 'Replay' });
  await expect(replay).toContainText('0 /');
  await expect(replay.locator('button svg')).toHaveCount(4);
  await expect(page.locator('.hud-top .turn')).toContainText('Ada: throw for start');
  await expect(page.locator('.game-log li:not(.log-end)')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(replay).toContainText('1 /');
  await expect(replay).toContainText(finalLog[0]!);
  await expect(page.locator('.game-log li:not(.log-end)')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(page.locator('.game-log li:not(.log-end)')).toHaveCount(finalLog.length);
  // After End the tray holds the game's last throw.
  const lastThrow = [...finalLog].reverse().find((l) => / throws \d( \d){3}/.test(l))!;
  const lastFaces = lastThrow
    .match(/throws (\d( \d){3})/)![1]!
    .split(' ')
    .join(', ');
  await expect(page.locator('.throw-result')).toContainText(lastFaces);
  await page.getByRole('button', { name: 'Close replay' }).click();

  // Loading the halfway save and playing on is a match of its own: the finished game's
  // autosave is never overwritten.
  const autosaves = () =>
    readdirSync(host.savesDir).filter(
      (f) => f.startsWith('autosave-') && f.endsWith('.json') && !f.endsWith('.bak.json'),
    );
  expect(autosaves()).toHaveLength(1);
  const finishedFile = join(host.savesDir, autosaves()[0]!);
  const finished = readFileSync(finishedFile, 'utf8');
  await page.getByRole('button', { name: 'Home' }).click();
  await page
    .getByRole('row', { name: /Halfway/ })
    .getByRole('button', { name: 'Load' })
    .click();
  await expect(page.locator('.game-log li:not(.log-end)')).toHaveText(logBefore);
  while ((await page.locator('.game-log li:not(.log-end)').count()) < logBefore.length + 3)
    await playStep(page, turns);
  await expect.poll(() => autosaves().length).toBe(2);
  expect(readFileSync(finishedFile, 'utf8')).toBe(finished);
});
