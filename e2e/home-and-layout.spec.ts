import type { Page } from '@playwright/test';
import type { CameraPreset } from '../renderer/stores/camera';
import { canvasVariety, expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { stakesSave, writeAutosave } from './support/stakes-saves';
import { overlapping, stakesRegions } from './support/stakes-screen';

test.setTimeout(600_000);

const ADA_AND_BASIL = [
  { name: 'Ada', kind: 'human' },
  { name: 'Basil', kind: 'computer' },
] as const;
/** Nobody at this table moves by itself, so it holds still while it is measured. */
const TWO_PEOPLE = [
  { name: 'Ada', kind: 'human' },
  { name: 'Basil', kind: 'human' },
] as const;

/** A game at the start of turn 7 (enough moves to fill the log), autosaved just now; returns its id. */
function writeMidGame(
  host: Host,
  seats: readonly { name: string; kind: 'human' | 'computer' }[],
): string {
  const now = new Date();
  return writeAutosave(
    host.savesDir,
    stakesSave({ seats, untilTurn: 7, seed: 'mid-game', startedAt: now, savedAt: now }),
  );
}

/** Continues the newest game from the home screen. */
async function continueGame(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Continue River Stakes/ });
  await expect(button).toBeVisible();
  await button.click();
}

test('a finished game is offered to watch again, never to continue', async ({ page, host }) => {
  const started = new Date(Date.now() - 60 * 60 * 1000);
  const finished = stakesSave({
    seats: ADA_AND_BASIL,
    seed: 'finished',
    startedAt: started,
    savedAt: new Date(),
  });
  expect(finished.snapshot.turnLabel).toMatch(/^Finished after \d+ turns$/);
  writeAutosave(host.savesDir, finished);

  await host.open(page);
  await expect(page.getByRole('button', { name: /^Watch again River Stakes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
  await keepScreenshot(page, 'home-finished-game.png');

  await page.getByRole('button', { name: /^Watch again River Stakes/ }).click();
  await expect(page.getByRole('group', { name: 'Replay' })).toContainText('0 /');
});

test('autosaves are named by game, players, turn and time, and a game in progress continues', async ({
  page,
  host,
}) => {
  const id = writeMidGame(host, ADA_AND_BASIL);
  await host.open(page);
  const row = page.locator(`[data-save="${id}"] td`).first();
  // The seat kinds show once the save list reports them; the names, turn and day always.
  await expect(row).toHaveText(
    /^River Stakes — Ada, Basil( \(computer\))? — Turn 7 — today \d{1,2}:\d{2}( [AP]M)?autosave$/,
  );
  await expect(page.locator('.saves td', { hasText: /^Autosave/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Continue River Stakes — Turn 7/ })).toBeVisible();
  await keepScreenshot(page, 'home-autosave-names.png');
});

test('a disabled button looks disabled', async ({ page, host }) => {
  await host.open(page);
  await page.getByRole('button', { name: 'Dice tray' }).click();
  // Two d6 to start with: there is no d4 to take away, and a d4 can be added.
  const disabled = page.getByRole('button', { name: 'One d4 fewer' });
  const enabled = page.getByRole('button', { name: 'One more d4' });
  await expect(disabled).toBeDisabled();
  await expect(enabled).toBeEnabled();
  const look = (button: typeof enabled) =>
    button.evaluate((b) => {
      const style = getComputedStyle(b);
      return { cursor: style.cursor, opacity: Number(style.opacity), filter: style.filter };
    });
  const off = await look(disabled);
  const on = await look(enabled);
  expect(off.cursor).toBe('not-allowed');
  expect(on.cursor).toBe('pointer');
  expect(off.opacity).toBeLessThan(0.6);
  expect(on.opacity).toBe(1);
  expect(off.filter).toContain('grayscale');
});

test('the dice tray opens without the last game’s words', async ({ page, host }) => {
  await host.open(page);
  await quickSettings(page);
  await page
    .locator('[data-game="river-stakes"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await page.getByLabel('Seat 1 name').fill('Ada');
  // A person in the second seat too, so the table waits after Ada's throw with its words showing.
  await page.getByLabel('Seat 2 player').selectOption('human');
  await page.getByLabel('Seat 2 name').fill('Basil');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('button', { name: /^Roll, Ada/ })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.locator('.roll .throw-result')).toHaveText(
    /^Ada — 2 × d6 \(start\): \d+, \d+$/,
  );

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave to home (autosaved)' }).click();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await expect(page.getByRole('heading', { name: 'Dice tray' })).toBeVisible();
  const status = page.locator('.dice-picker').getByRole('status');
  // Long enough for any throw of the game still landing to have spoken.
  await page.waitForTimeout(3000);
  await expect(status).toHaveText('');
});

const SIZES = [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
] as const;
const PRESETS: readonly [CameraPreset, string][] = [
  ['seat', 'Seat'],
  ['top', 'Top'],
  ['audience', 'Audience'],
];

test('the game log and the bust banner keep off the board and the dice tray at every preset and size', async ({
  page,
  host,
}) => {
  writeMidGame(host, TWO_PEOPLE);
  await host.open(page);
  await quickSettings(page);
  await continueGame(page);
  await expect(page.locator('.hud-top')).toContainText('River Stakes');
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 60_000 })
    .toBeGreaterThan(40);
  const log = page.locator('.game-log');
  // The log is at its tallest: it scrolls inside.
  await expect
    .poll(() =>
      log.evaluate(
        (l) =>
          l.scrollHeight > l.clientHeight ||
          l.querySelector('ol')!.scrollHeight > l.querySelector('ol')!.clientHeight,
      ),
    )
    .toBe(true);
  // A bust banner as the River Stakes table shows one, to measure where the styles put it.
  await page.evaluate(() =>
    document
      .querySelector('.table-hud')!
      .insertAdjacentHTML(
        'beforeend',
        '<div class="bust-banner" id="measured-bust">Bust! Basil loses this turn’s climb.</div>',
      ),
  );
  const bust = page.locator('#measured-bust');

  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const [preset, label] of PRESETS) {
      await page
        .getByRole('group', { name: 'Camera' })
        .getByRole('button', { name: label })
        .click();
      await page.waitForTimeout(1500);
      const regions = stakesRegions(preset, width, height, 2);
      const where = `${label} view at ${width}×${height}`;
      const logBox = (await log.boundingBox())!;
      expect(overlapping(logBox, regions), `the log over the table, ${where}`).toEqual([]);
      const bustBox = (await bust.boundingBox())!;
      expect(overlapping(bustBox, regions), `the bust banner over the table, ${where}`).toEqual([]);
      expect(
        bustBox.y + bustBox.height,
        `the bust banner on the bottom edge, ${where}`,
      ).toBeCloseTo(height, 0);
    }
    await keepScreenshot(page, `stakes-layout-${width}x${height}.png`);
  }
});

