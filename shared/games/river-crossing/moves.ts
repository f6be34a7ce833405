/**
 * The moves of River Crossing: what each seat may do now, and the state after a move
 * (collections, releases, elimination, the turn cycle and the end). `play` trusts its
 * move; the game's `apply` checks it first with `refusal`.
 */
import {
  BLACK,
  COLLECTOR,
  COLOUR_LETTER,
  NEIGHBOURS,
  PIECES_PER_SIDE,
  RED,
  SEAT_NAMES,
  isNeighbour,
  parseSquare,
  rowOf,
  rowSquares,
  squareName,
  topOf,
  type CrossingColour,
  type CrossingResult,
  type CrossingState,
  type SideCounts,
} from './state';

export type CrossingAction =
  | { readonly type: 'enter'; readonly seat: number; readonly to: string }
  /** `height` counts from 1 at the bottom of the stack. */
  | {
      readonly type: 'step';
      readonly seat: number;
      readonly from: string;
      readonly height: number;
      readonly to: string;
    }
  | { readonly type: 'exit'; readonly seat: number; readonly from: string }
  | { readonly type: 'reenter'; readonly seat: number; readonly to: string }
  | {
      readonly type: 'collector';
      readonly seat: number;
      readonly from: string;
      readonly to: string;
    }
  | { readonly type: 'pass'; readonly seat: number };

const PHASE_SEATS = [RED, COLLECTOR, BLACK, COLLECTOR] as const;

export function seatToMove(state: CrossingState): 0 | 1 | 2 {
  return PHASE_SEATS[state.phase];
}

export function isOut(state: CrossingState, colour: CrossingColour): boolean {
  return state.sides[colour].collected === PIECES_PER_SIDE;
}

/** Pieces of a side in the river: the 12 less those on a bank or in the stash. */
export function inRiver(state: CrossingState, colour: CrossingColour): number {
  const side = state.sides[colour];
  return PIECES_PER_SIDE - side.home - side.far - side.collected;
}

/** May this crossing side pass or re-enter instead of moving? Only with nothing left to cross. */
export function mayRest(state: CrossingState, colour: CrossingColour): boolean {
  return state.sides[colour].home === 0 && inRiver(state, colour) === 0;
}

/**
 * Step moves are shared frozen objects, made once: move generation is the hot loop of
 * the computer players' search.
 */
const STEP_CACHE_HEIGHT = 16;
const STEPS: CrossingAction[][][][] = [RED, BLACK].map((seat) =>
  Array.from({ length: 64 }, (_, from) =>
    Array.from({ length: STEP_CACHE_HEIGHT }, (_, h) =>
      NEIGHBOURS[from]!.map((to) =>
        Object.freeze({
          type: 'step' as const,
          seat,
          from: squareName(from),
          height: h + 1,
          to: squareName(to),
        }),
      ),
    ),
  ),
);

function stepAction(seat: CrossingColour, from: number, h: number, index: number, to: number) {
  return h < STEP_CACHE_HEIGHT
    ? STEPS[seat]![from]![h]![index]!
    : { type: 'step' as const, seat, from: squareName(from), height: h + 1, to: squareName(to) };
}

const COLLECTOR_STEPS: CrossingAction[][] = Array.from({ length: 64 }, (_, from) =>
  NEIGHBOURS[from]!.map((to) =>
    Object.freeze({
      type: 'collector' as const,
      seat: COLLECTOR,
      from: squareName(from),
      to: squareName(to),
    }),
  ),
);

