/**
 * River as a newcomer meets it: the table opens in their own chair and stays there while
 * the computer acts; the peek is a hold that tips their own cup towards them; two people
 * at one screen see a round's showdown before the screen is covered for the next handover.
 */
import type { Page } from '@playwright/test';
import { game, type RiverState } from '../shared/games/river-dice';
import { seatPoses } from '../renderer/games/river-dice/layout';
import { autosavedRiver, peekText, sceneFaces } from './support/river-screen';
import { expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { fixSeed } from './support/seeded';

test.setTimeout(300_000);

interface Scene {
  getObjectByName(name: string): unknown;
}
type TableState = () => {
  camera: { position: { x: number; y: number; z: number } };
  scene: Scene;
};

const cameraAt = (page: Page) =>
  page.evaluate(() => {
    const { camera } = (window as unknown as { __tableState: TableState }).__tableState();
    return [camera.position.x, camera.position.y, camera.position.z];
  });

/** How far the camera is from `seat`'s chair at a two-seat table. */
async function fromChair(page: Page, seat: number): Promise<number> {
  const chair = seatPoses(2)[seat]!.camera!.position;
  const at = await cameraAt(page);
  return Math.hypot(...at.map((v, i) => v - chair[i]!));
}

const hasObject = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { __tableState: TableState })
        .__tableState()
        .scene.getObjectByName(n) !== undefined,
    name,
  );

async function startRiver(page: Page, names: readonly string[], second: 'computer' | 'human') {
  await quickSettings(page);
  await page.locator('[data-game="river-dice"]').getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('2', { exact: true }).check();
  await page.getByLabel('Seat 1 name').fill(names[0]!);
  await page.getByLabel('Seat 2 name').fill(names[1]!);
  await page.getByLabel('Seat 2 player').selectOption(second);
  await page.getByLabel('Rounds').fill('2');
  await page.getByRole('button', { name: 'Start game' }).click();
}

test("River against a computer: the table opens in Zoë's own chair and stays there while Basil acts", async ({
  page,
  host,
}) => {
  await fixSeed(page, 7);
  await host.open(page);
  await startRiver(page, ['Zoë', 'Basil'], 'computer');
  await expect(page.locator('.at-screen')).toHaveText('At the screen: Zoë');
  await expect.poll(() => fromChair(page, 0), { timeout: 10_000 }).toBeLessThan(0.5);
  await page.getByRole('button', { name: 'Roll, Zoë (Space)' }).click();
  // Basil throws and bids meanwhile; the view never leaves Zoë's chair.
  await zoesHole(host);
  for (let i = 0; i < 10; i++) {
    expect(await fromChair(page, 0)).toBeLessThan(0.5);
    await page.waitForTimeout(300);
  }
});

async function zoesHole(host: Host): Promise<readonly number[]> {
  let hole: readonly number[] | null = null;
  await expect
    .poll(() => (hole = autosavedRiver(host.savesDir)?.state.hole[0] ?? null), {
      timeout: 60_000,
    })
    .not.toBeNull();
  return hole!;
}

test('River: the peek lasts exactly as long as the hold (key, pointer, or until the window is left) and tips her own cup', async ({
  page,
  host,
}) => {
  await fixSeed(page, 7);
  await host.open(page);
  await startRiver(page, ['Zoë', 'Basil'], 'computer');
  await page.getByRole('button', { name: 'Roll, Zoë (Space)' }).click();
  const hole = await zoesHole(host);

  const peeked = page.locator('.rv-peeked');
  await page.keyboard.down('h');
  await expect(peeked).toHaveText(`Under your cup: ${peekText(hole)}`);
  await page.waitForTimeout(600);
  await keepScreenshot(page, 'river-peek-held.png');
  await page.keyboard.up('h');
  await expect(peeked).toHaveCount(0);

  // A press on the button holds wherever the pointer goes until it is let go.
  const button = page.getByRole('button', { name: /Hold to peek/ });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(peeked).toBeVisible();
  await page.mouse.move(5, 400, { steps: 4 });
  await expect(peeked).toBeVisible();
  await page.mouse.up();
  await expect(peeked).toHaveCount(0);

  // A key let go in another window never comes back: losing the window lets go.
  await page.keyboard.down('h');
  await expect(peeked).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(peeked).toHaveCount(0);
  await page.keyboard.up('h');

  // The scene tips Zoë's own cup towards her chair while she holds, and only then.
  await page.keyboard.down('h');
  await expect.poll(() => hasObject(page, 'cup:0:peek')).toBe(true);
  await page.keyboard.up('h');
  await expect.poll(() => hasObject(page, 'cup:0:down')).toBe(true);
});

async function settled(host: Host, after: number): Promise<{ state: RiverState; actions: number }> {
  let found: { state: RiverState; actions: number } | null = null;
  await expect
    .poll(() => (found = autosavedRiver(host.savesDir)) !== null && found.actions > after, {
      timeout: 60_000,
      intervals: [100],
    })
    .toBe(true);
  return found!;
}

test('River with two people at one screen: the showdown of round 1 is seen, cups lifted, before the handover covers the table', async ({
  page,
  host,
}) => {
  await fixSeed(page, 31);
  await host.open(page);
  await startRiver(page, ['Ada', 'Basil'], 'human');
  const privacy = page.locator('.privacy-screen');
  let played = -1;
  for (let step = 0; step < 60; step++) {
    const { state, actions } = await settled(host, played);
    played = actions;
    if (state.round === 2) {
      // Round 1's showdown is on the table, both hands face up, no cover over them.
      await expect(page.locator('.rv-showdown')).toContainText('Round 1 showdown');
      await expect(privacy).toHaveCount(0);
      // Nobody's dice can be thrown from under the pause: the next round waits for the handover.
      await expect(page.getByRole('button', { name: /^Roll, / })).toHaveCount(0);
      await expect
        .poll(async () => (await sceneFaces(page)).filter((f) => /^face:[01]:/.test(f)).length)
        .toBe(10);
      await page.waitForTimeout(2_000);
      await keepScreenshot(page, 'river-showdown-before-handover.png');
      await page.getByRole('button', { name: /Pass to/ }).click();
      await expect(privacy).toBeVisible();
      return;
    }
    const pending = game.next(state);
    const seat =
      pending.kind === 'throw'
        ? pending.seat
        : pending.kind === 'decision'
          ? pending.seats[0]!
          : null;
    if (seat === null) continue;
    await expect
      .poll(
        async () =>
          (await privacy.isVisible()) ||
          (await page.locator('.at-screen').textContent()) ===
            `At the screen: ${['Ada', 'Basil'][seat]!}`,
      )
      .toBe(true);
    if (await privacy.isVisible()) await page.keyboard.press('Enter');
    if (pending.kind === 'throw') await page.getByRole('button', { name: /^Roll, / }).click();
    else if (state.phase === 'auction') await page.keyboard.press('p');
    else await page.keyboard.press('Enter');
  }
  throw new Error('Round 2 never came');
});
