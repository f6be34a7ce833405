/**
 * Where an online table can be opened, and with what: on a standing server (`npm run
 * serve`) from that server's own page, or from the web host on this computer or on a server
 * by its address; with every game's own New game options and computer levels. And what a
 * table does when a friend's network drops: their page keeps trying for as long as their
 * seat waits, with the time left in view; everyone sees who is away and for how long; when
 * the wait runs out the computer plays the seat, the page says so in words, and the friend's
 * invite takes the seat back. The server's seats wait 30 seconds here, not two minutes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { freePort } from '../electron/online/test-support/free-port';
import { startServe, stop } from '../electron/online/test-support/processes';
import { GAME_CATALOG } from '../shared/games/catalog';
import { factsOf } from '../shared/games/game-facts';
import { expect, keepScreenshot, test } from './support/fixtures';
import { cuttableNetwork, type NetworkCut } from './support/network-cut';
import { anotherBrowser } from './support/online-screen';
import { quickSettings } from './support/quick-settings';
import { pacedContext } from './support/frame-pace';

test.setTimeout(420_000);

const SEAT_WAIT_SECONDS = 30;

const gameLog = (page: Page): Promise<string[]> =>
  page.locator('.online-hud .game-log li:not(.fair)').allTextContents();

/** The config of the one table a server keeps in `folder` (its journal's first line). */
function configKept(folder: string): Record<string, unknown> {
  const [file] = readdirSync(folder).filter((f) => f.endsWith('.jsonl'));
  const first = readFileSync(join(folder, file!), 'utf8').split('\n')[0]!;
  return (JSON.parse(first) as { table: { record: { config: Record<string, unknown> } } }).table
    .record.config;
}

/** Whether two panels on the screen cover any of each other. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) throw new Error('a panel is not on the screen');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/**
 * Opens a server's page with fast dice and low graphics, set up at a small size first: on
 * software WebGL a full-size frame at the first graphics setting takes seconds.
 */
async function openQuickly(
  page: Page,
  url: string,
  size: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize({ width: 400, height: 250 });
  await page.goto(url);
  await quickSettings(page);
  await page.setViewportSize(size);
}

/** The seconds River's bid clock shows on `page`. */
async function bidClock(page: Page): Promise<number> {
  const text = (await page.locator('.rv-clock').textContent()) ?? '';
  const seconds = /^asked (\d+) s ago$/.exec(text)?.[1];
  if (seconds === undefined) throw new Error(`the bid clock says "${text}"`);
  return Number(seconds);
}

