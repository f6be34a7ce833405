/**
 * What a window shows wrong of a table's places: those out of the window, and those a panel
 * (measured on the page now) covers, each said in words with where it was seen.
 */
import type { Page } from '@playwright/test';
import { outside, overlapping, type Rect } from './screen-regions';

/** A small, a middling and a large window. */
export const WINDOW_SIZES = [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
] as const;

export async function hiddenPlaces(
  page: Page,
  at: string,
  regions: readonly Rect[],
  panels: Readonly<Record<string, string>>,
  [width, height]: readonly [number, number],
): Promise<string[]> {
  const problems = outside(regions, width, height).map(
    (region) => `${at}: ${region} is out of the window`,
  );
  for (const [panel, selector] of Object.entries(panels)) {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) problems.push(`${at}: ${panel} is not shown`);
    else
      for (const region of overlapping(box, regions))
        problems.push(`${at}: ${panel} covers ${region}`);
  }
  return problems;
}
