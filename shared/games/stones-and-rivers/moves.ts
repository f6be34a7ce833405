/**
 * Move generation and application on a packed board (see board.ts). This is the fast
 * core that the game, perft and the computer players share; the game wraps it with
 * turns, repetition and the action cap.
 */
import {
  RIVER_H,
  RIVER_V,
  STONE,
  inHome,
  ownerOf,
  pieceCode,
  sideOf,
  type Geometry,
} from './board';

export type MoveKind = 'move' | 'flip' | 'rotate' | 'send' | 'push';

/**
 * move: from → to (a step or a river journey). flip: the piece at from shows `side`.
 * rotate: the river at from turns. send: the sender at from lands on via, and the piece
 * that stood on via travels to `to`. push: the stone at from steps onto via and the stone
 * there moves on to `to`.
 */
export interface Move {
  readonly kind: MoveKind;
  readonly from: number;
  readonly via: number;
  readonly to: number;
  readonly side: number;
}

export interface RuleOptions {
  readonly stonePush: boolean;
  /** A river that has travelled by flow may send the stone that stopped it. */
  readonly sendAfterFlow: boolean;
  /** A river may send another river. */
  readonly sendRivers: boolean;
  /**
   * A sent piece may come to rest on the sender's old point (the rulebook: it is empty).
   * The course engine lets it pass over that point but never stops it there.
   */
  readonly sentRestsOnSender: boolean;
  /**
   * A sent piece may travel back over the point it left (the rulebook: it has left it). The
   * course engine keeps the piece standing there while it travels, so a journey that comes
   * back stops before that point as before any stone.
   */
  readonly sentPassesItsStart: boolean;
}

const DX = [1, -1, 0, 0];
const DY = [0, 0, 1, -1];

/** Reusable scratch space: the search calls this millions of times. */
let visited = new Int32Array(0);
let stamp = 0;
const queue: number[] = [];

function freshVisit(size: number): number {
  if (visited.length < size) visited = new Int32Array(size);
  stamp++;
  if (stamp > 2_000_000_000) {
    visited.fill(0);
    stamp = 1;
  }
  return stamp;
}

/** One flow search in progress; module-level so the hot path builds no closures. */
interface Walk {
  g: Geometry;
  cells: ArrayLike<number>;
  owner: number;
  origin: number;
  vacated: number;
  /** A point passed over like an empty one but never a stop (besides origin), or -1. */
  barred: number;
  stops: number[];
  blockers: number[] | null;
  mark: number;
  seenStop: number;
}

const current: Walk = {
  g: null as unknown as Geometry,
  cells: [],
  owner: 0,
  origin: -1,
  vacated: -1,
  barred: -1,
  stops: [],
  blockers: null,
  mark: 0,
  seenStop: 0,
};

/** Walks from p in direction d until the edge, a Home point, a stone or a river. */
function walk(w: Walk, p: number, d: number): void {
  const g = w.g;
  const cols = g.cols;
  let x = p % cols;
  let y = (p - x) / cols;
  for (;;) {
    x += DX[d]!;
    y += DY[d]!;
    if (x < 0 || y < 0 || x >= cols || y >= g.rows) return;
    const q = y * cols + x;
    if (inHome(g, w.owner, q)) return;
    const c = q === w.origin || q === w.vacated ? 0 : w.cells[q]!;
    if (c === 0) {
      if (q !== w.origin && q !== w.barred && stopSeen[q] !== w.seenStop) {
        stopSeen[q] = w.seenStop;
        w.stops.push(q);
      }
      continue;
    }
    if (sideOf(c) === STONE) {
      if (w.blockers && stopSeen[q] !== w.seenStop) {
        stopSeen[q] = w.seenStop;
        w.blockers.push(q);
      }
      return;
    }
    if (visited[q] !== w.mark) {
      visited[q] = w.mark;
      queue.push(q);
    }
    return;
  }
}

/**
 * Where a piece of `owner` can end by river flow. `start` is the first river it enters
 * (or, with `firstDir` >= 0, the point it leaves in that one direction, for a sent piece).
 * `vacated` points count as empty; `origin` and `barred` (or -1) are never stops. Stops go
 * to `stops`; the stones that halted a walk go to `blockers` when given.
 */
export function flow(
  g: Geometry,
  cells: ArrayLike<number>,
  owner: number,
  start: number,
  firstDir: number,
  origin: number,
  vacated: number,
  barred: number,
  stops: number[],
  blockers: number[] | null,
): void {
  const w = current;
  w.g = g;
  w.cells = cells;
  w.owner = owner;
  w.origin = origin;
  w.vacated = vacated;
  w.barred = barred;
  w.stops = stops;
  w.blockers = blockers;
  w.mark = freshVisit(g.size);
  w.seenStop = freshStops(g.size);
  queue.length = 0;
  if (firstDir >= 0) walk(w, start, firstDir);
  else {
    visited[start] = w.mark;
    queue.push(start);
  }
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i]!;
    if (sideOf(cells[r]!) === RIVER_H) {
      walk(w, r, 0);
      walk(w, r, 1);
    } else {
      walk(w, r, 2);
      walk(w, r, 3);
    }
  }
}

