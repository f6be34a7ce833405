/**
 * A mutable board for perft and the search: cells in a typed array, moves packed into
 * integers on one growing stack, make/unmake instead of copying, and no allocation per
 * move. It plays the rules of moves.ts (the plain reference that legalActions and apply
 * use); the tests hold the two to the same perft counts and the same moves on random
 * positions.
 */
import { RIVER_H, STONE, geometry, type BoardSize, type Geometry } from './board';
import type { Move, MoveKind, RuleOptions } from './moves';
import { zobristKeys } from './zobrist';

// A packed move: kind | side << 3 | from << 5 | via << 14 | to << 23 (points below 512).
export const MOVE = 0;
export const FLIP = 1;
export const ROTATE = 2;
export const SEND = 3;
export const PUSH = 4;
const KINDS: readonly MoveKind[] = ['move', 'flip', 'rotate', 'send', 'push'];
export const KIND_CODE: Readonly<Record<MoveKind, number>> = {
  move: MOVE,
  flip: FLIP,
  rotate: ROTATE,
  send: SEND,
  push: PUSH,
};
/** `via` of a move that has none. */
const NONE = 511;

export const kindOf = (m: number): number => m & 7;
export const sideIn = (m: number): number => (m >>> 3) & 3;
export const fromOf = (m: number): number => (m >>> 5) & 511;
export const viaOf = (m: number): number => (m >>> 14) & 511;
export const toOf = (m: number): number => (m >>> 23) & 511;

/** The reference form of a packed move. */
export function unpack(m: number): Move {
  const via = viaOf(m);
  return {
    kind: KINDS[kindOf(m)]!,
    from: fromOf(m),
    via: via === NONE ? -1 : via,
    to: toOf(m),
    side: sideIn(m),
  };
}

// Cell codes 0..6 (see board.ts): owner and side of each, so the hot loops do no division.
const OWNER = Uint8Array.of(0, 0, 0, 0, 1, 1, 1);
const SIDE = Uint8Array.of(0, 0, 1, 2, 0, 1, 2);

/**
 * step[(owner * 4 + d) * size + p]: the neighbour of p in direction d (+x, -x, +y, -y), or
 * -1 when that is off the board or in owner's Home, where none of owner's pieces may go.
 */
const steps = new Map<BoardSize, Int32Array>();
function stepTable(board: BoardSize, g: Geometry): Int32Array {
  let table = steps.get(board);
  if (table) return table;
  table = new Int32Array(8 * g.size);
  const dx = [1, -1, 0, 0];
  const dy = [0, 0, 1, -1];
  for (let owner = 0; owner < 2; owner++)
    for (let d = 0; d < 4; d++)
      for (let p = 0; p < g.size; p++) {
        const x = (p % g.cols) + dx[d]!;
        const y = Math.floor(p / g.cols) + dy[d]!;
        const q = y * g.cols + x;
        const off = x < 0 || y < 0 || x >= g.cols || y >= g.rows || g.goal[1 - owner]![q] === 1;
        table[(owner * 4 + d) * g.size + p] = off ? -1 : q;
      }
  steps.set(board, table);
  return table;
}

export class FastBoard {
  readonly g: Geometry;
  readonly cells: Uint8Array;
  toMove: number;
  /** The Zobrist key of cells and side to move, kept up to date by make and unmake. */
  hashLo = 0;
  hashHi = 0;
  /** The moves generate wrote; it may be replaced by a larger array, so read it afresh. */
  moves = new Int32Array(4096);

  private readonly rules: RuleOptions;
  private readonly step: Int32Array;
  private readonly keys: Uint32Array;
  private readonly goalWidth: number;
  /** Each owner's stones on its own Goal. */
  private readonly goalStones = new Int32Array(2);
  private undo = new Int32Array(256);
  private undoTop = 0;
  private n = 0;

  // Scratch for generation: stamps say "seen in this search" without clearing arrays.
  private stamp = 0;
  private readonly destSeen: Int32Array;
  private readonly moveVisited: Int32Array;
  private readonly sendSeen: Int32Array;
  private readonly sendVisited: Int32Array;
  private readonly sendStop: Int32Array;
  private readonly queue: Int32Array;
  private readonly blockers: Int32Array;
  private blockerCount = 0;

