import { CameraControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useEffect, useMemo, useRef, type ComponentRef } from 'react';
import { throwRecordSchema } from '../../shared/dice';
import { DiceTray } from '../dice/DiceTray';
import { useThrow } from '../dice/throw-store';
import { withSeatNames } from '../contract/seat-names';
import { CAMERA_PRESETS, type CameraPose } from '../stores/camera';
import type { AnyGameTable, TableProps } from '../contract/game-table';
import { renderQuality } from '../table/quality';
import { TableScene } from '../table/TableScene';
import { useFeed, type PageFrame } from './feed-store';
import { followPose } from './follow-camera';
import type { PageOptions } from './options';

/** The camera glides to each new pose; nobody steers it. */
function AudienceCamera({ pose }: { readonly pose: CameraPose }) {
  const controls = useRef<ComponentRef<typeof CameraControls>>(null);
  const key = JSON.stringify(pose);
  useEffect(() => {
    const { position, target } = JSON.parse(key) as CameraPose;
    void controls.current?.setLookAt(...position, ...target, true);
  }, [key]);
  return <CameraControls ref={controls} makeDefault smoothTime={0.8} enabled={false} />;
}

/** The dice of the newest throw the public has seen: rolling as thrown, or lying where they landed. */
function ThrowReplay({ frame }: { readonly frame: PageFrame }) {
  const latest = useFeed((s) => s.latestThrow);
  const seats = frame.seats;
  useEffect(() => {
    const throws = useThrow.getState();
    const record = throwRecordSchema.safeParse(latest?.thrown.record);
    // Quick play sends faces without physics: those show in the broadcast layer only.
    if (!latest || !record.success) return throws.clear();
    const who = latest.thrown.seat === null ? 'The table' : `Seat ${latest.thrown.seat + 1}`;
    const label = withSeatNames(`${who} — ${latest.thrown.purpose}`, seats);
    if (latest.rolling) void throws.show(record.data, label, 1);
    else throws.rest(record.data, label);
  }, [latest, seats]);
  return null;
}

const noAction = (): boolean => false;

/**
 * The game's own 3D table, drawn from the frame's view only (the public's, or on the
 * commentator's page the seat in play's): there are no legal actions, and acting does nothing.
 */
export function AudienceTable({
  table,
  frame,
  options,
}: {
  readonly table: AnyGameTable;
  readonly frame: PageFrame;
  readonly options: PageOptions;
}) {
  const quality = renderQuality(options.quality);
  const justThrown = useFeed((s) => s.latestThrow?.rolling === true && frame.throws.length > 0);
  const props: TableProps = useMemo(
    () => ({
      view: frame.view,
      viewer: frame.viewer,
      pending: frame.pending,
      legal: [],
      act: noAction,
      seats: frame.seats,
      replaying: false,
      motion: { speed: 1, quality: options.quality, reduced: false },
    }),
    [frame, options.quality],
  );
  const pose = followPose(
    table,
    { pending: frame.pending, justThrown, players: frame.seats.length },
    options.camera,
  );
  const Board = table.Board;
  return (
    <Canvas
      className="audience-canvas"
      data-testid="table-canvas"
      shadows={quality.shadows ? 'percentage' : false}
      dpr={quality.dpr}
      gl={{
        antialias: quality.antialias,
        alpha: options.transparent,
        premultipliedAlpha: true,
        preserveDrawingBuffer: true,
      }}
      camera={{ position: [...CAMERA_PRESETS.audience.position], fov: 40, near: 0.1, far: 200 }}
      role="img"
      aria-label={`The ${frame.gameName} table`}
    >
      <TableScene
        shadows={quality.shadows}
        shadowMapSize={quality.shadowMapSize}
        backdrop={!options.transparent}
      >
        <Board {...props} />
        {table.tray && <DiceTray tray={table.tray.tray} position={table.tray.position} />}
        <ThrowReplay frame={frame} />
      </TableScene>
      <AudienceCamera pose={pose} />
    </Canvas>
  );
}
