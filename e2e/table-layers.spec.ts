/**
 * The host owns layering and space (issue #30): at every table, with its busiest panels
 * open and 24-character names, at 1024×640, 1280×800 and 1920×1080, what is under the
 * centre of each top-bar button and each menu item is that control (a click lands on it),
 * and no game panel reaches over the top bar or off the window; text grows on a large screen.
 * The layout check of the lessons (support/layout-check.ts) looks at each table too: nothing
 * cut, covered or drawn over another panel (issue #41).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../shared/ipc/settings';
import type { BaseAction, Pending } from '../shared/engine/contract';
import type { SeatInfo } from '../shared/engine/record';
import {
  game as crossing,
  type CrossingAction,
  type CrossingState,
} from '../shared/games/river-crossing';
import type { RiverState } from '../shared/games/river-dice';
import type { RatsState } from '../shared/games/river-rats';
import type { StakesState } from '../shared/games/river-stakes';
import type { SRState } from '../shared/games/stones-and-rivers';
import { pickables } from '../renderer/games/river-crossing/turn';
import { expect, keepScreenshot, test } from './support/fixtures';
import { layoutProblems } from './support/layout-check';
import { playedSave, type PlayedSaveOptions } from './support/played-saves';
import { writeAutosave } from './support/stakes-saves';

test.setTimeout(120_000);

const SIZES = [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
] as const;

/** Names of exactly 24 characters, the longest the issue asks the top bar to carry. */
const NAMES = [
  'Adalberta Winterbottomes',
  'Basilio Featherstonehaug',
  'Clementine Montgomery-Ro',
  'Dorothea Vanderbilt-Quin',
];
const COLOURS = ['#c0392b', '#2e6fd1', '#2f9e5b', '#d68a1c'];

const seats = (count: number): SeatInfo[] =>
  NAMES.slice(0, count).map((name, i) =>
    i === 0
      ? { name, kind: 'human', colour: COLOURS[i]! }
      : { name, kind: 'computer', level: 'easy', colour: COLOURS[i]! },
  );

const waitsOnFirstSeat = (pending: Pending): boolean =>
  pending.kind === 'decision' && pending.seats.includes(0);

/** Red enters at b1 whenever it can (the issue's way to grow the pick list), else steps on. */
function redPilesUp(state: CrossingState, legal: readonly BaseAction[]): BaseAction {
  const moves = legal as readonly CrossingAction[];
  return (
    moves.find((a) => a.type === 'enter' && a.to === 'b1') ??
    moves.find((a) => a.type === 'enter') ??
    moves.find((a) => a.type === 'step') ??
    moves[0]!
  );
}

interface Table {
  readonly title: string;
  readonly save: PlayedSaveOptions<never>;
  /** Opens the table's panels from the keyboard, once the game is on screen. */
  readonly openPanels: (page: Page) => Promise<void>;
  /** What else must be in view at every size, as problems. */
  readonly look?: (page: Page) => Promise<string[]>;
}

