import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

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
