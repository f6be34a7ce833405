/** Reading River's table for the specs: the autosaved game, the die faces the scene draws, where things are on screen. */
import type { Page } from '@playwright/test';
import type { RiverState } from '../../shared/games/river-dice';
import { blockSpot, seatPlaces } from '../../renderer/games/river-dice/layout';
import { autosavedGame } from './autosaved';
import { drawnFrames } from './frame-pace';

export const autosavedRiver = (savesDir: string) =>
  autosavedGame<RiverState>(savesDir, 'river-dice');

interface SceneObject {
  name: string;
  traverseVisible(visit: (o: SceneObject) => void): void;
}
type TableState = () => {
  scene: SceneObject & {
    position: {
      clone(): {
        set(x: number, y: number, z: number): { project(c: unknown): { x: number; y: number } };
      };
    };
  };
  camera: unknown;
  size: { width: number; height: number };
};

/**
 * The die faces the 3D scene draws now, as "face:<seat or banker>:<die>:<value>": every
 * die a table lays out with a known face is named so. Hidden dice are never drawn.
 */
export function sceneFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const state = (window as unknown as { __tableState?: TableState }).__tableState;
    const faces: string[] = [];
    state?.().scene.traverseVisible((o) => {
      if (o.name.startsWith('face:')) faces.push(o.name);
    });
    return faces.sort();
  });
}

/** Where a point of the table is on the page, through the camera as it is now. */
async function onScreen(page: Page, at: readonly number[]): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('table-canvas').boundingBox())!;
  const p = await page.evaluate(([x, y, z]) => {
    const { scene, camera, size } = (
      window as unknown as { __tableState: TableState }
    ).__tableState();
    const v = scene.position.clone().set(x!, y!, z!).project(camera);
    return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
  }, at);
  return { x: box.x + p.x, y: box.y + p.y };
}

/** Drags coins from `seat`'s purse to the banker die on offer: a bid of one over the high bid. */
export async function dragCoinsToDie(page: Page, players: number, seat: number, die: number) {
  await drawnFrames(page);
  const purse = seatPlaces(players)[seat]!.purse;
  const from = await onScreen(page, [purse[0], 0.5, purse[2]]);
  const spot = blockSpot(die);
  const to = await onScreen(page, [spot[0], 1.2, spot[2]]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** What the peek shows of a seat's hole dice: "d4 3 · d6 5 · …". */
export const peekText = (hole: readonly number[]) =>
  ['d4', 'd6', 'd8', 'd10', 'd12'].map((d, i) => `${d} ${hole[i]!}`).join(' · ');
