import type { Page } from '@playwright/test';
import { expect, test, keepScreenshot } from './support/fixtures';
import { anotherBrowser, fillHostForm, personAt } from './support/online-screen';
import { peekText, sceneFaces } from './support/river-screen';

test.setTimeout(300_000);

const HOLE_DICE = ['d4', 'd6', 'd8', 'd10', 'd12'] as const;

/** The hole dice a page's scene draws for `seat`, by die: [d4, d6, d8, d10, d12]. */
async function holeDrawn(page: Page, seat: number): Promise<number[]> {
  const faces = (await sceneFaces(page)).filter((f) => f.startsWith(`face:${seat}:`));
  // Named "face:<seat>:<die kind>:<value>".
  const byKind = new Map(faces.map((f) => [f.split(':')[2]!, Number(f.split(':')[3])]));
  return HOLE_DICE.filter((kind) => byKind.has(kind)).map((kind) => byKind.get(kind)!);
}

test('River at an online table: each person’s hole dice are drawn and named on their own screen only, and a watcher sees none', async ({
  page,
  host,
}) => {
  const port = await fillHostForm(page, host, 'Ada', 'river-dice');
  await page.getByRole('button', { name: 'Open the table' }).click();
  const invite = (await page.getByLabel('Invite for Seat 2').textContent())!;

  const friendBrowser = await anotherBrowser();
  const friend = await personAt(friendBrowser, host);
  await friend.getByRole('button', { name: 'Join online' }).click();
  await friend.getByLabel(/^Address/).fill(`127.0.0.1:${port}`);
  await friend.getByLabel(/^Invite code/).fill(invite);
  await friend.getByLabel('Your name').fill('Basil');
  await friend.getByRole('button', { name: 'Join' }).click();

  // Someone streaming the game watches with the table's code, which a seated person can read.
  const code = (await page.locator('.watch-code code').textContent())!;
  expect(invite.startsWith(`${code}-`)).toBe(true);
  const watcher = await personAt(friendBrowser, host);
  await watcher.getByRole('button', { name: 'Join online' }).click();
  await watcher.getByLabel('A watcher: see the table, play no seat').check();
  await watcher.getByLabel(/^Address/).fill(`127.0.0.1:${port}`);
  await watcher.getByLabel(/^Table code/).fill('not a code');
  await watcher.getByRole('button', { name: 'Watch' }).click();
  await expect(watcher.getByRole('alert')).toContainText('ten letters and digits');
  await keepScreenshot(watcher, 'online-join-to-watch.png');
  await watcher.getByLabel(/^Table code/).fill(code.toLowerCase());
  await watcher.getByRole('button', { name: 'Watch' }).click();
  await expect(watcher.locator('.at-screen')).toHaveText('Watching, in no seat');

  // Each throws their hole dice under their own cup.
  await page.getByRole('button', { name: 'Roll, Ada (Space)' }).click();
  await friend.getByRole('button', { name: 'Roll, Basil (Space)' }).click();
  for (const p of [page, friend, watcher])
    await expect(p.locator('.hud-top .turn')).toContainText('Bid on the banker');
  // The watcher is in no seat: no hole die of either seat in its scene, nothing to peek or play.
  await expect.poll(() => sceneFaces(watcher)).not.toEqual([]);
  for (const seat of [0, 1]) expect(await holeDrawn(watcher, seat)).toEqual([]);
  await expect(watcher.getByRole('button', { name: /Hold to peek/ })).toHaveCount(0);
  await expect(watcher.getByRole('button', { name: /^Roll/ })).toHaveCount(0);
  await keepScreenshot(watcher, 'online-river-watcher.png');

  const people = [
    { page, seat: 0 },
    { page: friend, seat: 1 },
  ] as const;
  for (const { page: p, seat } of people) {
    const own = await holeDrawn(p, seat);
    expect(own).toHaveLength(5);
    // The other seat's hole dice are not in this page's scene at all.
    expect(await holeDrawn(p, 1 - seat)).toEqual([]);
    // The peek names exactly the dice this page draws under its own cup. The hold starts
    // again when a press brings no peek: once, the button was hovered and pressed and no
    // peek came in 20 s (passed on the retry); why is not yet pinned down.
    await expect(async () => {
      await p.mouse.up();
      await p.getByRole('button', { name: /Hold to peek/ }).hover();
      await p.mouse.down();
      await expect(p.locator('.rv-peeked')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(p.locator('.rv-peeked')).toHaveText(`Under your cup: ${peekText(own)}`);
    await keepScreenshot(p, `online-river-peek-seat-${seat + 1}.png`);
    await p.mouse.up();
  }
  await friendBrowser.close();
});