  constructor(board: BoardSize, rules: RuleOptions, cells: ArrayLike<number>, toMove: number) {
    const g = geometry(board);
    this.g = g;
    this.rules = rules;
    this.step = stepTable(board, g);
    this.keys = zobristKeys(g.size);
    this.goalWidth = g.goalPoints[0].length;
    this.cells = new Uint8Array(g.size);
    this.toMove = 0;
    for (let p = 0; p < g.size; p++) this.put(p, cells[p]!);
    if (toMove === 1) this.turn();
    this.destSeen = new Int32Array(g.size);
    this.moveVisited = new Int32Array(g.size);
    this.sendSeen = new Int32Array(g.size);
    this.sendVisited = new Int32Array(g.size);
    this.sendStop = new Int32Array(g.size);
    this.queue = new Int32Array(g.size);
    this.blockers = new Int32Array(g.size);
  }

  /** True when owner has its stones on every point of its Goal. */
  fills(owner: number): boolean {
    return this.goalStones[owner] === this.goalWidth;
  }

  private put(p: number, code: number): void {
    const old = this.cells[p]!;
    if (old === code) return;
    const keys = this.keys;
    const goal = this.g.goal;
    if (old !== 0) {
      this.hashLo ^= keys[(p * 7 + old) * 2]!;
      this.hashHi ^= keys[(p * 7 + old) * 2 + 1]!;
      if (old === 1 && goal[0][p] === 1) this.goalStones[0]!--;
      else if (old === 4 && goal[1][p] === 1) this.goalStones[1]!--;
    }
    if (code !== 0) {
      this.hashLo ^= keys[(p * 7 + code) * 2]!;
      this.hashHi ^= keys[(p * 7 + code) * 2 + 1]!;
      if (code === 1 && goal[0][p] === 1) this.goalStones[0]!++;
      else if (code === 4 && goal[1][p] === 1) this.goalStones[1]!++;
    }
    this.cells[p] = code;
  }

  private turn(): void {
    this.toMove ^= 1;
    const keys = this.keys;
    this.hashLo ^= keys[keys.length - 1]!;
    this.hashHi ^= keys[keys.length - 2]!;
  }

  /** Plays a move generated for the side to move; unmake(m) takes it back. */
  make(m: number): void {
    const from = fromOf(m);
    const via = viaOf(m);
    const to = toOf(m);
    const cells = this.cells;
    const c = cells[from]!;
    if (this.undoTop === this.undo.length) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    this.undo[this.undoTop++] = c | ((via === NONE ? 0 : cells[via]!) << 3) | (cells[to]! << 6);
    switch (kindOf(m)) {
      case MOVE:
        this.put(from, 0);
        this.put(to, c);
        break;
      case FLIP:
      case ROTATE:
        this.put(from, c - SIDE[c]! + sideIn(m));
        break;
      case SEND: {
        // under the rulebook `to` may be `from`: the sent piece rests on the vacated point
        const sent = cells[via]!;
        this.put(from, 0);
        this.put(to, sent);
        this.put(via, c - SIDE[c]!);
        break;
      }
      default:
        this.put(to, cells[via]!);
        this.put(via, c);
        this.put(from, 0);
    }
    this.turn();
  }

  unmake(m: number): void {
    this.turn();
    const saved = this.undo[--this.undoTop]!;
    const via = viaOf(m);
    this.put(toOf(m), (saved >>> 6) & 7);
    if (via !== NONE) this.put(via, (saved >>> 3) & 7);
    this.put(fromOf(m), saved & 7);
  }

  private emit(m: number): void {
    if (this.n === this.moves.length) {
      const grown = new Int32Array(this.moves.length * 2);
      grown.set(this.moves);
      this.moves = grown;
    }
    this.moves[this.n++] = m;
  }

  private nextStamp(): number {
    return ++this.stamp;
  }

  /** Starts the stamps again before they could overflow (only ever between generations). */
  private renewStamps(): void {
    this.destSeen.fill(0);
    this.moveVisited.fill(0);
    this.sendSeen.fill(0);
    this.sendVisited.fill(0);
    this.sendStop.fill(0);
    this.stamp = 0;
  }

