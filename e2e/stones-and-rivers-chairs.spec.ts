import { formatAction, game, type SRState } from '../shared/games/stones-and-rivers';
import { expect, keepScreenshot, test } from './support/fixtures';
import { writeAutosave } from './support/stakes-saves';
import { adaAndZoe } from './support/stones-hot-seat';

const TYPE = 'Type an action';

test('two people at one screen each see the board from their own chair', async ({ page, host }) => {
  const save = adaAndZoe(new Date());
  writeAutosave(host.savesDir, save);
  await host.open(page);
  await page.getByRole('button', { name: /^Continue Stones & Rivers/ }).click();
  await expect(page.locator('.hud-top')).toContainText('At the screen: Ada');
  await page.waitForTimeout(2500);
  await keepScreenshot(page, 'stones-chair-circle.png');

  const state = save.snapshot.state as SRState;
  const adas = game.legalActions(state, 0)[0]!;
  await page.getByLabel(TYPE).fill(formatAction(adas));
  await page.getByLabel(TYPE).press('Enter');
  await expect(page.locator('.hud-top')).toContainText('At the screen: Zoë');
  await page.waitForTimeout(2500);
  await keepScreenshot(page, 'stones-chair-square.png');
});

test('a refused typed move is forgotten at the next pick and the next keystroke', async ({
  page,
  host,
}) => {
  writeAutosave(host.savesDir, adaAndZoe(new Date()));
  await host.open(page);
  await page.getByRole('button', { name: /^Continue Stones & Rivers/ }).click();
  await expect(page.locator('.hud-top')).toContainText('At the screen: Ada');
  const said = page.getByRole('alert');
  const input = page.getByLabel(TYPE);

  // Nothing stands on a1 in this position: the host refuses the move and says so.
  await input.fill('m a1-a2');
  await input.press('Enter');
  await expect(said).toHaveCount(1);
  await expect(said).toContainText('a1');
  await input.blur();
  await page.keyboard.press('n');
  await expect(page.locator('.sr-turn h2')).toBeVisible();
  await expect(said).toHaveCount(0);

  await input.fill('m a1-a2');
  await input.press('Enter');
  await expect(said).toHaveCount(1);
  await input.press('Backspace');
  await expect(said).toHaveCount(0);
});
