/** Reading River Rats' table for the specs: the autosaved game, and the cards the 3D scene draws. */
import { expect, type Page } from '@playwright/test';
import type { RatsState } from '../../shared/games/river-rats';
import { autosavedGame } from './autosaved';

export const autosavedRats = (savesDir: string) => autosavedGame<RatsState>(savesDir, 'river-rats');

interface SavedRats {
  readonly state: RatsState;
  readonly actions: number;
}

/** The game as autosaved once it has more than `played` actions and `ready` says so. */
export async function savedOnceRats(
  savesDir: string,
  played: number,
  ready: (saved: SavedRats) => boolean = () => true,
  timeout = 30_000,
): Promise<SavedRats> {
  let found: SavedRats | null = null;
  await expect
    .poll(
      () => {
        const saved = autosavedRats(savesDir);
        found = saved && saved.actions > played && ready(saved) ? saved : null;
        return found !== null;
      },
      { timeout, intervals: [100] },
    )
    .toBe(true);
  return found!;
}

export interface SceneCard {
  readonly key: string;
  /** The face painted on the card; null when both sides show the back. */
  readonly face: string | null;
  readonly faceUp: boolean;
  readonly place: string;
}

interface SceneObject {
  name: string;
  userData: { cards?: SceneCard[] };
  traverse(visit: (o: SceneObject) => void): void;
}

/** Every card the scene holds now, with the face painted on it (from the instanced mesh). */
export function sceneCards(page: Page): Promise<SceneCard[]> {
  return page.evaluate(() => {
    const state = (window as unknown as { __tableState?: () => { scene: SceneObject } })
      .__tableState;
    let cards: SceneCard[] = [];
    state?.().scene.traverse((o) => {
      if (o.name === 'rats-cards') cards = o.userData.cards ?? [];
    });
    return cards;
  });
}

/** The hand cards the scene paints face up, sorted: only the viewer's own hand may be among them. */
export async function handFacesUp(page: Page): Promise<(string | null)[]> {
  return (await sceneCards(page))
    .filter((c) => c.place === 'hand' && c.face)
    .map((c) => c.face)
    .sort();
}

/** The faces painted anywhere in the scene. */
export async function sceneFaces(page: Page): Promise<string[]> {
  return (await sceneCards(page)).flatMap((c) => (c.face ? [c.face] : [])).sort();
}

/** Opens the New game form of River Rats. */
export async function newRatsGame(page: Page): Promise<void> {
  await page.locator('[data-game="river-rats"]').getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'New game: River Rats' })).toBeVisible();
}

interface Projectable {
  setFromMatrixPosition(m: unknown): Projectable;
  applyMatrix4(m: unknown): Projectable;
  project(camera: unknown): { x: number; y: number };
}
interface CardsMesh extends SceneObject {
  matrix: { clone(): unknown };
  matrixWorld: unknown;
  position: { clone(): Projectable };
  getMatrixAt(index: number, into: unknown): void;
}

/** Clicks the card with `key` where the camera shows it now. */
export async function clickCard(page: Page, key: string): Promise<void> {
  const box = (await page.getByTestId('table-canvas').boundingBox())!;
  const at = await page.evaluate((wanted) => {
    const state = (
      window as unknown as {
        __tableState: () => {
          scene: SceneObject;
          camera: unknown;
          size: { width: number; height: number };
        };
      }
    ).__tableState();
    let mesh: CardsMesh | null = null;
    state.scene.traverse((o) => {
      if (o.name === 'rats-cards') mesh = o as CardsMesh;
    });
    const cards = mesh as CardsMesh | null;
    const index = cards?.userData.cards?.findIndex((c) => c.key === wanted) ?? -1;
    if (!cards || index < 0) return null;
    const matrix = cards.matrix.clone();
    cards.getMatrixAt(index, matrix);
    const v = cards.position
      .clone()
      .setFromMatrixPosition(matrix)
      .applyMatrix4(cards.matrixWorld)
      .project(state.camera);
    return { x: ((v.x + 1) / 2) * state.size.width, y: ((1 - v.y) / 2) * state.size.height };
  }, key);
  expect(at, `the card ${key} is on the table`).not.toBeNull();
  await page.mouse.click(box.x + at!.x, box.y + at!.y);
}
