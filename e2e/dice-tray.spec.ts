import type { Page } from '@playwright/test';
import { canvasVariety, expect, test, keepScreenshot } from './support/fixtures';

test.setTimeout(240_000);

const SIDES = [4, 6, 8, 10, 12];

/** The faces of the last throw, from the words announced to screen readers. */
async function announcedFaces(page: Page): Promise<number[]> {
  const text = (await page.getByRole('status').textContent()) ?? '';
  return text.split(': ')[1]!.split(', ').map(Number);
}

test('the free dice tray: d4 to d12 by Space and by hand, and a throw under the cup', async ({
  page,
  host,
}) => {
  await host.open(page);
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await expect(page.getByRole('heading', { name: 'Dice tray' })).toBeVisible();

  await page.getByRole('button', { name: 'One d6 fewer' }).click();
  for (const kind of ['d4', 'd8', 'd10', 'd12'])
    await page.getByRole('button', { name: `One more ${kind}` }).click();
  await expect(page.getByText('5 of 12 dice')).toBeVisible();

  const status = page.getByRole('status');
  await page.keyboard.press('Space');
  await expect(status).toHaveText(/^Free throw — d4 \+ d6 \+ d8 \+ d10 \+ d12: \d+(, \d+){4}$/);
  const faces = await announcedFaces(page);
  faces.forEach((face, i) => {
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(SIDES[i]!);
  });
  // Not a blank canvas (a failed WebGL context gives one or two colours).
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(30);
  await keepScreenshot(page, 'dice-tray-at-rest.png');

  // By hand: press in the tray, shake, and let go with a flick.
  const box = (await page.locator('.hand-hint').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2 + 20];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++)
    await page.mouse.move(x + (i % 2 ? 50 : -50), y + (i % 2 ? 10 : -10));
  await page.mouse.move(x + 120, y - 40, { steps: 3 });
  await page.mouse.up();
  await expect(status).toHaveText(/rolling…$/);
  await expect(status).toHaveText(/^Free throw — d4 \+ d6 \+ d8 \+ d10 \+ d12: \d+(, \d+){4}$/);

  // Under the cup: nothing of the faces shows until the cup is lifted.
  await page.getByLabel('Throw under the cup').check();
  await page.getByRole('button', { name: 'Throw (Space)' }).click();
  await expect(status).toHaveText('Free throw — d4 + d6 + d8 + d10 + d12: under the cup');
  await keepScreenshot(page, 'dice-tray-cup.png');
  const peek = page.getByRole('button', { name: 'Hold to peek' });
  await peek.hover();
  await page.mouse.down();
  await expect(page.getByText(/^Under the cup: \d+(, \d+){4}$/)).toBeVisible();
  await page.mouse.up();
  await expect(page.getByText(/^Under the cup:/)).toBeHidden();
  await page.keyboard.press('l');
  await expect(status).toHaveText(/^Free throw — d4 \+ d6 \+ d8 \+ d10 \+ d12: \d+(, \d+){4}$/);
  await keepScreenshot(page, 'dice-tray-cup-lifted.png');

  // All three throws are in the session's dice history, the cup's once it was lifted.
  await page.getByRole('button', { name: /^Dice history/ }).click();
  await expect(page.locator('.throw-list li')).toHaveCount(3);
  await expect(page.locator('.dice-history table[data-kind="d12"] caption')).toContainText(
    'd12: 3 rolled',
  );
});
