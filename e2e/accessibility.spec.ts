/**
 * A table that speaks (issue #32): axe-core finds no serious or critical violation on any
 * screen, at any of the five tables or in the table menu. One page walks through every view
 * and prints a table of views and violations by impact, so the closing note can quote it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../shared/ipc/settings';
import type { Pending } from '../shared/engine/contract';
import type { SeatInfo } from '../shared/engine/record';
import { GAME_CATALOG } from '../shared/games/catalog';
import { expect, test } from './support/fixtures';
import { playedSave, type PlayedSaveOptions } from './support/played-saves';
import { writeAutosave } from './support/stakes-saves';

test.setTimeout(360_000);

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

interface ViewReport {
  readonly view: string;
  /** Violated rules by impact, each as "rule-id ×elements". */
  readonly rules: Record<Impact, string[]>;
  /** Serious and critical findings, each naming the rule, the element and the view. */
  readonly failures: string[];
}

async function audit(page: Page, view: string): Promise<ViewReport> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const rules: Record<Impact, string[]> = { critical: [], serious: [], moderate: [], minor: [] };
  const failures: string[] = [];
  for (const v of violations) {
    const impact: Impact = v.impact ?? 'minor';
    rules[impact].push(`${v.id} ×${v.nodes.length}`);
    if (impact === 'serious' || impact === 'critical')
      for (const node of v.nodes)
        failures.push(`${view}: ${impact} ${v.id} at ${node.target.join(' ')} — ${v.help}`);
  }
  return { view, rules, failures };
}

function printTable(reports: readonly ViewReport[]): string {
  const rows = reports.map((r) => [
    r.view,
    ...IMPACTS.map((i) => String(r.rules[i].length)),
    [...r.rules.critical, ...r.rules.serious, ...r.rules.moderate, ...r.rules.minor].join(', '),
  ]);
  const head = ['view', ...IMPACTS, 'rules'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, c) => (c === cells.length - 1 ? cell : cell.padEnd(widths[c]!))).join(' | ');
  const failing = reports.filter((r) => r.failures.length > 0).length;
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    `${failing} of ${reports.length} views have a serious or critical violation`,
  ].join('\n');
}

const seats: SeatInfo[] = [
  { name: 'Ada', kind: 'human', colour: '#c0392b' },
  { name: 'Basil', kind: 'computer', level: 'easy', colour: '#2e6fd1' },
  { name: 'Clem', kind: 'computer', level: 'easy', colour: '#2f9e5b' },
];
/** True the third time the game waits on Ada's decision: a few moves in, her turn. */
function adasThirdDecision(): (state: unknown, pending: Pending) => boolean {
  let asked = 0;
  return (_state, pending) =>
    pending.kind === 'decision' && pending.seats.includes(0) && ++asked === 3;
}

/** A game a few moves in, waiting on Ada, for each title: the tables as people meet them. */
const TABLES: readonly { title: string; save: PlayedSaveOptions<never> }[] = [
  { title: 'River Stakes', gameId: 'river-stakes', config: { players: 2 } },
  { title: 'Stones & Rivers', gameId: 'stones-and-rivers', config: { players: 2 } },
  { title: 'River', gameId: 'river-dice', config: { players: 2, rounds: 3 } },
  { title: 'River Rats', gameId: 'river-rats', config: { players: 2 } },
  { title: 'River Crossing', gameId: 'river-crossing', config: { players: 3 } },
].map(({ title, gameId, config }) => ({
  title,
  save: {
    gameId,
    config,
    seats: seats.slice(0, config.players),
    seed: 'axe',
    stopAt: adasThirdDecision(),
  } as PlayedSaveOptions<never>,
}));

const home = (page: Page) => page.getByRole('heading', { name: 'Games', exact: true });

/** Escape goes back home from every screen but the table. */
async function backHome(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(home(page)).toBeVisible();
}

test('every screen, table and the table menu have no serious or critical axe violation', async ({
  page,
  host,
}) => {
  const saveIds = new Map(
    TABLES.map((t) => [t.title, writeAutosave(host.savesDir, playedSave(t.save).save)]),
  );
  // Low graphics and fast motion: software WebGL draws the 3D table slowly.
  writeFileSync(
    join(host.dataDir, 'settings.json'),
    JSON.stringify({ ...DEFAULT_SETTINGS, graphicsQuality: 'low', animationSpeed: 4 }),
  );
  await host.open(page);
  await expect(home(page)).toBeVisible();

  const reports: ViewReport[] = [await audit(page, 'home')];

  for (const game of GAME_CATALOG) {
    await page
      .locator(`[data-game="${game.id}"]`)
      .getByRole('button', { name: 'New game' })
      .click();
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
    reports.push(await audit(page, `new game: ${game.name}`));
    await backHome(page);
  }

  const screens: readonly [string, string][] = [
    ['Settings', 'Settings'],
    ['Rules', 'Rules'],
    ['About & credits', 'About River Table'],
    ['Dice tray', 'Dice tray'],
    ['Host online', 'Host an online game'],
    ['Join online', 'Join an online game'],
  ];
  for (const [button, heading] of screens) {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    reports.push(await audit(page, button));
    await backHome(page);
  }

  for (const [i, table] of TABLES.entries()) {
    await page
      .locator(`tr[data-save="${saveIds.get(table.title)!}"]`)
      .getByRole('button', { name: 'Load' })
      .click();
    await expect(page.locator('.hud-top h1')).toHaveText(table.title);
    reports.push(await audit(page, `table: ${table.title}`));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    if (i === 0) {
      // The menu's key list open, "i" (read the table) among the host's keys.
      await page.locator('.keys-help summary').click();
      await expect(page.locator('.keys-help')).toContainText('read the table');
      reports.push(await audit(page, 'table menu'));
    }
    await page.getByRole('button', { name: 'Leave to home (autosaved)' }).click();
    await expect(home(page)).toBeVisible();
  }

  console.log(`\naxe-core on every view (violated rules by impact)\n${printTable(reports)}\n`);
  expect(reports.flatMap((r) => r.failures)).toEqual([]);
});
