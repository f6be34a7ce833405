/**
 * Stones & Rivers on the game contract. Seat 0 is Circle (bottom), seat 1 Square (top).
 * Nothing is hidden, so every viewer sees the whole state. Resigning is a legal action
 * of the side to move, listed last; perft counts, random play and the computer players
 * see only the moves on the board (see isResignation).
 */
import { illegal, type Pending } from '../../engine/contract';
import { refusingMalformed } from '../../engine/guard';
import { actionSchema, type SRAction } from './actions';
import {
  OWNER_NAMES,
  RIVER_H,
  RIVER_V,
  STONE,
  fillsGoal,
  geometry,
  ownerOf,
  sideOf,
  startCells,
  type Geometry,
} from './board';
import { drawAfter, historyKey, turnedAfter } from './draws';
import { describeAction } from './log';
import { generate, play, type Move } from './moves';
import { formatAction } from './notation';
import { configSchema, rulesOf, upgradeConfig, type SRConfig, type SRState } from './state';

export function pointName(g: Geometry, p: number): string {
  return `${String.fromCharCode(97 + (p % g.cols))}${Math.floor(p / g.cols)}`;
}

export function pointIndex(g: Geometry, name: string): number {
  const x = name.charCodeAt(0) - 97;
  const y = Number(name.slice(1));
  if (x < 0 || x >= g.cols || !Number.isInteger(y) || y < 0 || y >= g.rows) return -1;
  return y * g.cols + x;
}

// No closures here or in sameMove: both run for every legal action of every position, and
// a closure per call (named by the TypeScript runner) cost more than the rules themselves.
export function toAction(g: Geometry, m: Move, seat: number): SRAction {
  const n = pointName;
  switch (m.kind) {
    case 'move':
      return { type: 'move', seat, from: n(g, m.from), to: n(g, m.to) };
    case 'flip':
      return m.side === STONE
        ? { type: 'flip', seat, at: n(g, m.from) }
        : { type: 'flip', seat, at: n(g, m.from), orientation: m.side === RIVER_H ? 'H' : 'V' };
    case 'rotate':
      return { type: 'rotate', seat, at: n(g, m.from) };
    case 'send':
      return { type: 'send', seat, from: n(g, m.from), via: n(g, m.via), to: n(g, m.to) };
    case 'push':
      return { type: 'push', seat, from: n(g, m.from), to: n(g, m.via) };
  }
}

export function sameMove(g: Geometry, m: Move, a: SRAction): boolean {
  const p = pointIndex;
  switch (a.type) {
    case 'move':
      return m.kind === 'move' && m.from === p(g, a.from) && m.to === p(g, a.to);
    case 'flip': {
      const side = a.orientation === undefined ? STONE : a.orientation === 'H' ? RIVER_H : RIVER_V;
      return m.kind === 'flip' && m.from === p(g, a.at) && m.side === side;
    }
    case 'rotate':
      return m.kind === 'rotate' && m.from === p(g, a.at);
    case 'send':
      return (
        m.kind === 'send' && m.from === p(g, a.from) && m.via === p(g, a.via) && m.to === p(g, a.to)
      );
    case 'push':
      return m.kind === 'push' && m.from === p(g, a.from) && m.via === p(g, a.to);
    case 'resign':
      return false;
  }
}

export function setupStones(config: SRConfig): SRState {
  const g = geometry(config.board);
  const cells = startCells(g);
  const toMove = config.firstPlayer === 'square' ? 1 : 0;
  return {
    config,
    cells,
    toMove,
    actions: 0,
    history: [historyKey(config, cells, toMove, [])],
    turned: [],
    result: null,
  };
}

export function movesOf(state: SRState): Move[] {
  if (state.result) return [];
  return generate(geometry(state.config.board), state.cells, state.toMove, rulesOf(state.config));
}

/** The state after a generated move of the side to move (no legality check). */
export function playMove(state: SRState, m: Move): SRState {
  const g = geometry(state.config.board);
  const cells = state.cells.slice();
  play(cells, m);
  const mover = state.toMove;
  const toMove = 1 - mover;
  const actions = state.actions + 1;
  const turned = turnedAfter(state.turned, m);
  const history = [...state.history, historyKey(state.config, cells, toMove, turned)];
  let result: SRState['result'] = null;
  const winner = fillsGoal(g, cells, mover) ? mover : fillsGoal(g, cells, toMove) ? toMove : -1;
  if (winner >= 0)
    result = { winners: [winner], summary: `${OWNER_NAMES[winner]!} fills the Goal with stones` };
  else {
    const draw = drawAfter(state.config, history, actions);
    if (draw) result = { winners: [], draw: true, summary: draw };
  }
  return { config: state.config, cells, toMove, actions, history, turned, result };
}

function next(state: SRState): Pending {
  if (state.result) return { kind: 'end', outcome: state.result };
  return {
    kind: 'decision',
    seats: [state.toMove],
    prompt: `${OWNER_NAMES[state.toMove]!}: move, flip, rotate or send`,
  };
}

function apply(state: SRState, action: SRAction): SRState {
  if (state.result) illegal('game-over', 'The game is over');
  if (action.seat !== state.toMove)
    illegal('not-your-turn', `It is ${OWNER_NAMES[state.toMove]!}'s turn`);
  if (action.type === 'resign') {
    const winner = 1 - action.seat;
    return {
      ...state,
      result: {
        winners: [winner],
        summary: `${OWNER_NAMES[action.seat]!} resigns; ${OWNER_NAMES[winner]!} wins`,
      },
    };
  }
  const g = geometry(state.config.board);
  const m = movesOf(state).find((x) => sameMove(g, x, action));
  if (!m) illegal('illegal-move', refusal(g, state, action));
  return playMove(state, m);
}

function refusal(g: Geometry, state: SRState, action: SRAction): string {
  const text = formatAction(action);
  const at = 'at' in action ? action.at : 'from' in action ? action.from : '';
  const p = pointIndex(g, at);
  if (p < 0) return `${text}: ${at} is not on the ${state.config.board} board`;
  const c = state.cells[p]!;
  if (c === 0) return `${text}: there is no piece on ${at}`;
  if (ownerOf(c) !== state.toMove) return `${text}: the piece on ${at} is not yours`;
  if (action.type === 'rotate' && sideOf(c) === STONE) return `${text}: a stone cannot be rotated`;
  if (action.type === 'flip')
    return sideOf(c) === STONE
      ? `${text}: flipping a stone needs a way, H or V`
      : `${text}: a river flips back to a stone without a way`;
  return `${text} is not a legal action here: nothing can enter its own Home, stones block, and rivers carry pieces only along their way`;
}

export const stonesAndRivers = refusingMalformed<SRState, SRAction, SRConfig, SRState>({
  id: 'stones-and-rivers',
  name: 'Stones & Rivers',
  // 2: in the course preset a sent piece no longer stops on its sender's old point
  // 3: in the course preset a sent stone stops before its own point, and the course draws
  rulesVersion: 3,
  upgradeConfig,
  players: { min: 2, max: 2 },
  hiddenInformation: false,
  configSchema,
  actionSchema,
  setup: (config) => setupStones(config),
  next,
  legalActions: (state, seat) =>
    seat === state.toMove && !state.result
      ? [
          ...movesOf(state).map((m) => toAction(geometry(state.config.board), m, seat)),
          { type: 'resign', seat },
        ]
      : [],
  apply,
  view: (state) => state,
  describe: describeAction,
});
