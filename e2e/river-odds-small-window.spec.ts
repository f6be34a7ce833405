import type { Locator } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';
import { expect, test, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { fixSeed } from './support/seeded';

test.setTimeout(300_000);

/** Nothing is drawn over the middle of `button`: a click there presses it. */
async function onTop(button: Locator): Promise<boolean> {
  return button.evaluate((e) => {
    const box = e.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && e.contains(hit);
  });
}

test('River at 1024×640 with four long names: the hand odds asked for mid-auction open beside the bid buttons, which stay in sight and pressable', async ({
  page,
  host,
}) => {
  await fixSeed(page, 23);
  await page.setViewportSize({ width: 1024, height: 640 });
  await host.open(page);
  await quickSettings(page);
  await page.locator('[data-game="river-dice"]').getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('4', { exact: true }).check();
  // Forty letters each, the longest a name may be.
  const names = ['Ada', 'Bea', 'Cas', 'Dov'].map((first) =>
    `${first} Montgomery Fitzwilliam Longbottom-Smythe`.slice(0, 40),
  );
  for (const [seat, name] of names.entries())
    await page.getByLabel(`Seat ${seat + 1} name`).fill(name);
  for (const seat of [2, 3, 4])
    await page.getByLabel(`Seat ${seat} player`).selectOption('computer');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('button', { name: `Roll, ${names[0]} (Space)` })).toBeVisible({
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
  const bidButtons = [
    pass,
    page.getByRole('button', { name: /^\+1 / }),
    page.getByRole('button', { name: /^\+5 / }),
  ];
  for (const button of bidButtons) {
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(await onTop(button)).toBe(true);
  }
  await expect(page.getByText(/^To answer:/)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { name: /^On offer:/ })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'river-odds-1024x640.png');
  // The odds scroll in their own box, which the keyboard reaches too: nothing axe minds.
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Read to their end, the odds scroll alone: the bid buttons stay put.
  await odds.getByText(/^Rivals’ hole dice/).scrollIntoViewIfNeeded();
  await expect(odds.getByText(/^Rivals’ hole dice/)).toBeInViewport({ ratio: 1 });
  for (const button of bidButtons) await expect(button).toBeInViewport({ ratio: 1 });

  // The whole name is still there for whoever points at it.
  await expect(page.getByRole('list', { name: 'Purses' }).getByTitle(names[1]!)).toHaveCount(1);

  await pass.click();
  await expect(pass).toHaveCount(0);
  await page.keyboard.press('o');
  await expect(odds).toHaveCount(0);
});