let stopSeen = new Int32Array(0);
let stopStamp = 0;
function freshStops(size: number): number {
  if (stopSeen.length < size) stopSeen = new Int32Array(size);
  stopStamp++;
  return stopStamp;
}

function stepTarget(g: Geometry, p: number, d: number): number {
  const x = (p % g.cols) + DX[d]!;
  const y = Math.floor(p / g.cols) + DY[d]!;
  if (x < 0 || y < 0 || x >= g.cols || y >= g.rows) return -1;
  return y * g.cols + x;
}

const mv = (kind: MoveKind, from: number, via: number, to: number, side = 0): Move => ({
  kind,
  from,
  via,
  to,
  side,
});

/** Every destination the piece at x can be sent to by a sender at `sender` with axis `side`. */
function sendsOf(
  g: Geometry,
  cells: ArrayLike<number>,
  sender: number,
  senderSide: number,
  x: number,
  rules: RuleOptions,
  out: Move[],
): void {
  const xOwner = ownerOf(cells[x]!);
  const dirs = senderSide === RIVER_H ? [0, 1] : [2, 3];
  const stops: number[] = [];
  const barred = rules.sentRestsOnSender ? -1 : sender;
  // without an origin the walk reads x from the board: the course sends only stones
  const origin = rules.sentPassesItsStart ? x : -1;
  for (const d of dirs) flow(g, cells, xOwner, x, d, origin, sender, barred, stops, null);
  for (const to of new Set(stops)) out.push(mv('send', sender, x, to));
}

/** The sends of the river at `sender` onto x, once per x and never from its owner's Home. */
function sendFrom(
  g: Geometry,
  cells: ArrayLike<number>,
  sender: number,
  side: number,
  x: number,
  seen: Set<number>,
  rules: RuleOptions,
  out: Move[],
): void {
  if (seen.has(x) || inHome(g, ownerOf(cells[sender]!), x)) return;
  seen.add(x);
  sendsOf(g, cells, sender, side, x, rules, out);
}

/** All actions of `owner` on this board (resignation aside). */
export function generate(
  g: Geometry,
  cells: ArrayLike<number>,
  owner: number,
  rules: RuleOptions,
): Move[] {
  const out: Move[] = [];
  const stops: number[] = [];
  const blockers: number[] = [];
  const seenSend = new Set<number>();
  for (let p = 0; p < g.size; p++) {
    const c = cells[p]!;
    if (c === 0 || ownerOf(c) !== owner) continue;
    const side = sideOf(c);
    const destinations = new Set<number>();
    seenSend.clear();
    for (let d = 0; d < 4; d++) {
      const t = stepTarget(g, p, d);
      if (t < 0 || inHome(g, owner, t)) continue;
      const tc = cells[t]!;
      if (tc === 0) {
        destinations.add(t);
        continue;
      }
      const tSide = sideOf(tc);
      if (tSide !== STONE) {
        stops.length = 0;
        blockers.length = 0;
        flow(
          g,
          cells,
          owner,
          t,
          -1,
          p,
          p,
          -1,
          stops,
          side !== STONE && rules.sendAfterFlow ? blockers : null,
        );
        for (const s of stops) destinations.add(s);
        if (side !== STONE) {
          for (const b of blockers) sendFrom(g, cells, p, side, b, seenSend, rules, out);
          if (rules.sendRivers) sendFrom(g, cells, p, side, t, seenSend, rules, out);
        }
      } else if (side === STONE) {
        if (!rules.stonePush) continue;
        const far = stepTarget(g, t, d);
        if (far >= 0 && cells[far] === 0 && !inHome(g, ownerOf(tc), far))
          out.push(mv('push', p, t, far));
      } else sendFrom(g, cells, p, side, t, seenSend, rules, out);
    }
    for (const t of destinations) out.push(mv('move', p, -1, t));
    if (side === STONE) {
      out.push(mv('flip', p, -1, p, RIVER_H), mv('flip', p, -1, p, RIVER_V));
    } else {
      out.push(
        mv('flip', p, -1, p, STONE),
        mv('rotate', p, -1, p, side === RIVER_H ? RIVER_V : RIVER_H),
      );
    }
  }
  return out;
}

/** Plays a generated move on `cells` in place. */
export function play(cells: number[], m: Move): void {
  const c = cells[m.from]!;
  const owner = ownerOf(c);
  switch (m.kind) {
    case 'move':
      cells[m.from] = 0;
      cells[m.to] = c;
      return;
    case 'flip':
    case 'rotate':
      cells[m.from] = pieceCode(owner, m.side);
      return;
    case 'send': {
      // under the rulebook the sent piece may come to rest on the sender's old point
      const sent = cells[m.via]!;
      cells[m.from] = 0;
      cells[m.to] = sent;
      cells[m.via] = pieceCode(owner, STONE);
      return;
    }
    case 'push':
      cells[m.to] = cells[m.via]!;
      cells[m.via] = c;
      cells[m.from] = 0;
  }
}
