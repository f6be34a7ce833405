/**
 * River Crossing's state: the river as 64 stacks written bottom to top, the banks and the
 * collector's stash as counts (pieces of one colour are interchangeable), and whose turn
 * it is in the cycle Red, Collector, Black, Collector.
 */

/** Seats have fixed roles. */
export const RED = 0;
export const BLACK = 1;
export const COLLECTOR = 2;
export type CrossingColour = typeof RED | typeof BLACK;

export const SEAT_NAMES = ['Red', 'Black', 'Collector'] as const;
export const PIECES_PER_SIDE = 12;

/** One character per piece: r red, b black, C collector. */
export type PieceLetter = 'r' | 'b' | 'C';
export const COLOUR_LETTER = ['r', 'b'] as const;

/** Who moves after whom: the collector after each side (the original), or once a round. */
export type CollectorTurns = 'after-each' | 'once-a-round';

/** The rule set the options start from: ours (the default) or the 1984 page's. */
export type CrossingRules = 'river-table' | 'original';

export interface CrossingConfig {
  readonly players: 3;
  readonly rules: CrossingRules;
  /** How many collectors are in the river: 6 in the original, fewer in variants. */
  readonly collectors: number;
  readonly collectorTurns: CollectorTurns;
  /** After any collection the collector's next turn is skipped: the collectors rest. */
  readonly restAfterCollecting: boolean;
  /** Pieces a side must have on its far bank at the end to win: 12 is all-or-nothing. */
  readonly crossToWin: number;
  /** The first player to bring `crossToWin` pieces across ends the game at once. */
  readonly race: boolean;
  /** Moves without entry, exit, collection or release after which the collector wins. */
  readonly noProgressLimit: number;
}

export interface SideCounts {
  /** Pieces on the side's own (starting) bank. */
  readonly home: number;
  /** Pieces safely across, on the far bank. */
  readonly far: number;
  /** Pieces in the collector's stash. */
  readonly collected: number;
  /** The most pieces ever on the far bank this game: only a new high counts as progress. */
  readonly bestFar: number;
}

export interface CrossingResult {
  readonly winners: readonly number[];
  readonly summary: string;
}

export interface CrossingState {
  readonly config: CrossingConfig;
  /** Square index = (rank - 1) * 8 + file; each a stack bottom to top, e.g. "rrbC". */
  readonly board: readonly string[];
  readonly sides: readonly [SideCounts, SideCounts];
  /** Position in the cycle: 0 Red, 1 Collector, 2 Black, 3 Collector. */
  readonly phase: 0 | 1 | 2 | 3;
  /** Moves (passes included) since the last entry, exit, collection or release. */
  readonly quiet: number;
  /** A collection was made and the rules rest the collector: its next turn is skipped. */
  readonly resting: boolean;
  readonly moves: number;
  readonly result: CrossingResult | null;
}

export const FILES = 'abcdefgh';

export function squareIndex(file: number, rank: number): number {
  return (rank - 1) * 8 + file;
}

export function fileOf(square: number): number {
  return square % 8;
}

export function rankOf(square: number): number {
  return Math.floor(square / 8) + 1;
}

const SQUARE_NAMES = Array.from({ length: 64 }, (_, sq) => `${FILES[fileOf(sq)]!}${rankOf(sq)}`);
const SQUARE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  SQUARE_NAMES.map((name, sq) => [name, sq]),
);

export function squareName(square: number): string {
  return SQUARE_NAMES[square]!;
}

/** The square called `name` ("a1".."h8"), or null if there is none. */
export function parseSquare(name: string): number | null {
  return Object.hasOwn(SQUARE_INDEX, name) ? SQUARE_INDEX[name]! : null;
}

/** A side's row n is rank n for Red and rank 9 - n for Black. */
export function rowOf(colour: CrossingColour, square: number): number {
  const rank = rankOf(square);
  return colour === RED ? rank : 9 - rank;
}

export function rowSquares(colour: CrossingColour, row: number): number[] {
  const rank = colour === RED ? row : 9 - row;
  return Array.from({ length: 8 }, (_, file) => squareIndex(file, rank));
}

/** The up to 8 squares a king's step away. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: 64 }, (_, sq) => {
  const out: number[] = [];
  for (let df = -1; df <= 1; df++)
    for (let dr = -1; dr <= 1; dr++) {
      if (df === 0 && dr === 0) continue;
      const f = fileOf(sq) + df;
      const r = rankOf(sq) + dr;
      if (f >= 0 && f < 8 && r >= 1 && r <= 8) out.push(squareIndex(f, r));
    }
  return out;
});

export function isNeighbour(from: number, to: number): boolean {
  return NEIGHBOURS[from]!.includes(to);
}

export function topOf(stack: string): string | undefined {
  return stack[stack.length - 1];
}

export function riverCount(board: readonly string[], letter: PieceLetter): number {
  let n = 0;
  for (const stack of board) for (const piece of stack) if (piece === letter) n++;
  return n;
}

/**
 * Where the collectors start, by how many there are: the original six on the interior red
 * squares of each side's third row; fewer keep pairs that face each other across the middle.
 */
export const START_COLLECTORS: Readonly<Record<number, readonly string[]>> = {
  2: ['d3', 'e6'],
  4: ['d3', 'f3', 'c6', 'e6'],
  6: ['b3', 'd3', 'f3', 'c6', 'e6', 'g6'],
};
