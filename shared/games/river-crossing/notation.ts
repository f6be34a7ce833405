/**
 * Readable notation. Squares a1..h8 from Red's side; heights count from 1 at the bottom.
 * Moves: "enter c1", "d4-e5" (the bottom piece), "d4^2-e5" (the piece at height 2 and
 * everything riding on it), "exit a8", "reenter b8", "C b3-c4", "pass".
 * Positions: a line saying who moves, one line per side, a counter line, then one line per
 * occupied square with its stack bottom to top, e.g. "d4: r r b C".
 */
import { ORIGINAL_RULES } from './config';
import type { CrossingAction } from './moves';
import {
  BLACK,
  PIECES_PER_SIDE,
  RED,
  SEAT_NAMES,
  parseSquare,
  squareName,
  type CrossingConfig,
  type CrossingState,
  type SideCounts,
} from './state';

export function formatAction(action: CrossingAction): string {
  switch (action.type) {
    case 'enter':
    case 'reenter':
      return `${action.type} ${action.to}`;
    case 'exit':
      return `exit ${action.from}`;
    case 'step':
      return `${action.from}${action.height > 1 ? `^${action.height}` : ''}-${action.to}`;
    case 'collector':
      return `C ${action.from}-${action.to}`;
    case 'pass':
      return 'pass';
  }
}

export class NotationError extends Error {
  override readonly name = 'NotationError';
}

function square(text: string, what: string): string {
  if (parseSquare(text) === null)
    throw new NotationError(`${what} "${text}" is not a square: use a file a-h and a rank 1-8`);
  return text;
}

/** The move `text` describes, taken by `seat`; a NotationError says what is wrong. */
export function parseAction(text: string, seat: number): CrossingAction {
  const words = text.trim().toLowerCase().split(/\s+/);
  const [head = '', arg, extra] = words;
  if (extra !== undefined) throw new NotationError(`Too many words in "${text.trim()}"`);
  if (head === 'pass') {
    if (arg !== undefined) throw new NotationError('"pass" takes no square');
    return { type: 'pass', seat };
  }
  if (head === 'enter' || head === 'reenter' || head === 'exit') {
    if (arg === undefined) throw new NotationError(`"${head}" needs a square, e.g. "${head} c1"`);
    const at = square(arg, 'The square');
    return head === 'exit' ? { type: 'exit', seat, from: at } : { type: head, seat, to: at };
  }
  if (head === 'c') {
    if (arg === undefined) throw new NotationError('A collector move reads like "C b3-c4"');
    const match = /^([a-z0-9]+)-([a-z0-9]+)$/.exec(arg);
    if (!match) throw new NotationError(`"${arg}" is not a collector step like "b3-c4"`);
    return {
      type: 'collector',
      seat,
      from: square(match[1]!, 'The start'),
      to: square(match[2]!, 'The destination'),
    };
  }
  if (arg !== undefined) throw new NotationError(`Unknown move "${text.trim()}"`);
  const match = /^([a-z0-9]+)(?:\^(\d+))?-([a-z0-9]+)$/.exec(head);
  if (!match)
    throw new NotationError(
      `Unknown move "${text.trim()}": expected "enter c1", "d4-e5", "d4^2-e5", "exit a8", "reenter b8", "C b3-c4" or "pass"`,
    );
  const height = match[2] === undefined ? 1 : Number(match[2]);
  if (height < 1) throw new NotationError('Heights count from 1 at the bottom of the stack');
  return {
    type: 'step',
    seat,
    from: square(match[1]!, 'The start'),
    height,
    to: square(match[3]!, 'The destination'),
  };
}

const PHASE_LINES = [
  'Red to move',
  'Collector to move after Red',
  'Black to move',
  'Collector to move after Black',
] as const;

function sideLine(name: string, side: SideCounts): string {
  return `${name}: home ${side.home}, far ${side.far}, collected ${side.collected}`;
}

export function formatPosition(state: CrossingState): string {
  const lines = [
    state.result ? `Game over: ${state.result.summary}` : PHASE_LINES[state.phase],
    sideLine(SEAT_NAMES[RED], state.sides[RED]),
    sideLine(SEAT_NAMES[BLACK], state.sides[BLACK]),
    `moves ${state.moves}, quiet ${state.quiet}${state.resting ? ', collector rests' : ''}`,
  ];
  state.board.forEach((stack, sq) => {
    if (stack.length > 0) lines.push(`${squareName(sq)}: ${stack.split('').join(' ')}`);
  });
  return lines.join('\n');
}

function parseSide(line: string | undefined, name: string): SideCounts {
  const match = new RegExp(`^${name}: home (\\d+), far (\\d+), collected (\\d+)$`, 'i').exec(
    line?.trim() ?? '',
  );
  if (!match)
    throw new NotationError(`Expected "${name}: home N, far N, collected N", got "${line ?? ''}"`);
  const [home, far, collected] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  return { home, far, collected, bestFar: far };
}

/**
 * A state from the position text (a game not yet over). Pieces are counted: each side
 * must account for exactly 12, and the config's number of collectors must each be on top of
 * its stack.
 */
export function parsePosition(
  text: string,
  config: CrossingConfig = ORIGINAL_RULES,
): CrossingState {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const phase = PHASE_LINES.findIndex((p) => p.toLowerCase() === lines[0]?.toLowerCase());
  if (phase < 0)
    throw new NotationError(`The first line says who moves: one of ${PHASE_LINES.join(', ')}`);
  const red = parseSide(lines[1], 'Red');
  const black = parseSide(lines[2], 'Black');
  const counters = /^moves (\d+), quiet (\d+)(, collector rests)?$/i.exec(lines[3] ?? '');
  if (!counters)
    throw new NotationError('The fourth line reads "moves N, quiet N" (then ", collector rests")');
  const board = new Array<string>(64).fill('');
  for (const line of lines.slice(4)) {
    const match = /^([a-h][1-8]):((?:\s+[rbC])+)$/.exec(line);
    if (!match)
      throw new NotationError(`"${line}" is not a stack line like "d4: r r b C" (bottom first)`);
    const sq = parseSquare(match[1]!)!;
    if (board[sq] !== '') throw new NotationError(`${match[1]!} is listed twice`);
    const stack = match[2]!.trim().split(/\s+/).join('');
    if (stack.slice(0, -1).includes('C'))
      throw new NotationError(`On ${match[1]!} a collector is not on top of its stack`);
    board[sq] = stack;
  }
  const count = (letter: string): number => board.join('').split(letter).length - 1;
  const sides: [SideCounts, SideCounts] = [red, black];
  sides.forEach((side, colour) => {
    const total = side.home + side.far + side.collected + count(colour === RED ? 'r' : 'b');
    if (total !== PIECES_PER_SIDE)
      throw new NotationError(`${SEAT_NAMES[colour]} has ${total} pieces, not 12`);
  });
  if (count('C') !== config.collectors)
    throw new NotationError(`There are ${count('C')} collectors, not ${config.collectors}`);
  return {
    config,
    board,
    sides,
    phase: phase as CrossingState['phase'],
    quiet: Number(counters[2]),
    resting: counters[3] !== undefined,
    moves: Number(counters[1]),
    result: null,
  };
}
