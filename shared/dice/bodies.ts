/** cannon-es bodies for the dice and the tray they are thrown into. */
import {
  Body,
  Box,
  ContactMaterial,
  Material,
  Plane,
  Vec3 as CannonVec3,
  World,
  type ConvexPolyhedron,
} from 'cannon-es';
import type { DieKind } from '../engine/dice-kinds';
import { DIE_GEOMETRY } from './geometry';
import { DieHull } from './hull';
import { DiceSolver } from './solver';

export interface Tray {
  /** Inner size of the tray's floor, in table units (x by z); the floor is at y = 0. */
  readonly width: number;
  readonly depth: number;
}

export const DEFAULT_TRAY: Tray = { width: 9, depth: 5.5 };

/**
 * Gravity in table units: stronger than 9.8 because a table unit is a few centimetres.
 * With it, a resting die's contact jitter stays under the sleep speed limit of 0.4, which
 * lets a d12 (whose five contact points never quite settle) fall asleep like the others.
 */
const GRAVITY = -38;
const WALL_HEIGHT = 8;
const SOLVER_ITERATIONS = 5;

export interface DiceWorld {
  readonly world: World;
  readonly dice: Body[];
  /** Advances the world one fixed step of 1/120 s, testing each die only against planes it can reach. */
  readonly step: () => void;
}

export const STEP = 1 / 120;

/** Collision groups: every die meets the other dice; the felt, each wall and the lid have their own bit. */
const DIE_GROUP = 1;
const FELT_GROUP = 2;
const WALL_GROUPS = [4, 8, 16, 32, 64] as const;
const ALL_GROUPS = 127;
/**
 * How near (beyond its radius, plus two steps at its current speed) a die must come to the
 * felt or a wall before that plane is tested: far past what a collision can add to one step's
 * travel, and a plane catches any vertex behind it however deep, so skipping far planes
 * changes nothing.
 */
const PLANE_REACH = 0.5;

/**
 * The face normals worth testing as separating axes: one of each pair of opposite faces
 * (a face and its opposite give the same projection), which halves the cost of a
 * die-to-die contact test. The d4 has no opposite faces, so all its normals count.
 */
function separatingAxes(kind: DieKind): CannonVec3[] {
  const normals = DIE_GEOMETRY[kind].faces.map((f) => f.normal);
  return normals
    .filter(
      (n, i) =>
        !normals.some((m, j) => j < i && n[0] * m[0] + n[1] * m[1] + n[2] * m[2] < -1 + 1e-9),
    )
    .map((n) => new CannonVec3(...n));
}

/** A new shape per body: cannon-es shapes remember the body they belong to. */
function shapeOf(kind: DieKind): Box | ConvexPolyhedron {
  const geometry = DIE_GEOMETRY[kind];
  if (kind !== 'd6')
    return new DieHull({
      vertices: geometry.vertices.map((v) => new CannonVec3(...v)),
      faces: geometry.faces.map((f) => [...f.vertices]),
      axes: separatingAxes(kind),
    });
  const box = new Box(
    new CannonVec3(
      ...geometry.vertices.reduce<[number, number, number]>(
        (m, v) => [Math.max(m[0], v[0]), Math.max(m[1], v[1]), Math.max(m[2], v[2])],
        [0, 0, 0],
      ),
    ),
  );
  // A box meets other dice through its polyhedron, so that is where the faster test goes.
  box.convexPolyhedronRepresentation = DieHull.of(box.convexPolyhedronRepresentation);
  return box;
}

/**
 * A world whose contact materials are found through a map: cannon-es looks each pair up by a
 * string it builds anew for every touching pair on every step, a cost worth a few percent of a throw.
 */
class TrayWorld extends World {
  private readonly pairs = new Map<Material, Map<Material, ContactMaterial>>();

  override addContactMaterial(contact: ContactMaterial): void {
    super.addContactMaterial(contact);
    const [m1, m2] = contact.materials as [Material, Material];
    for (const [a, b] of [
      [m1, m2],
      [m2, m1],
    ] as const) {
      const row = this.pairs.get(a) ?? new Map<Material, ContactMaterial>();
      row.set(b, contact);
      this.pairs.set(a, row);
    }
  }

