/**
 * Why the picked piece cannot go to the point a person pointed at, in the game's words.
 * apply only ever sees whole actions and gives one broad sentence for a move it does not
 * know; the table needs the reason for one point, so this looks at what stands there and
 * around the piece. Its first sentences are apply's own, so both say the same.
 */
import type { SRAction } from './actions';
import { presetDifference } from './advice';
import {
  OWNER_NAMES,
  RIVER_H,
  STONE,
  geometry,
  inHome,
  ownerOf,
  sideOf,
  type Geometry,
} from './board';
import { movesOf, pointIndex, pointName, toAction } from './game';
import { type SRState } from './state';

const WAYS = ['', 'across (H)', 'up and down (V)'] as const;
const SIDES = ['stone', 'river', 'river'] as const;

function pieceWords(cell: number): string {
  return `${OWNER_NAMES[ownerOf(cell)]!}’s ${SIDES[sideOf(cell)]!}`;
}

function neighbours(g: Geometry, p: number): number[] {
  const x = p % g.cols;
  const y = Math.floor(p / g.cols);
  const out: number[] = [];
  if (y > 0) out.push(p - g.cols);
  if (y < g.rows - 1) out.push(p + g.cols);
  if (x > 0) out.push(p - 1);
  if (x < g.cols - 1) out.push(p + 1);
  return out;
}

/** True when an action of the piece on `piece` ends at, or acts on, `point`. */
function reaches(action: SRAction, piece: string, point: string): boolean {
  switch (action.type) {
    case 'move':
      return action.from === piece && action.to === point;
    case 'push':
    case 'send':
      return action.from === piece && (action.type === 'push' ? action.to : action.via) === point;
    default:
      return false;
  }
}

/** Whose turn, whether the piece is there and the player's: apply's own first refusals. */
function pieceRefusal(state: SRState, seat: number, piece: string): string | null {
  if (state.result) return 'The game is over.';
  if (seat !== state.toMove) return `It is ${OWNER_NAMES[state.toMove]!}’s turn.`;
  const g = geometry(state.config.board);
  const p = pointIndex(g, piece);
  if (p < 0) return `${piece} is not on the ${state.config.board} board.`;
  const c = state.cells[p]!;
  if (c === 0) return `There is no piece on ${piece}.`;
  if (ownerOf(c) !== seat)
    return `The piece on ${piece} is ${OWNER_NAMES[ownerOf(c)]!}’s, not yours.`;
  return null;
}

/**
 * Why pointing at `point` with nothing picked picks no piece of `seat`'s, in apply's own
 * words: nobody's turn to point, no piece there, or another player's. Null for the seat's own piece.
 */
export function whyNotPicked(state: SRState, seat: number, point: string): string | null {
  return pieceRefusal(state, seat, point);
}

/** Why a step onto the taken point next to the piece is refused. */
function ontoNeighbour(g: Geometry, state: SRState, p: number, t: number, point: string): string {
  const mover = state.cells[p]!;
  const there = state.cells[t]!;
  const piece = pointName(g, p);
  if (sideOf(there) !== STONE && sideOf(mover) === STONE)
    return `A piece never stops on a river: stepping onto the river on ${point} carries ${piece} along it, to an empty point the water reaches.`;
  if (sideOf(mover) === STONE) {
    if (!(state.config.stonePush ?? state.config.preset === 'course'))
      return `A stone cannot step onto a stone: pushing is off at this table.`;
    const far = t + (t - p);
    const sameLine =
      Math.abs(t - p) === g.cols || Math.floor(far / g.cols) === Math.floor(t / g.cols);
    const farName = far >= 0 && far < g.size && sameLine ? pointName(g, far) : null;
    if (farName === null)
      return `The stone on ${point} cannot be pushed: the next point beyond it is off the board.`;
    if (state.cells[far] !== 0)
      return `The stone on ${point} cannot be pushed: ${farName} beyond it is taken.`;
    return `The stone on ${point} cannot be pushed onto ${farName}: it is ${OWNER_NAMES[ownerOf(there)]!}’s Home.`;
  }
  return `The ${SIDES[sideOf(there)]!} on ${point} cannot be sent: along ${piece}’s way, ${WAYS[sideOf(mover)]!}, it has no empty point to go to.`;
}

