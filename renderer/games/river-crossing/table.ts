import {
  BLACK,
  COLLECTOR,
  RED,
  game,
  parseSquare,
  type CrossingAction,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { facts } from '../../../shared/games/river-crossing/facts';
import { riverCrossingTutorial } from '../../../shared/games/river-crossing/tutorial';
import { crossingSummary } from '../../../shared/games/river-crossing/summary';
import type { GameTable, Point, SeatPose } from '../../contract/game-table';
import { CrossingBoard } from './Board';
import { CrossingHud } from './Hud';
import { OVERVIEW, PIECE_HEIGHT, bankCentre, squareCentre } from './layout';
import { CrossingResult } from './Result';
import { CHAIR_FACING } from './words-facing';

/**
 * Red at the near edge (its home bank), Black across, the Collector at the stash on the right.
 * Each chair's camera keeps the board, the banks with their names and the stash inside what
 * the panels leave free even in a 1024×640 window (the top bar and the sides' counts above,
 * the move panel at the right): Red looks a little right of the middle, Black (the stash on
 * its left) from further back, the Collector from high enough to see its own stash.
 */
const SEATS: readonly SeatPose[] = [
  {
    position: [0, 0, 7],
    facing: CHAIR_FACING[RED]!,
    camera: { position: [0.6, 9, 9.8], target: [0.6, 0, 0.75] },
  },
  {
    position: [0, 0, -7],
    facing: CHAIR_FACING[BLACK]!,
    camera: { position: [-0.3, 10, -10.5], target: [-0.3, 0, -0.25] },
  },
  {
    position: [7.5, 0, 0],
    facing: CHAIR_FACING[COLLECTOR]!,
    camera: { position: [12.8, 12.5, -1], target: [1, 0, -1] },
  },
];

/** The banks by the names the board writes beside them. */
const BANKS: Readonly<Record<string, Point>> = {
  "Red's home bank": bankCentre(RED, 'home'),
  "Red's far bank": bankCentre(RED, 'far'),
  "Black's home bank": bankCentre(BLACK, 'home'),
  "Black's far bank": bankCentre(BLACK, 'far'),
};

/** A square ('a8') rings the top of its stack, so the ring sits on the piece to pick; a bank by its name. */
export function crossingSpot(view: CrossingState, spot: string): Point | null {
  const square = parseSquare(spot);
  if (square === null) return BANKS[spot] ?? null;
  const [x, y, z] = squareCentre(square);
  return [x, y + PIECE_HEIGHT * view.board[square]!.length, z];
}

export const riverCrossingTable: GameTable<CrossingState, CrossingAction> = {
  game,
  facts,
  Board: CrossingBoard,
  Hud: CrossingHud,
  Result: CrossingResult,
  seatPoses: () => SEATS,
  overview: OVERVIEW,
  summary: crossingSummary,
  keys: [
    { key: 'n', does: 'pick your next piece (or a bank to enter from)' },
    { key: 'm', does: 'point at the next place the picked piece may go' },
    { key: 'enter', does: 'play to the place pointed at' },
    { key: 'x', does: 'put the picked piece down' },
    { key: 'p', does: 'pass, when the rules allow it' },
  ],
  tutorial: riverCrossingTutorial,
  spotOf: (view, spot) => crossingSpot(view, spot),
};
