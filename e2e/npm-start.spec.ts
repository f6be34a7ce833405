/**
 * `npm start` where Electron cannot start (issue 33): it says why in one line, runs River
 * Table on the web host, and prints the address; a River Stakes game played in the browser
 * is autosaved to the data folder, and after stopping and starting again Continue finds it.
 * Electron is made unavailable on purpose (ELECTRON_OVERRIDE_DIST_PATH at an empty folder),
 * so the spec tries the fallback on a computer that has Electron too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { autosavedGame } from './support/autosaved';
import { quickSettings } from './support/quick-settings';

test.setTimeout(300_000);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => string;
}

/** Runs `npm start` as a person would, and waits for the address it prints. */
async function npmStart(dataDir: string, noElectron: string): Promise<Started> {
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so Ctrl+C (SIGINT) reaches npm and everything it started.
    detached: true,
    env: {
      ...process.env,
      RIVER_TABLE_DATA_DIR: dataDir,
      RIVER_TABLE_NO_BROWSER: '1',
      ELECTRON_OVERRIDE_DIST_PATH: noElectron,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((found, failed) => {
    const timer = setInterval(() => {
      const address = /River Table is at (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearInterval(timer);
        found(address);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      failed(new Error(`npm start ended (${code}) before printing an address:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

/** Ctrl+C, and the web host's goodbye. */
async function stop(started: Started): Promise<void> {
  const exited = new Promise<void>((done) => started.child.once('exit', () => done()));
  process.kill(-started.child.pid!, 'SIGINT');
  await exited;
  // npm itself ends by the signal, as after a Ctrl+C in a terminal; the host says it stopped.
  expect(started.output()).toContain('River Table stopped.');
}

/** A start the spec did not get to stop (it failed on the way) must not outlive it. */
function killLeftover(started: Started): void {
  if (started.child.exitCode === null && started.child.signalCode === null)
    process.kill(-started.child.pid!, 'SIGKILL');
}

const choices = (page: Page) => page.locator('.stakes-choices');
const decide = (page: Page) => page.locator('.stakes-decide');
const log = (page: Page) => page.locator('.game-log li:not(.log-end)');

/** Ada throws with Space, takes the first pairing and stops, until the log has `lines` lines. */
async function playUntilLog(page: Page, lines: number): Promise<void> {
  for (let step = 0; step < 600; step++) {
    if ((await log(page).count()) >= lines) return;
    if (await page.getByRole('button', { name: /^Roll, Ada/ }).isVisible())
      await page.keyboard.press('Space');
    else if (await choices(page).isVisible()) await page.keyboard.press('1');
    else if (await decide(page).isVisible()) await page.keyboard.press('s');
    await page.waitForTimeout(150);
  }
  throw new Error(`The log never reached ${lines} lines.`);
}

test('npm start without Electron runs River Table in the browser, and Continue finds the game after a restart', async ({
  page,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'river-table-npm-start-'));
  const noElectron = mkdtempSync(join(tmpdir(), 'river-table-no-electron-'));
  const starts: Started[] = [];
  try {
    const first = await npmStart(dataDir, noElectron);
    starts.push(first);
    const reason = first
      .output()
      .split('\n')
      .filter((line) => line.includes('instead'));
    expect(reason, 'one line says why the desktop app cannot start').toHaveLength(1);
    expect(reason[0]).toMatch(/no Electron binary.*Starting River Table in your browser instead/);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/$/);

    await page.goto(first.url);
    await quickSettings(page);
    await page
      .locator('[data-game="river-stakes"]')
      .getByRole('button', { name: 'New game' })
      .click();
    await page.getByLabel('Seat 1 name').fill('Ada');
    await page.getByLabel('Seat 2 player').selectOption('computer');
    await page.getByLabel('Seat 2 level').selectOption('easy');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.locator('.hud-top')).toContainText('River Stakes');
    await playUntilLog(page, 6);
    // Stop where the game waits for Ada (to throw, or to press on or stop: the dice are the
    // physics'), every move made so far autosaved to the data folder the web host was given.
    const turn = page.locator('.hud-top .turn');
    // The computer's turn may still be rolling on: on a busy machine its throws take a while.
    await expect(turn.locator('strong')).toHaveText('Ada', { timeout: 120_000 });
    const waitingFor = await turn.textContent();
    const played = await log(page).allTextContents();
    const saved = () => autosavedGame(join(dataDir, 'saves'), 'river-stakes')?.actions ?? 0;
    let actions = -1;
    await expect
      .poll(async () => {
        const before = actions;
        actions = saved();
        return actions > 0 && actions === before;
      })
      .toBe(true);
    await stop(first);
    await expect(page.locator('.hud-top')).toBeVisible();

    const second = await npmStart(dataDir, noElectron);
    starts.push(second);
    expect(second.url, 'each start has a fresh token').not.toBe(first.url);
    await page.goto(second.url);
    await page.getByRole('button', { name: /^Continue River Stakes/ }).click();
    await expect(page.locator('.hud-top')).toContainText('Ada');
    // The game goes on where it was: Ada to play the same step, after the very moves played before.
    await expect(turn).toHaveText(waitingFor!);
    await expect(log(page)).toHaveText(played);
    await stop(second);
  } finally {
    starts.forEach(killLeftover);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(noElectron, { recursive: true, force: true });
  }
});
