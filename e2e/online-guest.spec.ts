import type { Browser, Page } from '@playwright/test';
import { canvasVariety, expect, keepScreenshot, test } from './support/fixtures';
import { anotherBrowser, fillHostForm, playStakesStep } from './support/online-screen';
import { quickSettings } from './support/quick-settings';
import { pacedContext } from './support/frame-pace';

test.setTimeout(420_000);

const gameLog = (page: Page): Promise<string[]> =>
  page.locator('.online-hud .game-log li:not(.fair)').allTextContents();

/**
 * A friend with no River Table of their own: a plain browser opened at the table server's
 * address. Every request and socket of the page is kept, to show where it went.
 */
async function guestAt(browser: Browser, port: number, reached: string[]): Promise<Page> {
  const page = await (
    await pacedContext(browser, { viewport: { width: 1024, height: 640 } })
  ).newPage();
  page.on('request', (request) => reached.push(request.url()));
  page.on('websocket', (socket) => reached.push(socket.url()));
  await page.goto(`http://127.0.0.1:${port}/`);
  return page;
}

test('a friend joins from a plain browser at the table server’s own address and plays River Stakes against the host’s app; a watcher joins by the table code', async ({
  page,
  host,
}) => {
  const port = await fillHostForm(page, host, 'Ada');
  await page.getByRole('button', { name: 'Open the table' }).click();
  const inviteField = page.getByLabel('Invite for Seat 2');
  await expect(inviteField).toHaveText(/^[0-9A-Z]{10}-[0-9A-Z]{10}$/);
  const invite = (await inviteField.textContent())!;
  // The host's invites say where a friend with no River Table goes: this port, in a browser.
  for (const shown of await page.locator('.online-page').allTextContents())
    expect(shown).toMatch(new RegExp(`^http://\\d+\\.\\d+\\.\\d+\\.\\d+:${port}/$`));

  const friendBrowser = await anotherBrowser();
  const reached: string[] = [];
  const friend = await guestAt(friendBrowser, port, reached);
  // The page opens on Join, at the address it came from: nothing to type but the invite.
  await expect(friend.getByRole('heading', { name: 'Join an online game' })).toBeVisible();
  await expect(friend.locator('.join-server')).toHaveText(`The table server at 127.0.0.1:${port}`);
  await expect(friend.getByLabel(/^Address/)).toHaveCount(0);
  await keepScreenshot(friend, 'online-guest-join.png');

  // Its home offers nothing that keeps or hosts a game: no saves, no new game, no hosting.
  await friend.getByRole('button', { name: 'Back' }).click();
  await expect(friend.getByRole('button', { name: 'Join the table' })).toBeVisible();
  for (const missing of ['Host online', 'Join online', /^Continue/, /^New game/, /^Play/])
    await expect(friend.getByRole('button', { name: missing })).toHaveCount(0);
  await expect(friend.locator('.library, .saves')).toHaveCount(0);
  await expect(friend.getByRole('button', { name: 'Dice tray' })).toBeVisible();
  await keepScreenshot(friend, 'online-guest-home.png');
  // Settings are the page's own while it is open: low graphics for this machine's two cores.
  await quickSettings(friend);
  await friend.getByRole('button', { name: 'Join the table' }).click();

  await friend.getByLabel(/^Invite code/).fill(invite);
  await friend.getByLabel('Your name').fill('Basil');
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.online-status')).toHaveText('Online — connected');
  await expect(friend.locator('.at-screen')).toHaveText('You: Basil');
  await expect(page.locator('.online-invites')).toHaveCount(0);

  // A watcher, also at the server's address, with the code a seated person can read.
  const code = (await page.locator('.watch-code code').textContent())!;
  const watcher = await guestAt(friendBrowser, port, reached);
  await watcher.getByLabel('A watcher: see the table, play no seat').check();
  await watcher.getByLabel(/^Table code/).fill(code.toLowerCase());
  await watcher.getByRole('button', { name: 'Watch' }).click();
  await expect(watcher.locator('.at-screen')).toHaveText('Watching, in no seat');

  // Play: whoever's turn it is acts on their own page; both logs and the watcher's follow.
  const people = { Ada: page, Basil: friend } as const;
  const states = new Map([
    [page, { decisions: 0, flung: false }],
    [friend, { decisions: 0, flung: false }],
  ]);
  const controls = '.roll button, .stakes-choices button, .stakes-decide button';
  let turnsEnded = 0;
  for (let step = 0; step < 80 && turnsEnded < 2; step++) {
    const who = (await page.locator('.hud-top .turn strong').textContent()) as keyof typeof people;
    const acting = people[who];
    await expect(acting.locator(controls).first()).toBeVisible();
    const before = (await gameLog(page)).length;
    const moves = await playStakesStep(acting, states.get(acting)!);
    expect(moves).toBeGreaterThan(0);
    for (const p of [page, friend, watcher])
      await expect
        .poll(async () => (await gameLog(p)).length, { timeout: 30_000 })
        .toBe(before + moves);
    const lines = (await gameLog(page)).slice(before);
    if (lines.some((line) => / stops| busts/.test(line))) turnsEnded++;
  }
  expect(turnsEnded).toBe(2);
  // Basil's turns were his to play in the browser, not the host's.
  expect(await gameLog(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^Basil /)]));
  await expect.poll(() => gameLog(friend)).toEqual(await gameLog(page));
  await expect.poll(() => gameLog(watcher)).toEqual(await gameLog(page));
  await expect(watcher.locator(controls)).toHaveCount(0);
  // The audience of an online table checks the dice too, and shows it.
  await expect(watcher.locator('.fair-mark')).toHaveText(/^✓ Fair dice: [1-9]\d* checked$/);
  await expect(watcher.locator('.fair-alarm')).toHaveCount(0);
  expect((await canvasVariety(friend)).distinctColours).toBeGreaterThan(20);
  await keepScreenshot(friend, 'online-guest-table.png');
  await keepScreenshot(watcher, 'online-guest-watcher.png');

  // Everything the guests' pages fetched or opened was the table server's own port.
  // (data: and blob: addresses are the page's own memory, not the network.)
  const network = reached.filter((url) => /^(https?|wss?):/.test(url));
  expect(network.length).toBeGreaterThan(0);
  for (const url of network)
    expect(url).toMatch(new RegExp(`^(http|ws)://127\\.0\\.0\\.1:${port}/`));
  await friendBrowser.close();
});