function crossingMoves(state: CrossingState, colour: CrossingColour): CrossingAction[] {
  const seat = colour;
  const letter = COLOUR_LETTER[colour];
  const side = state.sides[colour];
  if (mayRest(state, colour)) {
    const rest: CrossingAction[] =
      side.far > 0
        ? rowSquares(colour, 8).map((sq) => ({ type: 'reenter', seat, to: squareName(sq) }))
        : [];
    return [...rest, { type: 'pass', seat }];
  }
  const moves: CrossingAction[] = [];
  if (side.home > 0)
    for (const sq of rowSquares(colour, 1)) moves.push({ type: 'enter', seat, to: squareName(sq) });
  state.board.forEach((stack, from) => {
    for (let h = 0; h < stack.length; h++) {
      if (stack[h] !== letter) continue;
      const carriesCollector = topOf(stack) === 'C';
      const around = NEIGHBOURS[from]!;
      for (let i = 0; i < around.length; i++) {
        const to = around[i]!;
        if (carriesCollector && topOf(state.board[to]!) === 'C') continue;
        moves.push(stepAction(colour, from, h, i, to));
      }
    }
    if (rowOf(colour, from) === 8 && topOf(stack) === letter)
      moves.push({ type: 'exit', seat, from: squareName(from) });
  });
  // A side that must move but is boxed in (every step blocked) passes.
  return moves.length > 0 ? moves : [{ type: 'pass', seat }];
}

function collectorMoves(state: CrossingState): CrossingAction[] {
  const moves: CrossingAction[] = [];
  state.board.forEach((stack, from) => {
    if (topOf(stack) !== 'C') return;
    const around = NEIGHBOURS[from]!;
    for (let i = 0; i < around.length; i++) {
      if (topOf(state.board[around[i]!]!) === 'C') continue;
      moves.push(COLLECTOR_STEPS[from]![i]!);
    }
  });
  return moves.length > 0 ? moves : [{ type: 'pass', seat: COLLECTOR }];
}

/** Every legal move of the seat to move (the caller checks it is that seat's turn). */
export function movesOf(state: CrossingState): CrossingAction[] {
  if (state.result) return [];
  const seat = seatToMove(state);
  return seat === COLLECTOR ? collectorMoves(state) : crossingMoves(state, seat as CrossingColour);
}

const SQUARE_FIELDS: Record<CrossingAction['type'], readonly ('from' | 'to')[]> = {
  enter: ['to'],
  reenter: ['to'],
  step: ['from', 'to'],
  exit: ['from'],
  collector: ['from', 'to'],
  pass: [],
};

/**
 * Why `action` may not be played now, or null when it may. The caller has checked the
 * game is on and the action's seat is the one to move.
 */
export function refusal(state: CrossingState, action: CrossingAction): string | null {
  const seat = seatToMove(state);
  const name = SEAT_NAMES[seat];
  for (const field of SQUARE_FIELDS[action.type]) {
    const value = (action as Partial<Record<string, unknown>>)[field];
    if (typeof value !== 'string' || parseSquare(value) === null)
      return `"${String(value)}" is not a square (a1 to h8)`;
  }
  const board = state.board;
  if (seat === COLLECTOR) {
    if (action.type === 'pass')
      return movesOf(state)[0]!.type === 'pass'
        ? null
        : 'The collector must move while any collector can';
    if (action.type !== 'collector') return 'The collector only steps collectors';
    const from = parseSquare(action.from)!;
    const to = parseSquare(action.to)!;
    if (topOf(board[from]!) !== 'C') return `There is no collector on ${action.from}`;
    if (!isNeighbour(from, to)) return `${action.to} is not one step from ${action.from}`;
    if (topOf(board[to]!) === 'C') return 'A collector never moves onto another collector';
    return null;
  }
  const colour = seat;
  const letter = COLOUR_LETTER[colour];
  const side = state.sides[colour];
  const resting = mayRest(state, colour);
  switch (action.type) {
    case 'collector':
      return `${name} does not move collectors`;
    case 'pass':
      if (resting) return null;
      return movesOf(state)[0]!.type === 'pass'
        ? null
        : `${name} must move while pieces remain on the home bank or in the river`;
    case 'enter': {
      if (side.home === 0) return `${name} has no piece on the home bank`;
      const to = parseSquare(action.to)!;
      if (rowOf(colour, to) !== 1)
        return `${name} enters only onto row 1 (${rowSquares(colour, 1).map(squareName).join(', ')})`;
      return null;
    }
    case 'reenter': {
      if (side.far === 0) return `${name} has no piece on the far bank`;
      if (!resting)
        return `${name} may re-enter only with no piece left on the home bank or in the river`;
      if (rowOf(colour, parseSquare(action.to)!) !== 8) return `${name} re-enters only onto row 8`;
      return null;
    }
    case 'exit': {
      const from = parseSquare(action.from)!;
      if (rowOf(colour, from) !== 8) return `${name} exits only from row 8`;
      const stack = board[from]!;
      if (!stack.includes(letter))
        return `There is no ${name.toLowerCase()} piece on ${action.from}`;
      if (topOf(stack) !== letter) return 'Only a piece with nothing riding on it may exit';
      return null;
    }
    case 'step': {
      const from = parseSquare(action.from)!;
      const to = parseSquare(action.to)!;
      const stack = board[from]!;
      if (!Number.isInteger(action.height) || action.height < 1 || action.height > stack.length)
        return `The stack on ${action.from} has no piece at height ${String(action.height)}`;
      if (stack[action.height - 1] !== letter)
        return `The piece at height ${action.height} on ${action.from} is not ${name}'s`;
      if (!isNeighbour(from, to)) return `${action.to} is not one step from ${action.from}`;
      if (topOf(stack) === 'C' && topOf(board[to]!) === 'C')
        return 'A group carrying a collector never moves onto a collector';
      return null;
    }
  }
}

