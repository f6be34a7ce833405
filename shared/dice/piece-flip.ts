/**
 * One Stones & Rivers piece flipped like a coin on the table, the rulebook's way of choosing
 * who starts: tossed up spinning from a seeded generator, simulated until it lies still,
 * and read by which face is up. The record keeps the keyframes so the table plays the flip
 * back exactly, and the same seed gives the same flip wherever it is simulated.
 */
import { Body, Cylinder, Plane, Vec3 as CannonVec3, World } from 'cannon-es';
import { Random } from '../engine/random';

/** The disc in table units (a piece on the middle board size). */
const RADIUS = 0.34;
const THICKNESS = 0.14;
const GRAVITY = -38;
const STEP = 1 / 120;
const FRAME_EVERY = 2;
const LIMIT_SECONDS = 8;
const MAX_TOSSES = 4;

export interface PieceFlipRecord {
  readonly seed: string;
  /** Keyframes per simulated second. */
  readonly hz: number;
  readonly frames: number;
  /** `frames` poses of 7 numbers: x, y, z, then the quaternion x, y, z, w. */
  readonly track: readonly number[];
  /** The face that came up: the stone face is the disc's +y cap. */
  readonly face: 'stone' | 'river';
}

function toss(body: Body, rng: Random): void {
  body.position.set((rng.float() - 0.5) * 0.4, 0.6, (rng.float() - 0.5) * 0.4);
  body.quaternion.setFromEuler((rng.float() - 0.5) * 0.3, rng.float() * Math.PI * 2, 0);
  body.velocity.set((rng.float() - 0.5) * 1.5, 9 + rng.float() * 3, (rng.float() - 0.5) * 1.5);
  // spun about a horizontal axis, as a thumb flips a coin
  const around = rng.float() * Math.PI * 2;
  const spin = 22 + rng.float() * 14;
  body.angularVelocity.set(
    Math.cos(around) * spin,
    (rng.float() - 0.5) * 2,
    Math.sin(around) * spin,
  );
  body.wakeUp();
}

/** How far the disc's stone face points up: 1 flat stone up, −1 flat river up, 0 on its rim. */
function upness(body: Body): number {
  const q = body.quaternion;
  // y of the body's +y axis turned by q
  return 1 - 2 * (q.x * q.x + q.z * q.z);
}

export function flipPiece(seed: string): PieceFlipRecord {
  const rng = Random.fromSeed(`piece-flip:${seed}`);
  const world = new World({ gravity: new CannonVec3(0, GRAVITY, 0), allowSleep: true });
  world.defaultContactMaterial.friction = 0.4;
  world.defaultContactMaterial.restitution = 0.35;
  const floor = new Body({ type: Body.STATIC, shape: new Plane() });
  floor.quaternion.setFromEuler(-Math.PI / 2, 0, 0);
  world.addBody(floor);
  const disc = new Body({
    mass: 1,
    shape: new Cylinder(RADIUS, RADIUS, THICKNESS, 16),
    linearDamping: 0.1,
    angularDamping: 0.2,
    sleepSpeedLimit: 0.2,
  });
  world.addBody(disc);
  toss(disc, rng);
  const track: number[] = [];
  const keep = (): void => {
    const p = disc.position;
    const q = disc.quaternion;
    track.push(p.x, p.y, p.z, q.x, q.y, q.z, q.w);
  };
  keep();
  let tosses = 1;
  let since = 0;
  for (let step = 1; step <= (LIMIT_SECONDS * MAX_TOSSES) / STEP; step++) {
    world.step(STEP);
    since += STEP;
    if (step % FRAME_EVERY === 0) keep();
    const still = disc.sleepState === Body.SLEEPING;
    // a disc resting on its rim, or never settling, is tossed again
    if ((still && Math.abs(upness(disc)) < 0.9) || since > LIMIT_SECONDS) {
      if (tosses >= MAX_TOSSES) break;
      tosses++;
      since = 0;
      toss(disc, rng);
      continue;
    }
    if (still) break;
  }
  keep();
  return {
    seed,
    hz: 1 / (STEP * FRAME_EVERY),
    frames: track.length / 7,
    track,
    face: upness(disc) >= 0 ? 'stone' : 'river',
  };
}

/**
 * The same flip landing with `face` up: the disc is the same solid turned half over about
 * its own x axis (the caps swap, the rim stays), so every keyframe's orientation q becomes
 * q·(1, 0, 0, 0) and the motion stays true. Online, the face comes from fair dice's secrets.
 */
export function steerFlip(flip: PieceFlipRecord, face: PieceFlipRecord['face']): PieceFlipRecord {
  if (flip.face === face) return flip;
  const track = [...flip.track];
  for (let o = 0; o < track.length; o += 7) {
    const [x, y, z, w] = [track[o + 3]!, track[o + 4]!, track[o + 5]!, track[o + 6]!];
    // q·(1, 0, 0, 0) for q = (x, y, z, w): (w, z, −y, −x).
    track.splice(o + 3, 4, w, z, -y, -x);
  }
  return { ...flip, track, face };
}