test('from a standing server’s own page a person opens River for three rounds there; the invites show the server’s address beside River’s purses; every screen’s bid clock counts from the same moment; a friend whose network drops is waited for, then played by the computer, and takes the seat back', async ({
  page,
}) => {
  const port = await freePort();
  const tables = mkdtempSync(join(tmpdir(), 'river-hosting-tables-'));
  const server = await startServe(port, tables, { RECONNECT_SECONDS: String(SEAT_WAIT_SECONDS) });
  const friendBrowser = await anotherBrowser();
  let network: NetworkCut | undefined;
  try {
    // The server's page opens on its home: join a table there, or open one.
    await openQuickly(page, `http://127.0.0.1:${port}/`, { width: 1024, height: 640 });
    await page.getByRole('button', { name: 'Open a table here' }).click();
    // The table opens on this server: no port of its own, no address to type.
    await expect(page.getByLabel(/^Port/)).toHaveCount(0);
    await expect(page.getByLabel(/^Server address/)).toHaveCount(0);
    await expect(page.locator('.host-server')).toContainText(`127.0.0.1:${port}`);
    await page.getByLabel('Game', { exact: true }).selectOption('river-dice');
    await page.getByLabel('Rounds', { exact: true }).fill('3');
    await page.getByLabel('Your name').fill('Ada');
    await keepScreenshot(page, 'online-host-form-server-1024.png');
    await page.getByRole('button', { name: 'Open the table' }).click();
    await expect(page.locator('.online-status')).toHaveText('Online — connected');

    // The invites say where friends come: this server's address, and its page in a browser.
    await expect(page.locator('.online-address')).toHaveText(`127.0.0.1:${port}`);
    await expect(page.locator('.online-page')).toHaveText(`http://127.0.0.1:${port}/`);
    // River's purses stay in view beside them.
    await expect(page.locator('.rv-seats')).toBeVisible();
    expect(await overlap(page.locator('.online-invites'), page.locator('.rv-seats'))).toBe(false);
    await keepScreenshot(page, 'online-invites-players-1024.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await overlap(page.locator('.online-invites'), page.locator('.rv-seats'))).toBe(false);
    // The server keeps the table as asked: three rounds, not River's usual ten.
    expect(configKept(tables)).toMatchObject({ rounds: 3 });

    // Basil joins from the same page of the server, in a browser of his own, on a network
    // that can drop.
    const invite = (await page.getByLabel('Invite for Seat 2').textContent())!;
    const friend = await (
      await pacedContext(friendBrowser, { viewport: { width: 1024, height: 640 } })
    ).newPage();
    network = await cuttableNetwork(port);
    await openQuickly(friend, `http://127.0.0.1:${network.port}/`, { width: 1024, height: 640 });
    await friend.getByRole('button', { name: 'Join the table' }).click();
    await friend.getByLabel(/^Invite code/).fill(invite);
    await friend.getByLabel('Your name').fill('Basil');
    await friend.getByRole('button', { name: 'Join' }).click();
    await expect(friend.locator('.online-status')).toHaveText('Online — connected');

    // Hole dice, then the auction: someone must answer, and the clock says how long ago
    // they were asked, counted from the server's moment.
    await page.getByRole('button', { name: 'Roll, Ada (Space)' }).click();
    await friend.getByRole('button', { name: 'Roll, Basil (Space)' }).click();
    for (const p of [page, friend])
      await expect(p.locator('.hud-top .turn')).toContainText('Bid on the banker');
    await expect.poll(() => bidClock(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    // A watcher who comes later reads the same wait as the people who were there.
    const code = (await page.locator('.watch-code code').textContent())!;
    const watcher = await (
      await pacedContext(friendBrowser, { viewport: { width: 1024, height: 640 } })
    ).newPage();
    await openQuickly(watcher, `http://127.0.0.1:${port}/`, { width: 1024, height: 640 });
    await watcher.getByRole('button', { name: 'Join the table' }).click();
    await watcher.getByLabel('A watcher: see the table, play no seat').check();
    await watcher.getByLabel(/^Table code/).fill(code);
    await watcher.getByRole('button', { name: 'Watch' }).click();
    await expect(watcher.locator('.rv-clock')).toBeVisible();
    const [host, guest, late] = await Promise.all([
      bidClock(page),
      bidClock(friend),
      bidClock(watcher),
    ]);
    expect(host).toBeGreaterThanOrEqual(3);
    expect(Math.abs(guest - host)).toBeLessThanOrEqual(1);
    expect(Math.abs(late - host)).toBeLessThanOrEqual(1);
    await watcher.close();
    // The next answer is Basil's: Ada raises when it is hers.
    if ((await page.locator('.rv-answer strong').textContent()) === 'Ada')
      await page.keyboard.press('+');
    await expect(page.locator('.rv-answer')).toContainText('To answer: Basil');

    // Basil's network drops: his page tries to come back, showing how long his seat waits,
    // and Ada sees him away. The network is back within the wait: the page comes back by
    // itself, to the same moment of the game.
    const moves = (await gameLog(page)).length;
    network.cut();
    await expect(friend.locator('.online-status')).toHaveText('Online — reconnecting…');
    await expect(friend.locator('.online-wait')).toHaveText(/^your seat waits 0:[0-3]\d$/);
    const away = page.locator('.online-invites li[data-seat="1"]');
    await expect(away).toContainText(/^Basil \(away, 0:[0-3]\d left\)/);
    network.restore();
    await expect(friend.locator('.online-status')).toHaveText('Online — connected');
    await expect(friend.locator('.online-wait')).toHaveCount(0);
    await expect(page.locator('.online-invites')).toHaveCount(0);
    expect(await gameLog(friend)).toHaveLength(moves);

    // It drops again, for longer than his seat waits. Ada may hand his seat to the computer
    // at once, and does nothing: once the wait is over the computer answers for Basil.
    network.cut();
    await expect(away).toContainText(/^Basil \(away, 0:[0-3]\d left\)/);
    await expect(away.getByRole('button', { name: 'Computer plays it' })).toBeVisible();
    await expect(friend.locator('.online-wait')).toHaveText(/^your seat waits 0:[0-3]\d$/);
    await page.setViewportSize({ width: 1024, height: 640 });
    await keepScreenshot(page, 'online-away-host-1024.png');
    await keepScreenshot(friend, 'online-away-reconnecting-1024.png');
    await expect(away).toContainText(/^Basil \(computer until they are back\)/, {
      timeout: (SEAT_WAIT_SECONDS + 30) * 1000,
    });
    await expect
      .poll(async () => (await gameLog(page)).slice(moves).some((line) => /^Basil /.test(line)), {
        timeout: 60_000,
      })
      .toBe(true);
    // His page says what happened and what to do, instead of trying for ever.
    await expect(friend.locator('.online-status')).toHaveText('Online — connection lost');
    await expect(friend.getByRole('alert')).toContainText(
      `did not come back within the ${SEAT_WAIT_SECONDS} seconds your seat waits for you, so the computer plays your seat now. Sit back down to take it back`,
    );
    await keepScreenshot(friend, 'online-away-gave-up-1024.png');

    // Back on the network, his own invite takes the seat back from the computer.
    network.restore();
    await friend.getByRole('button', { name: 'Sit back down' }).click();
    await expect(friend.locator('.online-status')).toHaveText('Online — connected');
    await expect(friend.locator('.at-screen')).toHaveText('You: Basil');
    await expect(page.locator('.online-invites')).toHaveCount(0);
  } finally {
    await friendBrowser.close();
    await network?.close();
    await stop(server);
    rmSync(tables, { recursive: true, force: true });
  }
});

test('the web host hosts on this computer or on a standing server by its address, offering every game’s own options and computer levels', async ({
  page,
  host,
}) => {
  const port = await freePort();
  const tables = mkdtempSync(join(tmpdir(), 'river-hosting-tables-'));
  const server = await startServe(port, tables);
  try {
    await host.updateSettings({ graphicsQuality: 'low', animationSpeed: 4 });
    await host.open(page);
    await page.getByRole('button', { name: 'Host online' }).click();
    await expect(page.locator('.fair-promise')).toContainText('nobody, the host included');

    // Each game's New game options, and its computer levels for a seat, as the game has them.
    for (const info of GAME_CATALOG) {
      const facts = factsOf(info.id)!;
      await page.getByLabel('Game', { exact: true }).selectOption(info.id);
      for (const option of facts.options)
        await expect(page.getByLabel(option.label, { exact: true })).toBeVisible();
      const seat = page.getByLabel('Seat 2', { exact: true });
      await expect(seat.locator('option')).toHaveText([
        'A friend, by invite',
        ...facts.botLevels.map((level) => `Computer (${level})`),
      ]);
    }
    await page.getByLabel('Game', { exact: true }).selectOption('river-stakes');

    // This computer, on a port of its own, unless a server is chosen.
    await expect(page.getByLabel(/^Port/)).toBeVisible();
    await page.getByLabel('On a table server, by its address').check();
    await expect(page.getByLabel(/^Port/)).toHaveCount(0);
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel(/^Server address/).fill('not an address!!');
    await page.getByRole('button', { name: 'Open the table' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '“not an address!!” is not an address. It looks like 192.168.1.20:2567.',
    );
    await page.getByLabel(/^Server address/).fill(`127.0.0.1:${port}`);
    await page.getByRole('button', { name: 'Open the table' }).click();
    await expect(page.locator('.online-status')).toHaveText('Online — connected');
    // The table is the server's, kept in its folder; the invites say where friends come.
    expect(configKept(tables)).toMatchObject({ securing: 'immediate' });
    await expect(page.locator('.online-address')).toHaveText(`127.0.0.1:${port}`);
    await expect(page.locator('.online-page')).toHaveText(`http://127.0.0.1:${port}/`);
  } finally {
    await stop(server);
    rmSync(tables, { recursive: true, force: true });
  }
});
