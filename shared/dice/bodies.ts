/** cannon-es bodies for the dice and the tray they are thrown into. */
import {
  Body,
  Box,
  ContactMaterial,
  ConvexPolyhedron,
  Material,
  Plane,
  Vec3 as CannonVec3,
  World,
} from 'cannon-es';
import type { DieKind } from '../engine/dice-kinds';
import { DIE_GEOMETRY } from './geometry';

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

export interface DiceWorld {
  readonly world: World;
  readonly dice: Body[];
}

/** A new shape per body: cannon-es shapes remember the body they belong to. */
function shapeOf(kind: DieKind): Box | ConvexPolyhedron {
  const geometry = DIE_GEOMETRY[kind];
  return kind === 'd6'
    ? new Box(
        new CannonVec3(
          ...geometry.vertices.reduce<[number, number, number]>(
            (m, v) => [Math.max(m[0], v[0]), Math.max(m[1], v[1]), Math.max(m[2], v[2])],
            [0, 0, 0],
          ),
        ),
      )
    : new ConvexPolyhedron({
        vertices: geometry.vertices.map((v) => new CannonVec3(...v)),
        faces: geometry.faces.map((f) => [...f.vertices]),
      });
}

/**
 * A fresh world per throw, so a throw depends on its seed alone. The floor is a plane
 * (no tunnelling through it); the walls and a lid are planes without friction, so dice
 * slide off them instead of leaning against them.
 */
export function createDiceWorld(kinds: readonly DieKind[], tray: Tray): DiceWorld {
  const world = new World({ gravity: new CannonVec3(0, GRAVITY, 0), allowSleep: true });
  world.defaultContactMaterial.friction = 0.3;
  world.defaultContactMaterial.restitution = 0.3;
  const felt = new Material('felt');
  const wall = new Material('wall');
  const die = new Material('die');
  world.addContactMaterial(new ContactMaterial(die, felt, { friction: 0.35, restitution: 0.3 }));
  world.addContactMaterial(new ContactMaterial(die, wall, { friction: 0, restitution: 0.45 }));
  world.addContactMaterial(new ContactMaterial(die, die, { friction: 0.15, restitution: 0.25 }));

  const floor = new Body({ type: Body.STATIC, material: felt, shape: new Plane() });
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
  for (const [x, y, z, rx, ry, rz] of planes) {
    const body = new Body({ type: Body.STATIC, material: wall, shape: new Plane() });
    body.position.set(x, y, z);
    body.quaternion.setFromEuler(rx, ry, rz);
    world.addBody(body);
  }

  const dice = kinds.map((kind) => {
    const body = new Body({
      mass: 1,
      material: die,
      shape: shapeOf(kind),
      linearDamping: 0.12,
      angularDamping: 0.12,
      allowSleep: true,
      sleepSpeedLimit: 0.4,
      sleepTimeLimit: 0.25,
    });
    world.addBody(body);
    return body;
  });
  return { world, dice };
}
