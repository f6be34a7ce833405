/**
 * River Rats at 1024×640 with four seats named as long as a name may be (40 characters):
 * the table's facts grow tall with them, and the game log above them must keep its own
 * place. Before, the log kept its height and lay over the first lines of the facts. The
 * facts scroll, so the keyboard must reach them too.
 */
import type { Locator, Page } from '@playwright/test';
import type { SeatInfo } from '../shared/engine/record';
import type { RatsState } from '../shared/games/river-rats';
import { seriousAxeFindings } from './support/axe';
import { expect, keepScreenshot, test } from './support/fixtures';
import { playedSave } from './support/played-saves';
import { quickSettings } from './support/quick-settings';
import { writeAutosave } from './support/stakes-saves';

const NAMES = [
  'Bartholomew Fitzgerald-Montgomery Junior',
  'Anastasia Konstantinopoulou-Vanderbilt',
  'Maximilian Oppenheimer-Wright of Riverton',
  'Guinevere Featherstonehaugh-Cholmondeley',
].map((name) => name.slice(0, 40));
const COLOURS = ['#c0392b', '#2e6fd1', '#2f9e5b', '#d4a017'];

const seats: SeatInfo[] = NAMES.map((name, i) =>
  i === 0
    ? { name, kind: 'human', colour: COLOURS[i]! }
    : { name, kind: 'computer', level: 'easy', colour: COLOURS[i]! },
);

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether `line`'s middle is inside the box of `panel` once scrolled into view there. */
async function readableIn(page: Page, panel: string, line: Locator): Promise<boolean> {
  await line.scrollIntoViewIfNeeded();
  const [box, within] = [(await line.boundingBox())!, (await page.locator(panel).boundingBox())!];
  const middle = box.y + box.height / 2;
  return middle > within.y && middle < within.y + within.height;
}

test('River Rats with four 40-letter names at 1024×640: the log and the table’s facts keep apart, each scrolls', async ({
  page,
  host,
}) => {
  let played = 0;
  const { save } = playedSave<RatsState>({
    gameId: 'river-rats',
    config: { players: 4 },
    seats,
    seed: 'long names',
    // Far enough in that the log has more lines than room.
    stopAt: (_, pending) =>
      played++ >= 12 && pending.kind === 'decision' && pending.seats.includes(0),
  });
  writeAutosave(host.savesDir, save);
  await page.setViewportSize({ width: 1024, height: 640 });
  await host.open(page);
  await quickSettings(page);
  await page.getByRole('button', { name: /^Continue River Rats / }).click();
  await expect(page.locator('.rr-offers')).toBeVisible();

  const log = (await page.locator('.game-log').boundingBox())!;
  const facts = (await page.locator('.rr-facts').boundingBox())!;
  expect(
    overlap(log, facts),
    `log ${JSON.stringify(log)} over facts ${JSON.stringify(facts)}`,
  ).toBe(false);
  // Both stay in use: the newest log line and the last seat's line can be scrolled to.
  const newest = page.locator('.game-log li:not(.log-end)').last();
  expect(await readableIn(page, '.game-log', newest)).toBe(true);
  const lastSeat = page.locator('.rr-facts').getByText(NAMES[3]!).last();
  expect(await readableIn(page, '.rr-facts', lastSeat)).toBe(true);
  await keepScreenshot(page, 'river-rats-long-names-1024x640.png');

  // Scrolling, the facts are a box the keyboard reaches too (axe: scrollable-region-focusable).
  expect(await seriousAxeFindings(page)).toEqual([]);
});
