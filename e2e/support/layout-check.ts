/**
 * What a person at the table cannot see or reach, measured in the page (issue #41): the
 * lesson's words cut short or scrolled, a lesson button or the ringed control off the
 * window, clipped by its column or under another panel, and two of the stage's panels
 * drawn over each other. Each problem is one line saying what and where.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { LookAt } from './lesson';

export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (e: Element | null): string => {
      if (!e) return 'nothing';
      const cls =
        typeof e.className === 'string' && e.className
          ? `.${e.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 32);
      return `${e.tagName.toLowerCase()}${cls}${text ? ` “${text}”` : ''}`;
    };
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const bar = document.querySelector('.hud-top')?.getBoundingClientRect();
    const windowBox: Box = {
      left: 0,
      top: bar ? bar.bottom : 0,
      right: innerWidth,
      bottom: innerHeight,
    };
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const area = (b: Box): number => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
    /** The part of `e` left in sight by every ancestor that clips what overflows it. */
    const shown = (e: Element): Box => {
      let box: Box = e.getBoundingClientRect();
      for (let a = e.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
          box = cut(box, a.getBoundingClientRect());
      }
      return box;
    };
    const size = (b: Box): string =>
      `${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`;

    /** A control a person must see whole and click: in sight, inside the stage, on top. */
    const reachable = (e: Element, what: string): void => {
      const full = e.getBoundingClientRect();
      if (full.width === 0 || full.height === 0) return;
      const inSight = cut(shown(e), windowBox);
      if (area(inSight) < area(full) - 2) {
        problems.push(`${what} ${name(e)} is cut: ${size(full)} shows only ${size(inSight)}`);
        return;
      }
      const hit = document.elementFromPoint(
        (full.left + full.right) / 2,
        (full.top + full.bottom) / 2,
      );
      if (!hit || !(hit === e || e.contains(hit)))
        problems.push(`${what} ${name(e)} is under ${name(hit)}`);
    };

    const lesson = document.querySelector('.lesson');
    if (lesson) {
      for (const words of lesson.querySelectorAll('.lesson-words'))
        if (words.scrollHeight > words.clientHeight + 2)
          problems.push(
            `the lesson's words need scrolling: ${words.clientHeight} px shown of ${words.scrollHeight}`,
          );
      for (const button of lesson.querySelectorAll('button')) reachable(button, 'lesson button');
    }
    for (const target of document.querySelectorAll('[data-lesson-target]'))
      reachable(target, 'the ringed control');

    // The stage's painted boxes (outermost only) must not lie over one another.
    const stage = document.querySelector('.hud-stage');
    if (stage) {
      const painted = (e: Element): boolean => {
        const style = getComputedStyle(e);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const rgba = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(',') ?? [];
        const alpha = rgba.length === 4 ? Number(rgba[3]) : rgba.length === 3 ? 1 : 0;
        return alpha > 0.05 || style.borderTopWidth !== '0px';
      };
      const boxes: { e: Element; box: Box }[] = [];
      const walk = (e: Element): void => {
        for (const child of e.children) {
          if (painted(child)) {
            const box = shown(child);
            if (area(box) > 0) boxes.push({ e: child, box });
          } else walk(child);
        }
      };
      walk(stage);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const overlap = cut(boxes[i]!.box, boxes[j]!.box);
          if (overlap.right - overlap.left > 2 && overlap.bottom - overlap.top > 2)
            problems.push(
              `${name(boxes[i]!.e)} and ${name(boxes[j]!.e)} overlap at ${size(overlap)}`,
            );
        }
    }
    return problems;
  });
}

export const SMALL = { width: 1024, height: 640 } as const;
export const LARGE = { width: 1280, height: 800 } as const;

/**
 * Looks at a lesson's screen at 1024×640 at every step, and at the steps `alsoLarge`
 * names at 1280×800 too: nothing must be cut, covered or need scrolling (nor be among
 * the table's own `more` problems).
 */
export function layoutLook(
  alsoLarge: (index: number) => boolean,
  more: (page: Page) => Promise<string[]> = () => Promise.resolve([]),
): LookAt {
  const sound = async (page: Page, at: string): Promise<void> => {
    await expect
      .poll(async () => [...(await layoutProblems(page)), ...(await more(page))], { message: at })
      .toEqual([]);
  };
  return async (page, index) => {
    await sound(page, `step ${index} at 1024×640`);
    if (!alsoLarge(index)) return;
    await page.setViewportSize(LARGE);
    await sound(page, `step ${index} at 1280×800`);
    await page.setViewportSize(SMALL);
  };
}

/**
 * Whether the game log's numbers fit left of its lines: the list's indent holds the widest
 * number ("199.") in the log's own font, with room for the gap before the line.
 */
export function logNumbersFit(
  page: Page,
): Promise<{ lines: number; widest: number; room: number }> {
  return page.evaluate(() => {
    const list = document.querySelector('#game-log-lines')!;
    const lines = list.querySelectorAll('li:not(.log-end)').length;
    const style = getComputedStyle(list.querySelector('li') ?? list);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const widest = context.measureText(`${lines}.`).width + parseFloat(style.fontSize) * 0.3;
    return {
      lines,
      widest: Math.ceil(widest),
      room: Math.floor(parseFloat(getComputedStyle(list).paddingLeft)),
    };
  });
}
