import { canvasVariety, expect, test, keepScreenshot } from './support/fixtures';

test('the home screen shows the library over a rendered 3D table', async ({ page, host }) => {
  await host.open(page);
  await expect(page.getByRole('heading', { name: 'River Table', level: 1 })).toBeVisible();
  for (const name of ['River Stakes', 'Stones & Rivers', 'River', 'River Rats', 'River Crossing']) {
    await expect(page.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
  }
  await expect(page.getByText('No saved games yet.')).toBeVisible();
  // The canvas draws the felt, the wooden rim and the room: far more than one flat colour.
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(40);
  await keepScreenshot(page, 'home.png');
});

test('the canvas follows the window size and stays drawn at odd sizes', async ({ page, host }) => {
  await host.open(page);
  for (const [width, height] of [
    [640, 400],
    [1600, 500],
    [500, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // A resize clears the drawing buffer until the next frame, so wait for a frame at the new size.
    await expect
      .poll(
        async () => {
          const canvas = await canvasVariety(page);
          return { resized: canvas.width >= width * 0.75, drawn: canvas.distinctColours > 10 };
        },
        { timeout: 30_000 },
      )
      .toEqual({ resized: true, drawn: true });
  }
});

test('every home screen action is reachable by keyboard', async ({ page, host }) => {
  await host.open(page);
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  const reached = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect([...reached]).toEqual(expect.arrayContaining(['Settings', 'About & credits', 'Rules']));
  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
});