  override getContactMaterial(m1: Material, m2: Material): ContactMaterial {
    // Like cannon-es's own, undefined for a pair without one, whatever its types say.
    return this.pairs.get(m1)?.get(m2) as ContactMaterial;
  }
}

/**
 * A fresh world per throw, so a throw depends on its seed alone. The floor is a plane
 * (no tunnelling through it); the walls and a lid are planes without friction, so dice
 * slide off them instead of leaning against them.
 */
export function createDiceWorld(kinds: readonly DieKind[], tray: Tray): DiceWorld {
  const world = new TrayWorld({ gravity: new CannonVec3(0, GRAVITY, 0), allowSleep: true });
  // Five solver passes hold a dice pile as well as cannon's default ten here (measured: the
  // same times to rest and policy counts) at about half the solver's cost.
  const solver = new DiceSolver();
  solver.iterations = SOLVER_ITERATIONS;
  world.solver = solver;
  world.defaultContactMaterial.friction = 0.3;
  world.defaultContactMaterial.restitution = 0.3;
  const felt = new Material('felt');
  const wall = new Material('wall');
  const die = new Material('die');
  world.addContactMaterial(new ContactMaterial(die, felt, { friction: 0.35, restitution: 0.3 }));
  world.addContactMaterial(new ContactMaterial(die, wall, { friction: 0, restitution: 0.45 }));
  world.addContactMaterial(new ContactMaterial(die, die, { friction: 0.15, restitution: 0.25 }));

  const floor = new Body({
    type: Body.STATIC,
    material: felt,
    shape: new Plane(),
    collisionFilterGroup: FELT_GROUP,
  });
  floor.quaternion.setFromEuler(-Math.PI / 2, 0, 0);
  world.addBody(floor);
  const planes: [number, number, number, number, number, number][] = [
    // position, then Euler rotation turning the plane's +z normal inward
    [tray.width / 2, 0, 0, 0, -Math.PI / 2, 0],
    [-tray.width / 2, 0, 0, 0, Math.PI / 2, 0],
    [0, 0, tray.depth / 2, 0, Math.PI, 0],
    [0, 0, -tray.depth / 2, 0, 0, 0],
    [0, WALL_HEIGHT, 0, Math.PI / 2, 0, 0],
  ];
  planes.forEach(([x, y, z, rx, ry, rz], i) => {
    const body = new Body({
      type: Body.STATIC,
      material: wall,
      shape: new Plane(),
      collisionFilterGroup: WALL_GROUPS[i]!,
    });
    body.position.set(x, y, z);
    body.quaternion.setFromEuler(rx, ry, rz);
    world.addBody(body);
  });

  const dice = kinds.map((kind) => {
    const body = new Body({
      mass: 1,
      material: die,
      shape: shapeOf(kind),
      // Felt soaks up a rolling die's energy quickly: with this damping a throw comes to
      // rest in about 1.5 s (as real dice do) instead of rolling on for 2.5 s or more.
      linearDamping: 0.3,
      angularDamping: 0.4,
      allowSleep: true,
      sleepSpeedLimit: 0.4,
      // Still for 0.15 s is at rest: long enough that a die rocking over an edge is not
      // caught mid-swing (0.1 s caught some), short enough not to idle on a settled throw.
      sleepTimeLimit: 0.15,
      collisionFilterGroup: DIE_GROUP,
      collisionFilterMask: ALL_GROUPS,
    });
    world.addBody(body);
    return body;
  });
  const radii = kinds.map((kind) => DIE_GEOMETRY[kind].radius);
  const step = (): void => {
    dice.forEach((body, i) => {
      const { x, y, z } = body.position;
      const reach = radii[i]! + PLANE_REACH + 2 * STEP * Math.sqrt(body.velocity.lengthSquared());
      let mask = DIE_GROUP;
      if (y < reach) mask |= FELT_GROUP;
      if (x > tray.width / 2 - reach) mask |= WALL_GROUPS[0];
      if (x < -tray.width / 2 + reach) mask |= WALL_GROUPS[1];
      if (z > tray.depth / 2 - reach) mask |= WALL_GROUPS[2];
      if (z < -tray.depth / 2 + reach) mask |= WALL_GROUPS[3];
      if (y > WALL_HEIGHT - reach) mask |= WALL_GROUPS[4];
      body.collisionFilterMask = mask;
    });
    world.step(STEP);
  };
  return { world, dice, step };
}
