import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeNamedSave } from './support/crossing-screen';
import { expect, keepScreenshot, test } from './support/fixtures';
import { stakesSave, writeAutosave } from './support/stakes-saves';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f));
}

test('a corrupt save shows its problem and the file is kept, byte for byte', async ({
  page,
  host,
}) => {
  mkdirSync(host.savesDir, { recursive: true });
  const broken = '{"format":"river-table/save","formatVersion":1,"name":"Half a sa';
  writeFileSync(join(host.savesDir, 'half-a-save.json'), broken);

  await host.open(page);
  const damaged = page.locator('.damaged');
  await expect(damaged).toBeVisible();
  await expect(damaged).toContainText('half-a-save');
  await expect(damaged).toContainText(/damaged|truncated|not valid JSON|could not be read/i);

  const kept = filesUnder(host.savesDir).filter(
    (f) => existsSync(f) && f.endsWith('.json') && readFileSync(f, 'utf8') === broken,
  );
  expect(
    kept,
    'the damaged file still exists somewhere in the saves folder, unchanged',
  ).toHaveLength(1);
});

test('at 1280×800 the home screen shows five saved games or more without scrolling', async ({
  page,
  host,
}) => {
  const now = new Date('2026-11-20T10:00:00Z');
  const seats = [
    { name: 'Ada', kind: 'human' },
    { name: 'Basil', kind: 'computer' },
  ] as const;
  writeAutosave(
    host.savesDir,
    stakesSave({ seats, untilTurn: 3, seed: 'auto', startedAt: now, savedAt: now }),
  );
  for (let i = 0; i < 7; i++)
    writeNamedSave(host.savesDir, {
      ...stakesSave({ seats, untilTurn: 2 + i, seed: `named ${i}`, startedAt: now, savedAt: now }),
      name: `Game ${i + 1}`,
    });
  await page.setViewportSize({ width: 1280, height: 800 });
  await host.open(page);
  const rows = page.locator('.saves tbody tr');
  await expect(rows).toHaveCount(8);
  // Rows whole inside the home screen's scrolling body, as it opens (issue #41: one at a time).
  const inView = await page.evaluate(() => {
    const body = document.querySelector('.home-body')!.getBoundingClientRect();
    return [...document.querySelectorAll('.saves tbody tr')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= body.top && r.bottom <= body.bottom;
    }).length;
  });
  await keepScreenshot(page, 'home-saves-1280.png');
  expect(inView).toBeGreaterThanOrEqual(5);
});
