/**
 * River Crossing from each chair, in a small, a middling and a large window: the board, the
 * four banks with their pieces, the banks' names and the collectors' stash all lie inside the
 * window, and the top bar, the sides' counts, the log and the move panel (as the chair's turn
 * begins, and again with its first piece picked, when the panel lists where it may go) keep
 * out of them. The places are worked out from the table's geometry and the chair's camera,
 * the panels measured on the page.
 */
import type { Page } from '@playwright/test';
import { riverCrossingTable } from '../renderer/games/river-crossing/table';
import { crossingRegions } from './support/crossing-regions';
import { canvasVariety, expect, keepScreenshot, test } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { WINDOW_SIZES, hiddenPlaces } from './support/clear-of-panels';

test.setTimeout(300_000);

/** Names as long as the form takes: a person's name beside the counts once reached over the far banks. */
const LONG_NAMES = [
  'Bartholomew Fitzwilliam Montgomery-Smyth',
  'Anastasia Konstantinovna Vasilyeva-Petro',
  'Maximilian Alexander Wolfgang von Hohenz',
];

const CHAIRS = [
  { seat: 0, role: 'Red', names: LONG_NAMES },
  { seat: 1, role: 'Black', names: LONG_NAMES },
  { seat: 2, role: 'Collector', names: null },
] as const;

const PANELS = {
  'the top bar': '.hud-top',
  "the sides' counts": '.rc-sides',
  'the log': '.game-log',
  'the move panel': '.rc-turn',
} as const;

/** Starts a game with a person in `seat` only and waits until that person is to move. */
async function sitAt(page: Page, seat: number, names: readonly string[] | null): Promise<void> {
  await page
    .locator('[data-game="river-crossing"]')
    .getByRole('button', { name: 'New game' })
    .click();
  for (let other = 0; other < 3; other++) {
    await page
      .getByLabel(`Seat ${other + 1} player`)
      .selectOption({ label: other === seat ? 'Person' : 'Computer' });
    if (names) await page.getByLabel(`Seat ${other + 1} name`).fill(names[other]!);
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.rc-turn')).toBeVisible({ timeout: 60_000 });
}

for (const { seat, role, names } of CHAIRS)
  test(`River Crossing: from the ${role}'s chair${names ? ', with long names,' : ''} the board, banks, names and stash are in view and clear of every panel`, async ({
    page,
    host,
  }) => {
    await page.setViewportSize({ width: 1024, height: 640 });
    await host.open(page);
    await quickSettings(page);
    await sitAt(page, seat, names);
    const pose = riverCrossingTable.seatPoses(3)[seat]!.camera!;
    const problems: string[] = [];
    const look = async (when: string): Promise<void> => {
      for (const [width, height] of WINDOW_SIZES) {
        await page.setViewportSize({ width, height });
        const regions = crossingRegions(pose, width, height);
        const at = `${when} at ${width}×${height}`;
        problems.push(...(await hiddenPlaces(page, at, regions, PANELS, [width, height])));
        // The bar's buttons stay on the title's row: a second row would lay the bar over the far banks.
        const title = (await page.locator('.hud-top h1').boundingBox())!;
        const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
        if (menu.y > title.y + title.height) problems.push(`${at}: the top bar takes two rows`);
      }
      await page.setViewportSize({ width: 1024, height: 640 });
    };
    await look('as the turn begins');
    const turn = page.locator('.rc-turn');
    await turn.locator('.rc-choices button').first().click();
    await expect(turn.locator('h2')).toHaveText(/^Moving .* to$/);
    await look('with a piece picked');
    await keepScreenshot(page, `crossing-chair-${role.toLowerCase()}-picked-1024x640.png`);
    await page.keyboard.press('x');
    expect(problems, `from the ${role}'s chair`).toEqual([]);
    await expect
      .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
      .toBeGreaterThan(40);
    await keepScreenshot(page, `crossing-chair-${role.toLowerCase()}-1024x640.png`);
  });
