import {
  BLACK,
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

/**
 * Red at the near edge (its home bank), Black across, the Collector at the stash on the right.
 * Red's and Black's chairs look a little nearer their own edge than the middle, so the banks'
 * names on both edges stay in view.
 */
const SEATS: readonly SeatPose[] = [
  { position: [0, 0, 7], facing: 0, camera: { position: [0, 8.5, 9.5], target: [0, 0, 1] } },
  {
    position: [0, 0, -7],
    facing: Math.PI,
    camera: { position: [0, 8.5, -9.5], target: [0, 0, -1] },
  },
  {
    position: [7.5, 0, 0],
    facing: Math.PI / 2,
    camera: { position: [11, 8, 0], target: [1, 0, 0] },
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
