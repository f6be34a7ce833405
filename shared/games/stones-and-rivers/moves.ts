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

/**
 * Where a piece of `owner` can end by river flow. `start` is the first river it enters
 * (or, with `firstDir` >= 0, the point it leaves in that one direction, for a sent piece).
 * `vacated` points count as empty; `origin` is never a stop. Stops go to `stops`; the
 * stones that halted a walk go to `blockers` when given.
 */
export function flow(
  g: Geometry,
  cells: ArrayLike<number>,
  owner: number,
  start: number,
  firstDir: number,
  origin: number,
  vacated: number,
  stops: number[],
  blockers: number[] | null,
): void {
  const mark = freshVisit(g.size);
  const cols = g.cols;
  queue.length = 0;
  const seenStop = freshStops(g.size);
  const walk = (p: number, d: number): void => {
    let x = p % cols;
    let y = (p - x) / cols;
    for (;;) {
      x += DX[d]!;
      y += DY[d]!;
      if (x < 0 || y < 0 || x >= cols || y >= g.rows) return;
      const q = y * cols + x;
      if (inHome(g, owner, q)) return;
      const c = q === origin || q === vacated ? 0 : cells[q]!;
      if (c === 0) {
        if (q !== origin && stopSeen[q] !== seenStop) {
          stopSeen[q] = seenStop;
          stops.push(q);
        }
        continue;
      }
      const side = sideOf(c);
      if (side === STONE) {
        if (blockers && stopSeen[q] !== seenStop) {
          stopSeen[q] = seenStop;
          blockers.push(q);
        }
        return;
      }
      if (visited[q] !== mark) {
        visited[q] = mark;
        queue.push(q);
      }
      return;
    }
  };
  if (firstDir >= 0) walk(start, firstDir);
  else {
    visited[start] = mark;
    queue.push(start);
  }
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i]!;
    const side = sideOf(cells[r]!);
    if (side === RIVER_H) {
      walk(r, 0);
      walk(r, 1);
    } else {
      walk(r, 2);
      walk(r, 3);
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
  out: Move[],
): void {
  const xOwner = ownerOf(cells[x]!);
  const dirs = senderSide === RIVER_H ? [0, 1] : [2, 3];
  const stops: number[] = [];
  for (const d of dirs) flow(g, cells, xOwner, x, d, x, sender, stops, null);
  for (const to of new Set(stops)) out.push(mv('send', sender, x, to));
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
    const sendFrom = (x: number): void => {
      if (seenSend.has(x) || inHome(g, owner, x)) return;
      seenSend.add(x);
      sendsOf(g, cells, p, side, x, out);
    };
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
          stops,
          side !== STONE && rules.sendAfterFlow ? blockers : null,
        );
        for (const s of stops) destinations.add(s);
        if (side !== STONE) {
          for (const b of blockers) sendFrom(b);
          if (rules.sendRivers) sendFrom(t);
        }
      } else if (side === STONE) {
        if (!rules.stonePush) continue;
        const far = stepTarget(g, t, d);
        if (far >= 0 && cells[far] === 0 && !inHome(g, ownerOf(tc), far))
          out.push(mv('push', p, t, far));
      } else sendFrom(t);
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
      // the sent piece may come to rest on the sender's old point
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