/** Why no river journey of the piece ends on the empty point. */
function noJourney(g: Geometry, state: SRState, p: number, point: string): string {
  const owner = ownerOf(state.cells[p]!);
  const piece = pointName(g, p);
  const rivers = neighbours(g, p).filter(
    (n) => state.cells[n] !== 0 && sideOf(state.cells[n]!) !== STONE,
  );
  if (rivers.length === 0)
    return `A piece steps one point up, down, left or right; to go further it must step onto a river, and there is none next to ${piece}.`;
  const named = rivers.map((n) => `${pointName(g, n)} runs ${WAYS[sideOf(state.cells[n]!)]!}`);
  return (
    `No river next to ${piece} carries it to ${point} (${named.join('; ')}): water runs only along its` +
    ` river’s way, and stops at the edge, in front of a stone and in front of ${OWNER_NAMES[owner]!}’s Home.`
  );
}

/**
 * Why the piece on `piece` (picked by `seat`) cannot go to `point`, or act on the piece
 * there; null when it can.
 */
export function whyNotThere(
  state: SRState,
  seat: number,
  piece: string,
  point: string,
): string | null {
  const first = pieceRefusal(state, seat, piece);
  if (first) return first;
  const g = geometry(state.config.board);
  const t = pointIndex(g, point);
  if (t < 0) return `${point} is not on the ${state.config.board} board.`;
  const legal = movesOf(state).map((m) => toAction(g, m, seat));
  if (legal.some((a) => reaches(a, piece, point))) return null;
  if (piece === point) return 'A piece never stops where it started.';
  const other = otherPresetReason(state, seat, piece, point);
  if (other) return other;
  const p = pointIndex(g, piece);
  if (inHome(g, seat, t))
    return `${point} is ${OWNER_NAMES[seat]!}’s Home: ${OWNER_NAMES[seat]!}’s pieces may never stand on it or travel through it.`;
  const there = state.cells[t]!;
  if (neighbours(g, p).includes(t) && there !== 0) return ontoNeighbour(g, state, p, t, point);
  if (there !== 0)
    return `${point} holds ${pieceWords(there)}, and a piece only stops on an empty point.`;
  return noJourney(g, state, p, point);
}

/** The other preset's sentence when only it would let the piece act on the point. */
function otherPresetReason(
  state: SRState,
  seat: number,
  piece: string,
  point: string,
): string | null {
  const preset = state.config.preset === 'rulebook' ? 'course' : 'rulebook';
  const other: SRState = { ...state, config: { ...state.config, preset, firstPlayer: 'circle' } };
  const g = geometry(state.config.board);
  for (const m of movesOf(other)) {
    const action = toAction(g, m, seat);
    if (!reaches(action, piece, point)) continue;
    const why = presetDifference(state, action);
    if (why) return why;
  }
  return null;
}

/** Why a typed action is refused, or null when it is legal. */
export function whyRefused(state: SRState, action: SRAction): string | null {
  if (action.type === 'resign') return state.result ? 'The game is over.' : null;
  const piece = action.type === 'flip' || action.type === 'rotate' ? action.at : action.from;
  const first = pieceRefusal(state, action.seat, piece);
  if (first) return first;
  const g = geometry(state.config.board);
  const c = state.cells[pointIndex(g, piece)]!;
  switch (action.type) {
    case 'rotate':
      return sideOf(c) === STONE ? 'A stone cannot be rotated; only a river turns.' : null;
    case 'flip':
      if (sideOf(c) === STONE && action.orientation === undefined)
        return 'Flipping a stone makes a river: say its way, H (across) or V (up and down).';
      if (sideOf(c) !== STONE && action.orientation !== undefined)
        return 'A river flips back to a stone, which has no way.';
      return null;
    case 'move':
      return whyNotThere(state, action.seat, piece, action.to);
    case 'push':
      return sideOf(c) === STONE
        ? whyNotThere(state, action.seat, piece, action.to)
        : 'Only a stone pushes; a river sends.';
    case 'send': {
      if (sideOf(c) === STONE) return 'Only a river sends; a stone steps or pushes.';
      const toVia = whyNotThere(state, action.seat, piece, action.via);
      if (toVia) return toVia;
      const sent = movesOf(state).some(
        (m) =>
          m.kind === 'send' &&
          pointName(g, m.from) === piece &&
          pointName(g, m.via) === action.via &&
          pointName(g, m.to) === action.to,
      );
      if (sent) return null;
      const other = presetDifference(state, action);
      if (other) return other;
      const way = sideOf(c) === RIVER_H ? WAYS[1] : WAYS[2];
      return (
        `The piece on ${action.via} cannot be sent to ${action.to}: a sent piece travels along` +
        ` ${piece}’s way, ${way}, following the rivers it meets, stops only on an empty point` +
        ` and never enters its owner’s Home.`
      );
    }
  }
}