  /**
   * Writes every action of the side to move (resignation aside) to `moves` from index
   * `start` and returns the index after the last.
   */
  generate(start: number): number {
    this.n = start;
    if (this.stamp > 0x40000000) this.renewStamps();
    const { cells, step, rules } = this;
    const size = this.g.size;
    const owner = this.toMove;
    const ownStep = owner * 4 * size;
    for (let p = 0; p < size; p++) {
      const c = cells[p]!;
      if (c === 0 || OWNER[c] !== owner) continue;
      const side = SIDE[c]!;
      const seen = this.nextStamp();
      for (let d = 0; d < 4; d++) {
        const t = step[ownStep + d * size + p]!;
        if (t < 0) continue;
        const tc = cells[t]!;
        if (tc === 0) {
          if (this.destSeen[t] !== seen) {
            this.destSeen[t] = seen;
            this.emit(MOVE | (p << 5) | (NONE << 14) | (t << 23));
          }
        } else if (SIDE[tc] !== STONE) {
          this.blockerCount = 0;
          if (this.moveVisited[t] !== seen) {
            const prefix = MOVE | (p << 5) | (NONE << 14);
            const blockers = side !== STONE && rules.sendAfterFlow;
            const { moveVisited, destSeen } = this;
            this.flow(owner, t, -1, p, p, -1, prefix, moveVisited, seen, destSeen, seen, blockers);
          }
          if (side !== STONE) {
            for (let i = 0; i < this.blockerCount; i++)
              this.sendFrom(p, side, this.blockers[i]!, owner, seen);
            if (rules.sendRivers) this.sendFrom(p, side, t, owner, seen);
          }
        } else if (side !== STONE) this.sendFrom(p, side, t, owner, seen);
        else if (rules.stonePush) {
          const far = step[(OWNER[tc]! * 4 + d) * size + t]!;
          if (far >= 0 && cells[far] === 0) this.emit(PUSH | (p << 5) | (t << 14) | (far << 23));
        }
      }
      const here = (p << 5) | (NONE << 14) | (p << 23);
      if (side === STONE) {
        this.emit(FLIP | (RIVER_H << 3) | here);
        this.emit(FLIP | ((RIVER_H + 1) << 3) | here);
      } else {
        this.emit(FLIP | here);
        this.emit(ROTATE | ((3 - side) << 3) | here);
      }
    }
    return this.n;
  }

  /** The sends of the river at `sender` onto the piece at x, once per x, never from Home. */
  private sendFrom(sender: number, side: number, x: number, owner: number, seen: number): void {
    if (this.sendSeen[x] === seen || this.g.goal[1 - owner]![x] === 1) return;
    this.sendSeen[x] = seen;
    const mark = this.nextStamp();
    const barred = this.rules.sentRestsOnSender ? -1 : sender;
    const prefix = (SEND | (sender << 5) | (x << 14)) >>> 0;
    const axis = side === RIVER_H ? 0 : 2;
    const xOwner = OWNER[this.cells[x]!]!;
    // without an origin the walk reads x from the board: the course sends only stones
    const origin = this.rules.sentPassesItsStart ? x : -1;
    this.flow(
      xOwner,
      x,
      axis,
      origin,
      sender,
      barred,
      prefix,
      this.sendVisited,
      mark,
      this.sendStop,
      mark,
      false,
    );
  }

  /**
   * One river journey for a piece of `owner`, breadth-first: from the river at `start`
   * (axis < 0), or leaving the point `start` both ways along `axis` (a sent piece). A walk
   * ends at the edge and before a stone or owner's Home; a river it reaches carries on
   * along its own axis. `origin` and `vacated` count as empty; `origin` and `barred` are
   * never stops. Each stop q is written as the move `prefix | q << 23`, once per `stopMark`;
   * each river is walked once per `visitMark`; the stones that halt walks are collected
   * in `blockers` when `withBlockers`.
   */
  private flow(
    owner: number,
    start: number,
    axis: number,
    origin: number,
    vacated: number,
    barred: number,
    prefix: number,
    visited: Int32Array,
    visitMark: number,
    stopSeen: Int32Array,
    stopMark: number,
    withBlockers: boolean,
  ): void {
    const { cells, step, queue } = this;
    const size = this.g.size;
    let head = -1;
    let tail = 0;
    if (axis < 0) {
      visited[start] = visitMark;
      queue[tail++] = start;
      head = 0;
    }
    for (; head < tail; head++) {
      const r = head < 0 ? start : queue[head]!;
      const first = head < 0 ? axis : SIDE[cells[r]!] === RIVER_H ? 0 : 2;
      for (let d = first; d < first + 2; d++) {
        const base = (owner * 4 + d) * size;
        let q = r;
        for (;;) {
          q = step[base + q]!;
          if (q < 0) break;
          const cq = q === origin || q === vacated ? 0 : cells[q]!;
          if (cq === 0) {
            if (q !== origin && q !== barred && stopSeen[q] !== stopMark) {
              stopSeen[q] = stopMark;
              this.emit(prefix | (q << 23));
            }
            continue;
          }
          if (SIDE[cq] === STONE) {
            if (withBlockers) this.blockers[this.blockerCount++] = q;
          } else if (visited[q] !== visitMark) {
            visited[q] = visitMark;
            queue[tail++] = q;
          }
          break;
        }
      }
    }
  }
}