/**
 * Share of the river in front of paths 2–6 (Seat view at 1024×640: the left half of the
 * window, from 3/8 to 5/8 of its height), where the point light's highlight fell, that is
 * lit to a cold near-white: bright, green at least red, blue nearly as high. Water there is
 * deep blue (red under 40), stones and sand are warm (red above green), the grass far too
 * little blue. Before the fix 3.7% of that area was glare; after, 0.8%.
 */
async function glare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector(
      '[data-testid="table-canvas"] canvas',
    ) as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = canvas.width;
    probe.height = canvas.height;
    const g = probe.getContext('2d')!;
    g.drawImage(canvas, 0, 0);
    const top = Math.round(canvas.height * 0.375);
    const data = g.getImageData(
      0,
      top,
      Math.round(canvas.width / 2),
      Math.round(canvas.height / 4),
    ).data;
    let white = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, gr, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 90 && gr >= r && b >= r - 15) white++;
    }
    return white / (data.length / 4);
  });
}

test('the river shows as water under the default lights, without a white glare', async ({
  page,
  host,
}) => {
  writeMidGame(host, TWO_PEOPLE);
  await page.setViewportSize({ width: 1024, height: 640 });
  await host.open(page);
  await continueGame(page);
  await page.getByRole('group', { name: 'Camera' }).getByRole('button', { name: 'Seat' }).click();
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 60_000 })
    .toBeGreaterThan(40);
  await page.waitForTimeout(1500);
  await keepScreenshot(page, 'river-water.png');
  expect(await glare(page)).toBeLessThan(0.02);
});

test('the game log folds away and stays folded next time', async ({ page, host }) => {
  writeMidGame(host, TWO_PEOPLE);
  await host.open(page);
  await quickSettings(page);
  await continueGame(page);
  const toggle = page.getByRole('button', { name: 'Log', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#game-log-lines')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#game-log-lines')).toBeHidden();

  await host.open(page);
  await continueGame(page);
  await expect(page.getByRole('button', { name: 'Log', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.locator('#game-log-lines')).toBeHidden();
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(page.locator('#game-log-lines')).toBeVisible();
});

test('at 1024×640 every game’s New game form keeps Back and Start game in sight while it scrolls', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await host.open(page);
  await quickSettings(page);
  for (const id of [
    'river-stakes',
    'stones-and-rivers',
    'river-dice',
    'river-rats',
    'river-crossing',
  ]) {
    await page.locator(`[data-game="${id}"]`).getByRole('button', { name: 'New game' }).click();
    const start = page.getByRole('button', { name: 'Start game' });
    await expect(start).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Back' })).toBeInViewport({ ratio: 1 });
    // the last option, scrolled to, is not left under the buttons
    const last = page.locator('.new-game-form select, .new-game-form input').last();
    await last.scrollIntoViewIfNeeded();
    const [field, buttons] = await Promise.all([
      last.boundingBox(),
      page.locator('.new-game-form > .buttons').boundingBox(),
    ]);
    expect(field!.y + field!.height, id).toBeLessThanOrEqual(buttons!.y);
    if (id === 'river-dice') await keepScreenshot(page, 'new-game-river-1024x640.png');
    await page.getByRole('button', { name: 'Back' }).click();
  }
});
