/**
 * Seeded randomness whose whole state is plain JSON, so it can live inside a game state
 * and be saved, replayed and compared.
 *
 * Algorithm: xoshiro128** (Blackman & Vigna), 128 bits of state in four uint32 words,
 * seeded through splitmix32 from a string or number seed. It is fast in 32-bit JS
 * arithmetic and has no weak low bits, which matters for `int(n)` on small n.
 */

export const RANDOM_ALGORITHM = 'xoshiro128**';

export interface RandomState {
  readonly algorithm: typeof RANDOM_ALGORITHM;
  readonly s: readonly [number, number, number, number];
}

export type Seed = string | number;

/** FNV-1a over the seed's text: a string and its number spelling seed the same generator. */
function hashSeed(seed: Seed): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function splitmix32(x: number): [number, number] {
  const next = (x + 0x9e3779b9) >>> 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return [(z ^ (z >>> 16)) >>> 0, next];
}

/**
 * A seed written `x128:` and 32 hex digits is the generator's whole 128-bit state: a deal
 * fixed by several parties' secrets keeps all its bits, instead of the 32 a hashed text
 * seed has (few enough to search through from the cards one has seen).
 */
const FULL_STATE_SEED = /^x128:([0-9a-f]{8})([0-9a-f]{8})([0-9a-f]{8})([0-9a-f]{8})$/;

export function seedRandom(seed: Seed): RandomState {
  const full = typeof seed === 'string' ? FULL_STATE_SEED.exec(seed) : null;
  if (full) {
    const s = full.slice(1).map((word) => parseInt(word, 16)) as [number, number, number, number];
    return { algorithm: RANDOM_ALGORITHM, s: s.every((w) => w === 0) ? [1, 0, 0, 0] : s };
  }
  let x = hashSeed(seed);
  const s: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [value, nextX] = splitmix32(x);
    s.push(value);
    x = nextX;
  }
  // xoshiro must never hold an all-zero state.
  const allZero = s.every((w) => w === 0);
  return { algorithm: RANDOM_ALGORITHM, s: [allZero ? 1 : s[0]!, s[1]!, s[2]!, s[3]!] };
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * A mutable generator for use inside one pure function: copy in from a RandomState,
 * draw, and write `.state()` back into the new game state.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RandomState) {
    if (state.algorithm !== RANDOM_ALGORITHM) {
      throw new Error(`Unknown random algorithm "${String(state.algorithm)}"`);
    }
    [this.a, this.b, this.c, this.d] = state.s;
  }

  static fromSeed(seed: Seed): Random {
    return new Random(seedRandom(seed));
  }

  state(): RandomState {
    return { algorithm: RANDOM_ALGORITHM, s: [this.a, this.b, this.c, this.d] };
  }

  /** A uniform unsigned 32-bit integer. */
  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.b << 9) >>> 0;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c = (this.c ^ t) >>> 0;
    this.d = rotl(this.d, 11);
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    return result;
  }

  /** A uniform float in [0, 1) with 32 bits of precision. */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** A uniform integer in [0, n), without modulo bias (rejection sampling). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 4294967296) {
      throw new RangeError(`Random.int needs a whole number from 1 to 2^32, got ${n}`);
    }
    const limit = 4294967296 - (4294967296 % n);
    let x = this.uint32();
    while (x >= limit) x = this.uint32();
    return x % n;
  }

  /** A uniform integer in [lo, hi], both ends included. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** A new array in uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

export function sameRandomState(x: RandomState, y: RandomState): boolean {
  return x.algorithm === y.algorithm && x.s.every((w, i) => w === y.s[i]);
}
