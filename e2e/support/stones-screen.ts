/**
 * Playing Stones & Rivers through the screen: where a point of the board is in the window
 * (seen from the Top camera), the game as the app last autosaved it, and one action done
 * the way a person does it, with the pointer and the table's keys.
 */
import { expect, type Page } from '@playwright/test';
import { PerspectiveCamera, Vector3 } from 'three';
import type { BoardSize } from '../../shared/games/stones-and-rivers/board';
import {
  geometry,
  pointIndex,
  type SRAction,
  type SRState,
} from '../../shared/games/stones-and-rivers';
import { autosavedGame } from './autosaved';
import { CAMERA_PRESETS } from '../../renderer/stores/camera';
import { seatPoses } from '../../renderer/games/stones-and-rivers/chairs';
import {
  BOARD_TOP,
  boardLayout,
  pointPosition,
} from '../../renderer/games/stones-and-rivers/layout';

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

/**
 * The board's coordinates (the row numbers and column letters in its margin) that a panel
 * over the table covers, seen from Circle's chair at the window's size now: what a person
 * reading the board could not see.
 */
export async function coordinatesUnderPanels(page: Page, board: BoardSize): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  const l = boardLayout(geometry(board));
  const { position, target } = seatPoses()[0]!.camera!;
  const camera = new PerspectiveCamera(FOV_DEGREES, width / height, 0.1, 200);
  camera.position.set(...position);
  camera.lookAt(new Vector3(...target));
  camera.updateMatrixWorld();
  const half = (n: number) => ((n - 1) / 2) * l.spacing + l.margin / 2;
  const labels: { name: string; x: number; z: number }[] = [];
  for (let row = 0; row < l.g.rows; row++) {
    const z = (row - (l.g.rows - 1) / 2) * l.spacing;
    labels.push({ name: `row ${row} (left)`, x: -half(l.g.cols), z });
    labels.push({ name: `row ${row} (right)`, x: half(l.g.cols), z });
  }
  for (let col = 0; col < l.g.cols; col++) {
    const x = (col - (l.g.cols - 1) / 2) * l.spacing;
    const letter = String.fromCharCode(97 + col);
    labels.push({ name: `column ${letter} (near)`, x, z: half(l.g.rows) });
    labels.push({ name: `column ${letter} (far)`, x, z: -half(l.g.rows) });
  }
  const onScreen = labels.map(({ name, x, z }) => {
    const p = new Vector3(x, BOARD_TOP, z).project(camera);
    return { name, x: ((p.x + 1) / 2) * width, y: ((1 - p.y) / 2) * height };
  });
  const panels = await page.evaluate(() =>
    [...document.querySelectorAll('.hud-top, .hud-stage :is(.hud-panel, .panel)')]
      .filter((e) => !e.parentElement?.closest('.hud-panel, .panel'))
      // A see-through panel (the empty throw line) hides nothing of the board.
      .filter((e) => {
        const style = getComputedStyle(e);
        return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px';
      })
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { what: e.className, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
  );
  return onScreen.flatMap(({ name, x, y }) => {
    const over = panels.find((p) => x > p.left && x < p.right && y > p.top && y < p.bottom);
    return over ? [`${name} under ${over.what} at ${Math.round(x)},${Math.round(y)}`] : [];
  });
}