const TABLES: readonly Table[] = [
  {
    title: 'River Stakes',
    save: {
      gameId: 'river-stakes',
      config: { players: 2 },
      seats: seats(2),
      seed: 'layers',
      stopAt: (s: StakesState, p: Pending) => s.phase === 'decide' && waitsOnFirstSeat(p),
    } as PlayedSaveOptions<never>,
    openPanels: async (page) => {
      await page.keyboard.press('o');
      await expect(page.locator('.stakes-decide .odds')).toBeVisible();
    },
  },
  {
    title: 'Stones & Rivers',
    save: {
      gameId: 'stones-and-rivers',
      config: { players: 2, board: '16x17' },
      seats: seats(2),
      seed: 'layers',
      stopAt: (s: SRState, p: Pending) => s.actions >= 12 && waitsOnFirstSeat(p),
    } as PlayedSaveOptions<never>,
    openPanels: async (page) => {
      await page.keyboard.press('n');
      await expect(page.locator('.sr-turn .sr-hint')).toBeVisible();
    },
  },
  {
    title: 'River',
    save: {
      gameId: 'river-dice',
      config: { players: 4, rounds: 3 },
      seats: seats(4),
      seed: 'layers',
      stopAt: (s: RiverState, p: Pending) => s.phase === 'auction' && waitsOnFirstSeat(p),
    } as PlayedSaveOptions<never>,
    openPanels: async (page) => {
      await page.keyboard.press('o');
      await expect(page.locator('.rv-helper')).toBeVisible();
      await expect(page.locator('.rv-side')).toContainText('Bid');
    },
  },
  {
    title: 'River Rats',
    save: {
      gameId: 'river-rats',
      config: { players: 2 },
      seats: seats(2),
      seed: 'layers',
      stopAt: (s: RatsState, p: Pending) =>
        s.last !== null && s.phase === 'turn' && waitsOnFirstSeat(p),
    } as PlayedSaveOptions<never>,
    openPanels: async (page) => {
      await page.keyboard.press('h');
      await expect(page.locator('.rr-side')).toContainText('Hide the hint');
      await expect(page.locator('.rr-resolution')).toBeVisible();
    },
  },
  {
    title: 'River Crossing',
    save: {
      gameId: 'river-crossing',
      config: { players: 3 },
      seats: seats(3),
      seed: 'layers',
      firstSeat: redPilesUp,
      stopAt: (s: CrossingState, p: Pending) =>
        waitsOnFirstSeat(p) && pickables(crossing.legalActions(s, 0), s.board).length >= 11,
    } as PlayedSaveOptions<never>,
    openPanels: async (page) => {
      await expect(page.locator('.rc-turn .rc-choices button')).toHaveCount(11);
      // The tallest stack picked: its inspector lists eight pieces or more, the longest pick list.
      for (let i = 0; i < 11 && (await page.locator('.rc-stack li').count()) < 8; i++)
        await page.keyboard.press('n');
      expect(await page.locator('.rc-stack li').count()).toBeGreaterThanOrEqual(8);
      // A Why panel as the table shows one after collections (it keeps only what it saw played
      // live, so a game sat down at shows none yet): three moves' reasons above the turn.
      await page.evaluate(() => {
        const why = document.createElement('section');
        why.className = 'panel rc-why';
        why.setAttribute('aria-label', 'Why');
        why.innerHTML =
          '<h2>Why</h2><ol>' +
          [12, 11, 10]
            .map(
              (move) =>
                `<li><strong>Move ${move}, Collector:</strong> A collector that lands on a stack collects its top piece into the stash and stands in its place.</li>`,
            )
            .join('') +
          '</ol>';
        document.querySelector('.rc-side')!.prepend(why);
      });
    },
    /** The Why panel keeps its heading and its newest reason in view (issue #41: 47 px, "Why" alone). */
    look: async (page) => {
      const newest = await page.evaluate(() => {
        const why = document.querySelector('.rc-why')!.getBoundingClientRect();
        const reason = document.querySelector('.rc-why li')!.getBoundingClientRect();
        return { why: Math.round(why.height), shown: reason.bottom <= why.bottom + 1 };
      });
      return newest.shown
        ? []
        : [`the Why panel is ${newest.why} px tall: its newest reason is cut off`];
    },
  },
];

interface Covered {
  readonly what: string;
  readonly under: string;
}

/**
 * Every control in `selector` that is not where a click at its centre would land: off the
 * window, or under something else (named by its tag and class).
 */
