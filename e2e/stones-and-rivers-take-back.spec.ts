import { expect, test } from './support/fixtures';
import { writeAutosave } from './support/stakes-saves';
import { autosaved } from './support/stones-screen';
import { oneMoveFromAdasWin } from './support/stones-saves';

test('after Ada wins, Take back says the game is over and the save stays finished', async ({
  page,
  host,
}) => {
  const { save, winning } = oneMoveFromAdasWin(new Date());
  writeAutosave(host.savesDir, save);
  await host.open(page);
  await page.getByRole('button', { name: /^Continue Stones & Rivers/ }).click();
  await expect(page.locator('.hud-top')).toContainText('Stones & Rivers');

  await page.getByLabel('Type an action').fill(winning);
  await page.getByLabel('Type an action').press('Enter');
  await expect(page.locator('.winner')).toContainText('Ada wins!');
  await expect.poll(() => autosaved(host.savesDir)?.state.result?.winners).toEqual([0]);

  // The table's live region says Ada's move and the result, and nothing said before she sat down.
  const spoken = page.getByRole('log', { name: 'Table announcements' });
  const lines = page.locator('#game-log-lines li:not(.log-end)');
  const [earlier, winningLine] = await Promise.all([
    lines.nth(-2).textContent(),
    lines.last().textContent(),
  ]);
  await expect(spoken).toContainText(winningLine!);
  await expect(spoken).toContainText('Circle fills the Goal with stones');
  await expect(spoken).not.toContainText(earlier!);
  // "i" reads the table: all five of Circle's Goal points hold Ada's stones.
  await page.locator('.hud-top h1').click();
  await page.keyboard.press('i');
  await expect(spoken).toContainText('Circle, Ada: Circle stones on 5 of 5 Goal points');
  const won = autosaved(host.savesDir)!;
  expect(won.actions).toBe(save.record.actions.length + 1);

  const takeBack = page.getByRole('button', { name: 'Take back' });
  await expect(takeBack).toBeDisabled();
  await expect(takeBack).toHaveAttribute('title', /game is over/);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.notice')).toContainText(
    'The game is over: a finished game stays finished.',
  );
  await expect(page.locator('.winner')).toContainText('Ada wins!');
  // An autosave after a take back would be on disk well within this.
  await page.waitForTimeout(1000);
  const still = autosaved(host.savesDir)!;
  expect(still.actions).toBe(won.actions);
  expect(still.state.result?.winners).toEqual([0]);
});
