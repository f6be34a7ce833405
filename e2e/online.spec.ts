import { matchMaker } from '@colyseus/core';
import type { Page } from '@playwright/test';
import { freePort } from '../electron/online/test-support/free-port';
import { canvasVariety, expect, test, keepScreenshot } from './support/fixtures';
import { anotherBrowser, fillHostForm, personAt, playStakesStep } from './support/online-screen';

test.setTimeout(420_000);

const gameLog = (page: Page): Promise<string[]> =>
  page.locator('.online-hud .game-log li:not(.fair)').allTextContents();

/** Nothing on this page lets its person act: no roll, no choices, no decision. */
async function expectNoControls(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Roll, / })).toHaveCount(0);
  await expect(page.locator('.stakes-choices, .stakes-decide')).toHaveCount(0);
}

test('two people play River Stakes online: one hosts, the other joins by code, and each page acts only for its own seat', async ({
  page,
  host,
}) => {
  const port = await fillHostForm(page, host, 'Ada');
  await keepScreenshot(page, 'online-host-form.png');
  await page.getByRole('button', { name: 'Open the table' }).click();
  const inviteField = page.getByLabel('Invite for Seat 2');
  await expect(inviteField).toHaveText(/^[0-9A-Z]{10}-[0-9A-Z]{10}$/);
  const invite = (await inviteField.textContent())!;
  // The addresses to share are this computer's own on its networks, on the chosen port.
  for (const shown of await page.locator('.online-address').allTextContents())
    expect(shown).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+\\.\\d+:${port}$`));
  await expect(page.locator('.online-status')).toHaveText('Online — connected');
  await keepScreenshot(page, 'online-host-invites.png');

  // A friend in a browser of their own (each page the one in front of its browser, as on
  // two computers): no shared storage, only the address and the code.
  const friendBrowser = await anotherBrowser();
  const friend = await personAt(friendBrowser, host);
  friend.on('console', (message) => {
    if (/Colyseus|reconnect/i.test(message.text())) console.log(`[friend] ${message.text()}`);
  });
  await friend.getByRole('button', { name: 'Join online' }).click();
  const address = friend.getByLabel(/^Address/);
  const code = friend.getByLabel(/^Invite code/);
  await friend.getByLabel('Your name').fill('Basil');
  const problem = friend.getByRole('alert');

  const nobody = await freePort();
  await address.fill(`127.0.0.1:${nobody}`);
  await code.fill(invite);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(problem).toContainText(`Nothing answers at 127.0.0.1:${nobody}`);

  await address.fill(`127.0.0.1:${port}`);
  await code.fill(`${invite.slice(0, 11)}ZZZZZZZZZZ`);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(problem).toHaveText('That invite is not for this table.');

  await code.fill(`ZZZZZZZZZZ${invite.slice(10)}`);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(problem).toContainText('No table with that code is open');

  await code.fill('not a code');
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(problem).toContainText('An invite code looks like');
  await keepScreenshot(friend, 'online-join-problem.png');

  await code.fill(invite.toLowerCase());
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.online-status')).toHaveText('Online — connected');
  await expect(friend.locator('.at-screen')).toHaveText('You: Basil');
  // Everyone is seated: the invites step aside for the table.
  await expect(page.locator('.online-invites')).toHaveCount(0);
  // The same invite cannot seat a second person.
  const third = await personAt(friendBrowser, host);
  await third.getByRole('button', { name: 'Join online' }).click();
  await third.getByLabel(/^Address/).fill(`127.0.0.1:${port}`);
  await third.getByLabel(/^Invite code/).fill(invite);
  await third.getByLabel('Your name').fill('Cora');
  await third.getByRole('button', { name: 'Join' }).click();
  await expect(third.getByRole('alert')).toHaveText('Someone is already sitting at Seat 2.');
  await third.close();

  // Play: whoever's turn it is acts on their own page; the other page offers nothing.
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
    const other = acting === page ? friend : page;
    await expect(acting.locator(controls).first()).toBeVisible();
    await expectNoControls(other);
    const before = (await gameLog(page)).length;
    const moves = await playStakesStep(acting, states.get(acting)!);
    expect(moves).toBeGreaterThan(0);
    // Each move adds one line to both logs once its dice have landed on both screens.
    for (const p of [page, friend])
      await expect
        .poll(async () => (await gameLog(p)).length, { timeout: 30_000 })
        .toBe(before + moves);
    const lines = (await gameLog(page)).slice(before);
    if (lines.some((line) => / stops| busts/.test(line))) turnsEnded++;
  }
  expect(turnsEnded).toBe(2);
  expect(states.get(page)!.decisions + states.get(friend)!.decisions).toBeGreaterThan(0);

  // Basil's connection drops: his page says so, comes back by itself and the game goes on.
  await friend.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __statuses: seen });
    const status = document.querySelector('.online-status')!;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const room = matchMaker.getLocalRoomById(invite.slice(0, 10));
  const basil = room.clients.find((c) => (c.userData as { viewer?: number }).viewer === 1)!;
  (basil.ref as unknown as { terminate(): void }).terminate();
  await expect
    .poll(() => friend.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses))
    .toContain('Online — reconnecting…');
  await expect(friend.locator('.online-status')).toHaveText('Online — connected');
  const logBefore = await gameLog(page);
  await expect.poll(() => gameLog(friend)).toEqual(logBefore);
  const who = (await page.locator('.hud-top .turn strong').textContent()) as keyof typeof people;
  const moves = await playStakesStep(people[who], states.get(people[who])!);
  expect(moves).toBeGreaterThan(0);
  for (const p of [page, friend])
    await expect.poll(async () => (await gameLog(p)).length).toBe(logBefore.length + moves);

  // Both pages tell the same story, each from its own seat.
  await expect
    .poll(async () => JSON.stringify(await gameLog(friend)))
    .toBe(JSON.stringify(await gameLog(page)));
  await expect(page.locator('.at-screen')).toHaveText('You: Ada');
  await expect(friend.locator('.at-screen')).toHaveText('You: Basil');
  // The dice the room threw lie in both trays with the same faces.
  const lastThrow = [...(await gameLog(page))].reverse().find((l) => /throws \d( \d){3}\b/.test(l));
  if (lastThrow) {
    const faces = lastThrow
      .match(/throws (\d( \d){3})\b/)![1]!
      .split(' ')
      .join(', ');
    await expect(page.locator('.throw-result')).toContainText(faces);
    await expect(friend.locator('.throw-result')).toContainText(faces);
  }
  // Fair dice: each page checked every throw it saw, said so in the log, and counts them.
  for (const p of [page, friend]) {
    const checked = await p.locator('.online-hud .game-log li.fair').allTextContents();
    expect(checked.length).toBeGreaterThan(0);
    // A throw fixed while Basil's connection was cut went on without his secret, and says so.
    for (const line of checked)
      expect(line).toMatch(
        /^✓ Fair dice — \w+'s d6 d6( d6 d6)?: \d \d( \d \d)?, from the secrets of the table and (1 person|2 people)( \(1 seat gave none in time\))?$/,
      );
    // Once both sit at the table, each throw is made from both people's secrets too.
    expect(checked.at(-1)).toContain('and 2 people');
    await expect(p.locator('.fair-mark')).toHaveText(/^✓ Fair dice: \d+ checked$/);
    await expect(p.locator('.fair-alarm')).toHaveCount(0);
  }
  for (const p of [page, friend])
    expect((await canvasVariety(p)).distinctColours).toBeGreaterThan(20);
  await keepScreenshot(page, 'online-host-table.png');
  await keepScreenshot(friend, 'online-friend-table.png');
  // The table closes Basil's connection for good: his page says so, and his own invite
  // (kept by the page) seats him again at the table as it was.
  const closing = room.clients.find((c) => (c.userData as { viewer?: number }).viewer === 1)!;
  closing.leave(4002);
  await expect(friend.locator('.online-status')).toHaveText('Online — connection lost');
  await expect(friend.getByRole('alert')).toContainText(
    `The connection to the table at 127.0.0.1:${port} was lost.`,
  );
  await keepScreenshot(friend, 'online-friend-lost.png');
  // The host sees the seat waiting for Basil, how long it still waits, and the invite to send him again.
  await expect(page.locator('.online-invites li[data-seat="1"]')).toContainText(
    /Basil \(away, [12]:\d\d left\)/,
  );
  await expect(page.getByLabel('Invite for Seat 2')).toHaveText(invite);
  // Invites are the host's alone.
  await expect(friend.locator('.online-invites')).toHaveCount(0);
  await friend.getByRole('button', { name: 'Sit back down' }).click();
  await expect(friend.locator('.online-status')).toHaveText('Online — connected');
  await expect(friend.locator('.at-screen')).toHaveText('You: Basil');
  await expect(page.locator('.online-invites')).toHaveCount(0);
  // The same moment of the same game: whose turn it is, and the move before it.
  await expect(friend.locator('.hud-top .turn')).toHaveText(
    (await page.locator('.hud-top .turn').textContent())!,
  );
  // The whole story of the game is back in the log, not only the move since sitting down.
  await expect.poll(() => gameLog(friend)).toEqual(await gameLog(page));

  await friendBrowser.close();

  // Ada leaves and stops hosting: the server no longer answers at its port.
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Host online' }).click();
  await expect(page.locator('.online-serving')).toContainText(`Serving tables on port ${port}`);
  await page.getByRole('button', { name: 'Stop hosting' }).click();
  await expect(page.locator('.online-serving')).toHaveCount(0);
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => 'answered',
        () => 'silent',
      ),
    )
    .toBe('silent');
});
