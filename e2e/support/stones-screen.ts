/**
 * Playing Stones & Rivers through the screen: where a point of the board is in the window
 * (seen from the Top camera), the game as the app last autosaved it, and one action done
 * the way a person does it, with the pointer and the table's keys.
 */
import { expect, type Page } from '@playwright/test';
import {
  geometry,
  pointIndex,
  type SRAction,
  type SRState,
} from '../../shared/games/stones-and-rivers';
import { autosavedGame } from './autosaved';
import { CAMERA_PRESETS } from '../../renderer/stores/camera';
import { boardLayout, pointPosition } from '../../renderer/games/stones-and-rivers/layout';

/** The canvas's field of view (TableCanvas). */
const FOV_DEGREES = 40;

/** The newest autosave's state and action count. */
export const autosaved = (savesDir: string) => autosavedGame<SRState>(savesDir);

/** Where point `name` of the board is in the window, looking from the Top camera. */
export async function whereIs(
  page: Page,
  state: SRState,
  name: string,
): Promise<{ x: number; y: number }> {
  const canvas = (await page.locator('[data-testid="table-canvas"] canvas').boundingBox())!;
  const l = boardLayout(geometry(state.config.board));
  const [x, y, z] = pointPosition(l, pointIndex(l.g, name));
  const height = CAMERA_PRESETS.top.position[1] - y;
  const f = canvas.height / 2 / Math.tan((FOV_DEGREES / 2) * (Math.PI / 180));
  return {
    x: canvas.x + canvas.width / 2 + (x * f) / height,
    y: canvas.y + canvas.height / 2 + (z * f) / height,
  };
}

export async function pointAt(page: Page, state: SRState, name: string): Promise<void> {
  const { x, y } = await whereIs(page, state, name);
  await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.click(x, y);
}

/** Something to do with the pointer on the last point, before it is pressed (a screenshot). */
export interface AroundLast {
  readonly beforeLast?: () => Promise<unknown>;
}

/** Does `action` by pointing at its points and pressing the table's keys. */
export async function playByHand(
  page: Page,
  state: SRState,
  action: SRAction,
  around: AroundLast = {},
): Promise<void> {
  const panel = page.locator('.sr-turn');
  const last = async (name: string): Promise<void> => {
    const { x, y } = await whereIs(page, state, name);
    await page.mouse.move(x, y, { steps: 2 });
    await around.beforeLast?.();
    await page.mouse.click(x, y);
  };
  switch (action.type) {
    case 'move':
    case 'push':
      await pointAt(page, state, action.from);
      await expect(panel.locator('h2')).toContainText(`on ${action.from}`);
      await last(action.to);
      return;
    case 'send':
      await pointAt(page, state, action.from);
      await expect(panel.locator('h2')).toContainText(`on ${action.from}`);
      await pointAt(page, state, action.via);
      await expect(panel).toContainText(`on ${action.via}: point at where it goes`);
      await last(action.to);
      return;
    case 'flip':
    case 'rotate':
      await pointAt(page, state, action.at);
      await expect(panel.locator('h2')).toContainText(`on ${action.at}`);
      await page.keyboard.press(
        action.type === 'rotate' ? 'r' : action.orientation === 'V' ? 'g' : 'f',
      );
      return;
    case 'resign':
      throw new Error('The spec never resigns');
  }
}
