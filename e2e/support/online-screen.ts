/** Steps the online specs share: the host's form, and people at browsers of their own. */
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort } from '../../electron/online/test-support/free-port';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';
import type { Host } from './fixtures';
import { flingDice } from './hand-throw';
import { pacedContext } from './frame-pace';

/**
 * Opens the app with low graphics and fast dice (two WebGL pages share this machine's two
 * cores), then fills the Host online form for `name` on a free port, short of opening it.
 */
export async function fillHostForm(
  page: Page,
  host: Host,
  name: string,
  gameId?: string,
): Promise<number> {
  await host.updateSettings({ graphicsQuality: 'low', animationSpeed: 4 });
  await host.open(page);
  await page.getByRole('button', { name: 'Host online' }).click();
  if (gameId) await page.getByLabel('Game', { exact: true }).selectOption(gameId);
  await page.getByLabel('Your name').fill(name);
  const port = await freePort();
  await page.getByLabel(/^Port/).fill(String(port));
  return port;
}

/** A browser of its own, as on another computer: no storage shared with the host's page. */
export function anotherBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] });
}

/** Someone at `browser` with the app open on its home screen, in a context of their own. */
export async function personAt(browser: Browser, host: Host): Promise<Page> {
  const page = await (
    await pacedContext(browser, { viewport: { width: 1024, height: 640 } })
  ).newPage();
  await host.open(page);
  return page;
}

/**
 * One step of whoever's turn it is on this page: throw (by hand the first time), take the
 * first outcome, press on once a turn and stop the next. Returns how many moves it makes:
 * pressing on throws at once, so it makes two; none when the page had nothing to do.
 */
export async function playStakesStep(
  page: Page,
  state: { decisions: number; flung: boolean },
): Promise<number> {
  if (await page.getByRole('button', { name: /^Roll, / }).isVisible()) {
    if (!state.flung) {
      state.flung = true;
      await flingDice(page);
    } else await page.keyboard.press('Space');
    return 1;
  }
  if (await page.locator('.stakes-choices button').first().isVisible()) {
    await page.keyboard.press('1');
    return 1;
  }
  if (await page.locator('.stakes-decide').isVisible()) {
    state.decisions++;
    const pressOn = state.decisions % 2 === 1;
    await page.keyboard.press(pressOn ? 'c' : 's');
    return pressOn ? 2 : 1;
  }
  return 0;
}
