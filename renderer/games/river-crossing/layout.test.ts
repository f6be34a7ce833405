import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { BLACK, RED, game, type CrossingState } from '../../../shared/games/river-crossing';
import { PIECES_PER_SIDE } from '../../../shared/games/river-crossing/state';
import { CAMERA_PRESETS } from '../../stores/camera';
import { LABEL_SIZE } from '../../table/Label';
import {
  BANK_SIZE,
  OVERVIEW,
  PIECE_HEIGHT,
  PIECE_RADIUS,
  SQUARE,
  bankCentre,
  bankNameCentre,
  pieceSpots,
  type Point3,
} from './layout';
import { riverCrossingTable } from './table';

const BANKS = ([RED, BLACK] as const).flatMap((colour) =>
  (['home', 'far'] as const).map((place) => ({ colour, place })),
);

interface Stack {
  readonly x: number;
  readonly z: number;
  readonly bottom: number;
  readonly top: number;
}

/** The stacks on the banks when every piece of each side stands on each of its banks. */
function fullStacks(): Stack[] {
  const start = game.setup(game.configSchema.parse({ players: 3 }), 'banks') as CrossingState;
  const full = { home: PIECES_PER_SIDE, far: PIECES_PER_SIDE, collected: 0, bestFar: 0 };
  const onBanks = pieceSpots({ ...start, sides: [full, full] }).filter(
    (spot) => spot.square === undefined && spot.letter !== 'C',
  );
  expect(onBanks).toHaveLength(4 * PIECES_PER_SIDE);
  const stacks = new Map<string, Stack>();
  for (const { at } of onBanks) {
    const [x, y, z] = at;
    const key = `${x},${z}`;
    const was = stacks.get(key);
    stacks.set(key, {
      x,
      z,
      bottom: Math.min(was?.bottom ?? Infinity, y - PIECE_HEIGHT / 2),
      top: Math.max(was?.top ?? -Infinity, y + PIECE_HEIGHT / 2),
    });
  }
  return [...stacks.values()];
}

const everyStack = fullStacks();

/** The felt a bank's name covers: [x0, z0, x1, z1]. */
function nameRectangle(
  colour: typeof RED | typeof BLACK,
  place: 'home' | 'far',
): readonly [number, number, number, number] {
  const [x, , z] = bankNameCentre(colour, place);
  return [
    x - LABEL_SIZE[0] / 2,
    z - LABEL_SIZE[1] / 2,
    x + LABEL_SIZE[0] / 2,
    z + LABEL_SIZE[1] / 2,
  ];
}

/** Whether the sight line from `eye` to `seen` passes through the stack. */
function hides(eye: Point3, seen: Point3, s: Stack): boolean {
  const dx = seen[0] - eye[0];
  const dz = seen[2] - eye[2];
  const ox = eye[0] - s.x;
  const oz = eye[2] - s.z;
  const a = dx * dx + dz * dz;
  const b = 2 * (ox * dx + oz * dz);
  const c = ox * ox + oz * oz - PIECE_RADIUS * PIECE_RADIUS;
  const root = b * b - 4 * a * c;
  if (root < 0) return false;
  const t0 = Math.max(0, (-b - Math.sqrt(root)) / (2 * a));
  const t1 = Math.min(1, (-b + Math.sqrt(root)) / (2 * a));
  if (t0 > t1) return false;
  const y = (t: number) => eye[1] + t * (seen[1] - eye[1]);
  return Math.min(y(t0), y(t1)) <= s.top && Math.max(y(t0), y(t1)) >= s.bottom;
}

const EYES: [string, Point3][] = [
  ...riverCrossingTable
    .seatPoses(3)
    .map((pose, seat): [string, Point3] => [`seat ${seat}'s chair`, pose.camera!.position]),
  ['the overview', OVERVIEW.position],
  ['the audience view', CAMERA_PRESETS.audience.position],
];

/** The fraction of the window's height the top bar covers, at 1280 × 800. */
const TOP_BAR = 50 / 800;

/** Where a point of the table shows in a 1280 × 800 window (the canvas's 40° view): x and y from −1 to 1, y up. */
function inWindow(chair: { position: Point3; target: Point3 }, at: Point3): Vector3 {
  const camera = new PerspectiveCamera(40, 1280 / 800, 0.1, 200);
  camera.position.set(...chair.position);
  camera.lookAt(...chair.target);
  camera.updateMatrixWorld();
  return new Vector3(...at).project(camera);
}

describe("River Crossing: the banks' names", () => {
  it.each([0, 1])("all four names lie inside seat %i's chair's view, below the top bar", (seat) => {
    const chair = riverCrossingTable.seatPoses(3)[seat]!.camera!;
    for (const { colour, place } of BANKS) {
      const [x0, z0, x1, z1] = nameRectangle(colour, place);
      for (const [x, z] of [
        [x0, z0],
        [x0, z1],
        [x1, z0],
        [x1, z1],
      ] as const) {
        const shown = inWindow(chair, [x, 0.03, z]);
        expect(Math.abs(shown.x)).toBeLessThan(1);
        expect(shown.y).toBeGreaterThan(-0.97);
        expect(shown.y).toBeLessThan(1 - 2 * TOP_BAR);
      }
    }
  });

  for (const { colour, place } of BANKS) {
    const bank = `${colour === RED ? 'Red' : 'Black'}'s ${place} bank`;

    it(`${bank}: the name lies on the felt, off every bank and off the river`, () => {
      const [x0, z0, x1, z1] = nameRectangle(colour, place);
      for (const other of BANKS) {
        const [bx, , bz] = bankCentre(other.colour, other.place);
        const apart =
          x1 <= bx - BANK_SIZE[0] / 2 ||
          x0 >= bx + BANK_SIZE[0] / 2 ||
          z1 <= bz - BANK_SIZE[1] / 2 ||
          z0 >= bz + BANK_SIZE[1] / 2;
        expect(apart).toBe(true);
      }
      expect(Math.min(Math.abs(z0), Math.abs(z1))).toBeGreaterThan(4 * SQUARE);
      for (const s of everyStack) {
        const nearestX = Math.min(Math.max(s.x, x0), x1);
        const nearestZ = Math.min(Math.max(s.z, z0), z1);
        expect(Math.hypot(s.x - nearestX, s.z - nearestZ)).toBeGreaterThan(PIECE_RADIUS);
      }
    });

    it.each(EYES)(`${bank}: from %s no stack on any bank hides any of the name`, (_, eye) => {
      const [x0, z0, x1, z1] = nameRectangle(colour, place);
      const y = bankNameCentre(colour, place)[1];
      const hidden: string[] = [];
      for (let i = 0; i <= 30; i++)
        for (let j = 0; j <= 4; j++) {
          const seen: Point3 = [x0 + ((x1 - x0) * i) / 30, y, z0 + ((z1 - z0) * j) / 4];
          if (everyStack.some((s) => hides(eye, seen, s)))
            hidden.push(`${seen[0].toFixed(2)},${seen[2].toFixed(2)}`);
        }
      expect(hidden).toEqual([]);
    });
  }
});
