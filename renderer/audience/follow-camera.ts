/**
 * Where the audience camera looks: at the dice tray when dice are thrown or awaited, at
 * the acting seat's side of the table when someone decides, and over the whole table
 * otherwise (or always, when the URL asks for the overview).
 */
import type { Pending } from '../../shared/engine/contract';
import type { GameTable, Point } from '../contract/game-table';
import { CAMERA_PRESETS, type CameraPose } from '../stores/camera';
import type { CameraMode } from './options';

/** From in front and above: close enough to read dice, far enough to see where they lie. */
const TRAY_VIEW: Point = [-3, 12, 11];
/** Towards a seat: half way from the middle, so the board stays in the picture. */
const SEAT_VIEW: Point = [0, 13, 13];

const plus = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

export interface FollowMoment {
  readonly pending: Pending;
  /** Dice were thrown in the frame just received. */
  readonly justThrown: boolean;
  readonly players: number;
}

export function followPose(
  table: Pick<GameTable, 'seatPoses' | 'tray' | 'overview'> | null,
  moment: FollowMoment,
  mode: CameraMode,
): CameraPose {
  const overview = table?.overview ?? CAMERA_PRESETS.audience;
  if (mode === 'overview' || !table) return overview;
  const { pending } = moment;
  if (table.tray && (moment.justThrown || pending.kind === 'throw')) {
    const at = table.tray.position;
    return { position: plus(at, TRAY_VIEW), target: at };
  }
  if (pending.kind !== 'decision') return overview;
  const pose = table.seatPoses(moment.players)[pending.seats[0]!];
  if (!pose) return overview;
  if (pose.camera) return pose.camera;
  const target: Point = [pose.position[0] / 2, 0, pose.position[2] / 2];
  return { position: plus(target, SEAT_VIEW), target };
}
