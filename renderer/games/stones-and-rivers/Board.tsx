import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { MeshStandardMaterial, type Mesh } from 'three';
import { geometry, pointName } from '../../../shared/games/stones-and-rivers';
import { actingSeat, chairSeat } from '../../host/seat-camera';
import { DRAW_ORDER } from '../../table/draw-order';
import { boardPicture } from './board-picture';
import { FirstFlip } from './FirstFlip';
import { BOARD_TOP, boardLayout, pointNear, pointPosition } from './layout';
import { Marks } from './Marks';
import { usePicking } from './picking';
import { Pieces } from './Pieces';
import type { StonesProps } from './props';
import { playPoint, useTurn } from './useTurn';

const BOARD_THICKNESS = 0.3;

/** A slowly turning disc at the side of the board whose computer player is thinking. */
function ThinkingSign({ side, z }: { readonly side: number; readonly z: number }) {
  const mesh = useRef<Mesh>(null);
  useFrame((_, delta) => {
    if (mesh.current) mesh.current.rotation.z += delta * 3;
  });
  return (
    <mesh ref={mesh} position={[0, 0.9, z]} rotation={[Math.PI / 2, 0, 0]}>
      <torusGeometry args={[0.3, 0.08, 8, 24, Math.PI * 1.5]} />
      <meshBasicMaterial color={side === 0 ? '#ffe066' : '#9fd4ff'} />
    </mesh>
  );
}

/**
 * The Stones & Rivers board: a painted slab on the felt, the pieces on its intersections,
 * and the marks of the turn being put together. Pointing picks a piece and then where it goes.
 */
export function StonesBoard(props: StonesProps) {
  const { view, viewer, seats, motion, pending, replaying } = props;
  const layout = useMemo(() => boardLayout(geometry(view.config.board)), [view.config.board]);
  const colours = useMemo(() => seats.map((s) => s.colour), [seats]);
  // The words on the board face the Seat view's chair; Circle's when nobody sits in one.
  const chair = chairSeat(viewer, actingSeat(pending)) ?? 0;
  const materials = useMemo(() => {
    const top = boardPicture(layout, colours, chair);
    const edge = new MeshStandardMaterial({ color: '#8a6442', roughness: 0.7 });
    const face = new MeshStandardMaterial({ map: top, roughness: 0.8 });
    return [edge, edge, face, edge, edge, edge];
  }, [layout, colours, chair]);
  useEffect(
    () => () => {
      materials[2]!.map?.dispose();
      materials[2]!.dispose();
      materials[0]!.dispose();
    },
    [materials],
  );
  const turn = useTurn(props);
  const hover = usePicking((s) => s.hover);

  const pointOf = (e: ThreeEvent<PointerEvent | MouseEvent>): string | null => {
    const p = pointNear(layout, e.point.x, e.point.z);
    return p < 0 ? null : pointName(layout.g, p);
  };
  const thinker =
    pending.kind === 'decision' && !replaying && seats[pending.seats[0]!]?.kind === 'computer'
      ? pending.seats[0]!
      : null;

  return (
    <group
      onPointerMove={(e) => {
        const p = pointOf(e);
        if (p !== usePicking.getState().hover) usePicking.getState().point(p);
      }}
      onPointerLeave={() => usePicking.getState().point(null)}
      onClick={(e) => {
        const p = pointOf(e);
        if (p) {
          e.stopPropagation();
          playPoint(props, p);
        }
      }}
    >
      <mesh
        position={[0, BOARD_TOP - BOARD_THICKNESS / 2, 0]}
        material={materials}
        receiveShadow
        renderOrder={DRAW_ORDER.board}
      >
        <boxGeometry args={[layout.width, BOARD_THICKNESS, layout.depth]} />
      </mesh>
      <Pieces view={view} layout={layout} colours={colours} motion={motion} />
      <Marks
        view={view}
        layout={layout}
        lit={turn.lit}
        picked={turn.picking.piece}
        sending={turn.picking.sending}
        closed={turn.closed.map((c) => c.at)}
        hover={turn.mine ? hover : null}
      />
      {view.config.firstFlip && view.actions === 0 && !replaying && (
        <FirstFlip
          seed={view.config.firstFlip}
          face={view.config.firstPlayer === 'square' ? 'river' : 'stone'}
          at={[layout.width / 2 + 1.4, 0, 0]}
          colour="#c9b48a"
          motion={motion}
        />
      )}
      {thinker !== null && (
        <ThinkingSign
          side={thinker}
          z={
            pointPosition(layout, thinker === 0 ? layout.g.size - 1 : 0)[2] +
            (thinker === 0 ? 1 : -1) * layout.margin * 1.3
          }
        />
      )}
    </group>
  );
}