function coveredControls(page: Page, selector: string): Promise<Covered[]> {
  return page.evaluate((sel) => {
    const name = (e: Element | null): string =>
      e
        ? `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ').join('.')}` : ''}${e.textContent ? ` “${e.textContent.trim().slice(0, 30)}”` : ''}`
        : 'nothing';
    const out: { what: string; under: string }[] = [];
    for (const control of document.querySelectorAll(sel)) {
      const r = control.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const what = name(control);
      if (r.width === 0 || r.height === 0) {
        out.push({ what, under: 'not drawn' });
        continue;
      }
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
        out.push({ what, under: 'off the window' });
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === control || control.contains(hit))) out.push({ what, under: name(hit) });
    }
    return out;
  }, selector);
}

/**
 * Game panels that reach over the top bar or past the window's edges. A panel inside a
 * scrolling column is judged by that column: scrolled out of sight is not off the window.
 */
function strayPanels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hud = document.querySelector('.table-hud')!;
    const bar = document.querySelector('.hud-top')!.getBoundingClientRect();
    const scrolls = (e: Element): boolean => /auto|scroll/.test(getComputedStyle(e).overflowY);
    const judged = new Set<Element>();
    for (const panel of hud.querySelectorAll(':is(.hud-panel, .panel)')) {
      if (panel.closest('.hud-top')) continue;
      let outer: Element = panel;
      for (let e = panel.parentElement; e && e !== hud; e = e.parentElement)
        if (scrolls(e)) outer = e;
      judged.add(outer);
    }
    const out: string[] = [];
    for (const panel of judged) {
      const r = panel.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const fits =
        r.top >= bar.bottom - 1 &&
        r.left >= -1 &&
        r.right <= innerWidth + 1 &&
        r.bottom <= innerHeight + 1;
      if (!fits)
        out.push(
          `${panel.className} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (top bar ends at ${Math.round(bar.bottom)})`,
        );
    }
    return out;
  });
}

const TOP_BAR = '.hud-top :is(button, h1, .turn-label):not(#table-menu-panel *)';
const MENU_ITEMS = '#table-menu-panel :is(button, input)';

for (const table of TABLES) {
  test(`${table.title}: the menu and the top bar are on top of every panel, at three sizes`, async ({
    page,
    host,
  }) => {
    writeAutosave(host.savesDir, playedSave(table.save).save);
    // Low graphics and fast motion from the start: software WebGL draws the home table slowly.
    writeFileSync(
      join(host.dataDir, 'settings.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, graphicsQuality: 'low', animationSpeed: 4 }),
    );
    await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
    await host.open(page);
    await page.getByRole('button', { name: new RegExp(`^Continue ${table.title} `) }).click();
    await expect(page.locator('.hud-top h1')).toHaveText(table.title);
    await table.openPanels(page);

    const problems: string[] = [];
    const textSizes: number[] = [];
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      textSizes.push(
        await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)),
      );
      const at = `${table.title} at ${width}×${height}`;
      for (const c of await coveredControls(page, TOP_BAR))
        problems.push(`${at}: top bar ${c.what} is under ${c.under}`);
      for (const p of await strayPanels(page)) problems.push(`${at}: panel ${p}`);
      for (const p of (await table.look?.(page)) ?? []) problems.push(`${at}: ${p}`);
      // Nothing a person needs is cut or covered, and no two panels lie over each other (issue #41).
      for (const p of await layoutProblems(page)) problems.push(`${at}: ${p}`);

      await page.keyboard.press('Escape');
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await expect(menu, `${at}: Escape opens the menu`).toHaveAttribute('aria-expanded', 'true');
      await page.waitForTimeout(100);
      for (const c of await coveredControls(page, MENU_ITEMS))
        problems.push(`${at}: menu item ${c.what} is under ${c.under}`);
      if (width === 1024) await keepScreenshot(page, `layers-${table.save.gameId}.png`);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
    expect(problems).toEqual([]);
    // Text grows with the window on large screens, and is never smaller than at 1280×800.
    expect(textSizes[1]).toBeGreaterThanOrEqual(textSizes[0]!);
    expect(textSizes[2]).toBeGreaterThan(textSizes[1]! * 1.1);
  });
}
