/**
 * Where River's things lie on the tavern table: the banker's tray, block and pot in the
 * middle; around the edge each seat's cup, purse, bought dice and name plate, laid out in
 * the seat's own frame (x to its right, z towards its edge of the table).
 */
import type { Tray } from '../../../shared/dice';
import type { RiverView } from '../../../shared/games/river-dice';
import { trayFor } from '../../../shared/games/trays';
import { seatsAround } from '../../host/seat-poses';
import type { Point, SeatPose } from '../../contract/game-table';
import type { CoinSpot } from './coins';

export const TRAY: Tray = trayFor('river-dice');
export const TRAY_AT: Point = [-2.7, 0.18, -0.4];

/** The banker's block: its five dice in a row, smallest first. */
export const BLOCK_SCALE = 0.8;
const BLOCK_X = 0.6;
const BLOCK_STEP = 1.15;
const BLOCK_Z = -1.3;
export const blockSpot = (die: number): Point => [BLOCK_X + die * BLOCK_STEP, 0, BLOCK_Z];
/** Banker dice nobody bid on lie aside, beside the tray. */
export const discardSpot = (die: number): Point => [-5.3 + die * 0.55, 0, 1.75];

/** Where a banker die lies, how big, and how high it is held up. */
export interface BankerDiePlace {
  readonly at: Point;
  readonly scale: number;
  readonly lift: number;
}

/** Where banker die `die` lies now: on the block, held up on offer, bought, or set aside. */
export function bankerDieAt(
  view: Pick<RiverView, 'owners' | 'phase' | 'auction'>,
  seats: readonly SeatPlaces[],
  die: number,
): BankerDiePlace {
  const owner = view.owners[die];
  if (owner !== null && owner !== undefined)
    return { at: seats[owner]!.bought(die), scale: SEAT_DICE_SCALE, lift: 0 };
  const auction = view.auction;
  if (view.phase === 'auction' && auction && die >= auction.die)
    return { at: blockSpot(die), scale: BLOCK_SCALE, lift: die === auction.die ? 0.7 : 0 };
  return { at: discardSpot(die), scale: 0.4, lift: 0 };
}

export const POT_AT: Point = [2.8, 0, 1.1];
/** Ten sides pass for round at a coin's size on screen; 400 of them stay cheap to draw. */
export const COIN = { radius: 0.19, thickness: 0.07, segments: 10 } as const;

/** Seat dice are laid at half size so a cup covers a hand. */
export const SEAT_DICE_SCALE = 0.48;
export const SEAT_CUP_SCALE = 0.36;

export interface SeatPlaces {
  readonly pose: SeatPose;
  readonly cup: Point;
  readonly purse: Point;
  readonly plate: Point;
  /** Where banker die `die` lies once this seat has bought it. */
  bought(die: number): Point;
  /** Where the seat's hand die `die` (0 = d4) lies under or beside its cup. */
  hand(die: number): Point;
}

/** A point in a seat's own frame, placed on the table. */
export function atSeat(pose: SeatPose, local: Point): Point {
  const [x, y, z] = local;
  const c = Math.cos(pose.facing);
  const s = Math.sin(pose.facing);
  return [pose.position[0] + x * c + z * s, y, pose.position[2] - x * s + z * c];
}

/** Five dice in a tight ring, as a hand lies under its cup. */
const HAND_RING: readonly Point[] = Array.from({ length: 5 }, (_, i) => {
  const angle = (2 * Math.PI * i) / 5 - Math.PI / 2;
  return [Math.cos(angle) * 0.42, 0, Math.sin(angle) * 0.42];
});

export function seatPlaces(players: number): SeatPlaces[] {
  return seatsAround(players).map((pose) => {
    const cup: Point = [-1.5, 0, -0.2];
    return {
      pose,
      cup: atSeat(pose, cup),
      purse: atSeat(pose, [1.3, 0, 0.1]),
      plate: atSeat(pose, [0, 0.02, 1.35]),
      bought: (die) => atSeat(pose, [-1.1 + die * 0.55, 0, -1.35]),
      hand: (die) => {
        const [x, , z] = HAND_RING[die]!;
        return atSeat(pose, [cup[0] + x, 0, cup[2] + z]);
      },
    };
  });
}

/**
 * A place's coins stand in stacks on a fixed grid; once every spot has a full stack the
 * next coins go on top of the first stacks again, so a rich purse grows taller, never
 * across the table.
 */
const PURSE_GRID = { columns: 4, rows: 4, stack: 10 } as const;
const POT_GRID = { columns: 6, rows: 4, stack: 12 } as const;

/** Where a coin lies: in a seat's purse beside its cup, or in the pot. */
export function coinAt(spot: CoinSpot, seats: readonly SeatPlaces[]): Point {
  const inPot = spot.place >= seats.length;
  const { columns, rows, stack } = inPot ? POT_GRID : PURSE_GRID;
  const pile = Math.floor(spot.slot / stack);
  const layer = Math.floor(pile / (columns * rows));
  const height = (layer * stack + (spot.slot % stack)) * COIN.thickness + COIN.thickness / 2;
  const step = COIN.radius * 2.3;
  const column = pile % columns;
  const row = Math.floor(pile / columns) % rows;
  const local: Point = [(column - (columns - 1) / 2) * step, height, (row - (rows - 1) / 2) * step];
  if (inPot) return [POT_AT[0] + local[0], height, POT_AT[2] + local[2]];
  const pose = seats[spot.place]!.pose;
  return atSeat(pose, [1.3 + local[0], height, 0.1 - local[2]]);
}

export function seatPoses(players: number): SeatPose[] {
  return seatPlaces(players).map((s) => s.pose);
}
