/**
 * The browser build, without the desktop app, hosting on a server started with
 * `npm run serve`: the server throws the physical dice on its dice threads, the computer
 * plays the other seat, and every move the table makes has its line in the log.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../electron/online/test-support/free-port';
import { startServe, stop } from '../electron/online/test-support/processes';
import { expect, keepScreenshot, test } from './support/fixtures';
import { playStakesStep } from './support/online-screen';
import { quickSettings } from './support/quick-settings';

test.setTimeout(300_000);

/** How many moves the server's journal for its one table holds (the table, then what each save added). */
function movesKept(folder: string): number {
  const [file] = readdirSync(folder).filter((f) => f.endsWith('.jsonl'));
  const entries = readFileSync(join(folder, file!), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as { table?: { record: { actions: unknown[] } }; actions?: unknown[] },
    );
  return entries.reduce(
    (n, e) => (e.table ? e.table.record.actions.length : n + e.actions!.length),
    0,
  );
}

test('a browser hosts River Stakes on npm run serve against the computer, and the log has a line for every move', async ({
  page,
  rendererUrl,
}) => {
  const port = await freePort();
  const tables = mkdtempSync(join(tmpdir(), 'river-served-tables-'));
  const server = await startServe(port, tables);
  try {
    await page.goto(rendererUrl);
    await quickSettings(page);
    await page.getByRole('button', { name: 'Host online' }).click();
    // Without the desktop app there is no port to serve on: the form asks for a server.
    await expect(page.getByLabel(/^Port/)).toHaveCount(0);
    await page.getByLabel('Your name').fill('  Ada ');
    await page.getByLabel('Seat 2').selectOption('Computer (easy)');
    const nobody = await freePort();
    await page.getByLabel(/^Server address/).fill(`127.0.0.1:${nobody}`);
    await page.getByRole('button', { name: 'Open the table' }).click();
    await expect(page.getByRole('alert')).toContainText(`127.0.0.1:${nobody}`);
    await page.getByLabel(/^Server address/).fill(` 127.0.0.1:${port} `);
    await page.getByRole('button', { name: 'Open the table' }).click();
    await expect(page.locator('.online-status')).toHaveText('Online — connected', {
      timeout: 30_000,
    });

    const log = page.locator('.online-hud .game-log li:not(.fair)');
    const state = { decisions: 0, flung: false };
    let turnsEnded = 0;
    for (let step = 0; step < 400 && turnsEnded < 2; step++) {
      const moves = await playStakesStep(page, state);
      if (moves === 0) {
        await page.waitForTimeout(250);
        continue;
      }
      const ended = (await log.allTextContents()).filter((l) =>
        /^Ada (stops|throws .* busts)/.test(l),
      );
      turnsEnded = ended.length;
    }
    expect(turnsEnded).toBeGreaterThan(0);
    // The computer's turns have come and gone in between: its seat is named for what it is.
    await expect(log.filter({ hasText: /^Computer / }).first()).toBeVisible();

    // Once the table holds still on Ada's turn, the log has one line for each move the
    // server kept, the computer's press-on, throw and pairing included.
    await expect(
      page
        .getByRole('button', { name: /^Roll, Ada/ })
        .or(page.locator('.stakes-choices button, .stakes-decide button').first()),
    ).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(async () => (await log.allTextContents()).length, { timeout: 30_000 })
      .toBe(movesKept(tables));
    const lines = await log.allTextContents();
    // A player who presses on throws next: no press-on line is left without its throw.
    lines.forEach((line, i) => {
      const who = /^(.*) presses on$/.exec(line)?.[1];
      if (who && i + 1 < lines.length) expect(lines[i + 1]).toMatch(new RegExp(`^${who} throws `));
    });
    await keepScreenshot(page, 'online-served-table.png');
  } finally {
    await stop(server);
    rmSync(tables, { recursive: true, force: true });
  }
});