function countCollected(sides: [SideCounts, SideCounts], pieces: string): [SideCounts, SideCounts] {
  let red = 0;
  let black = 0;
  for (const p of pieces) {
    if (p === 'r') red++;
    else if (p === 'b') black++;
  }
  return [
    red ? { ...sides[RED], collected: sides[RED].collected + red } : sides[RED],
    black ? { ...sides[BLACK], collected: sides[BLACK].collected + black } : sides[BLACK],
  ];
}

function withSide(
  sides: readonly [SideCounts, SideCounts],
  colour: CrossingColour,
  side: SideCounts,
): [SideCounts, SideCounts] {
  return colour === RED ? [side, sides[BLACK]] : [sides[RED], side];
}

/** The state after a legal move. */
export function play(state: CrossingState, action: CrossingAction): CrossingState {
  const board = state.board.slice();
  let sides: [SideCounts, SideCounts] = [state.sides[RED], state.sides[BLACK]];
  let progress = false;

  /** A piece (and its riders) arriving on `to` from off the board: collected if a collector tops it. */
  const land = (to: number, letter: string): void => {
    if (topOf(board[to]!) === 'C') {
      sides = countCollected(sides, letter);
    } else board[to] += letter;
  };

  switch (action.type) {
    case 'pass':
      break;
    case 'enter':
    case 'reenter': {
      const colour = action.seat as CrossingColour;
      const side = sides[colour];
      sides = withSide(
        sides,
        colour,
        action.type === 'enter' ? { ...side, home: side.home - 1 } : { ...side, far: side.far - 1 },
      );
      land(parseSquare(action.to)!, COLOUR_LETTER[colour]);
      progress = action.type === 'enter' || topOf(state.board[parseSquare(action.to)!]!) === 'C';
      break;
    }
    case 'exit': {
      const colour = action.seat as CrossingColour;
      const from = parseSquare(action.from)!;
      board[from] = board[from]!.slice(0, -1);
      const side = sides[colour];
      const far = side.far + 1;
      sides = withSide(sides, colour, { ...side, far, bestFar: Math.max(side.bestFar, far) });
      progress = far > side.bestFar;
      break;
    }
    case 'collector': {
      const from = parseSquare(action.from)!;
      const to = parseSquare(action.to)!;
      board[from] = board[from]!.slice(0, -1);
      const target = board[to]!;
      if (target.length > 0) {
        sides = countCollected(sides, target.slice(-1));
        board[to] = `${target.slice(0, -1)}C`;
        progress = true;
      } else board[to] = 'C';
      break;
    }
    case 'step': {
      const colour = action.seat as CrossingColour;
      const from = parseSquare(action.from)!;
      const to = parseSquare(action.to)!;
      const stack = board[from]!;
      let group = stack.slice(action.height - 1);
      board[from] = stack.slice(0, action.height - 1);
      let moverCollected = false;
      if (topOf(board[to]!) === 'C') {
        sides = countCollected(sides, group);
        moverCollected = true;
        progress = true;
      } else {
        if (group.length > 1 && topOf(group) === 'C') {
          // The riding collector takes the piece right beneath it within the moved group.
          const beneath = group.length - 2;
          sides = countCollected(sides, group[beneath]!);
          moverCollected = beneath === 0;
          group = group.slice(0, beneath) + 'C';
          progress = true;
        }
        board[to] += group;
      }
      // Collection is resolved first, so a piece just collected can be released at once.
      const side = sides[colour];
      if (
        !moverCollected &&
        rowOf(colour, from) === 7 &&
        rowOf(colour, to) === 8 &&
        side.collected > 0
      ) {
        sides = withSide(sides, colour, {
          ...side,
          collected: side.collected - 1,
          home: side.home + 1,
        });
        progress = true;
      }
      break;
    }
  }

  const collected = sides[RED].collected + sides[BLACK].collected;
  const moved: CrossingState = {
    ...state,
    board,
    sides,
    quiet: progress ? 0 : state.quiet + 1,
    moves: state.moves + 1,
    resting:
      state.resting ||
      (state.config.restAfterCollecting &&
        collected > state.sides[RED].collected + state.sides[BLACK].collected),
  };
  const result = resultOf(moved);
  return result ? { ...moved, result } : { ...moved, ...nextTurn(moved) };
}

/** The phase after `phase` in the cycle, before skipping eliminated sides. */
function following(state: CrossingState, phase: CrossingState['phase']): CrossingState['phase'] {
  // Once a round, the cycle is Red, Black, Collector: the phase "collector after Red" is unused.
  if (state.config.collectorTurns === 'once-a-round') return phase === 0 ? 2 : phase === 2 ? 3 : 0;
  return ((phase + 1) % 4) as CrossingState['phase'];
}

/** Whose turn comes next, and whether the collectors still owe a rest. */
function nextTurn(state: CrossingState): Pick<CrossingState, 'phase' | 'resting'> {
  let phase = following(state, state.phase);
  let resting = state.resting;
  for (let guard = 0; guard < 4; guard++) {
    if ((phase === 0 && isOut(state, RED)) || (phase === 2 && isOut(state, BLACK))) {
      // An eliminated side loses its turn and, when the collector moves after each side,
      // the collector turn that follows it.
      phase = following(state, phase);
      if (state.config.collectorTurns === 'after-each') phase = following(state, phase);
    } else if (resting && PHASE_SEATS[phase] === COLLECTOR) {
      resting = false;
      phase = following(state, phase);
    } else break;
  }
  return { phase, resting };
}

function crossedAll(state: CrossingState, colour: CrossingColour): boolean {
  return state.sides[colour].far >= state.config.crossToWin;
}

/** The end of the game, if this state is one. */
export function resultOf(state: CrossingState): CrossingResult | null {
  const across = [RED, BLACK].filter((c) => crossedAll(state, c as CrossingColour));
  // Built only for a result: the computer players' search calls this for every move it tries.
  const goal = (): string =>
    state.config.crossToWin === PIECES_PER_SIDE
      ? `all ${PIECES_PER_SIDE} pieces`
      : `${state.config.crossToWin} pieces`;
  if (state.config.race && across.length > 0)
    return {
      winners: across,
      summary: `${SEAT_NAMES[across[0]!]} brought ${goal()} across first and wins the race.`,
    };
  const stillCrossing =
    state.sides[RED].home + inRiver(state, RED) + state.sides[BLACK].home + inRiver(state, BLACK) >
    0;
  if (!stillCrossing) {
    if (across.length === 2)
      return { winners: across, summary: `Red and Black both brought ${goal()} across.` };
    if (across.length === 1)
      return {
        winners: across,
        summary: `${SEAT_NAMES[across[0]!]} brought ${goal()} across.`,
      };
    return {
      winners: [COLLECTOR],
      summary: `Neither Red nor Black brought ${goal()} across: the collector wins.`,
    };
  }
  if (state.quiet >= state.config.noProgressLimit)
    return {
      winners: [COLLECTOR],
      summary: `${state.config.noProgressLimit} moves passed without progress: the collector wins.`,
    };
  return null;
}
