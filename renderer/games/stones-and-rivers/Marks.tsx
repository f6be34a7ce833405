import { Line } from '@react-three/drei';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Color,
  InstancedBufferAttribute,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  RingGeometry,
} from 'three';
import {
  geometry as geometryOf,
  pointIndex,
  type SRState,
} from '../../../shared/games/stones-and-rivers';
import { movePath, sendPath } from '../../../shared/games/stones-and-rivers/paths';
import { DRAW_ORDER } from '../../table/draw-order';
import { pointPosition, type BoardLayout, type Point3 } from './layout';
import type { Lit } from './turn';

/** Colours of the marks; each kind also differs in size, so colour is never the only sign. */
const MARK: Record<Lit | 'picked' | 'closed' | 'hover', { colour: string; size: number }> = {
  move: { colour: '#7ee07e', size: 0.3 },
  push: { colour: '#ffa040', size: 0.44 },
  send: { colour: '#ffa040', size: 0.44 },
  'sent-to': { colour: '#ffe066', size: 0.3 },
  picked: { colour: '#ffffff', size: 0.46 },
  closed: { colour: '#9a9a9a', size: 0.22 },
  hover: { colour: '#ffffff', size: 0.36 },
};

const matrix = new Matrix4();
const colour = new Color();

export interface MarksProps {
  readonly view: SRState;
  readonly layout: BoardLayout;
  readonly lit: ReadonlyMap<string, Lit>;
  readonly picked: string | null;
  readonly sending: string | null;
  readonly closed: readonly string[];
  readonly hover: string | null;
}

/** Rings on the points a picked piece may reach, in one instanced mesh. */
function Rings({ layout, lit, picked, closed, hover }: Omit<MarksProps, 'view' | 'sending'>) {
  const max = layout.g.size + 2;
  const mesh = useMemo(() => {
    const ring = new RingGeometry(0.72, 1, 32);
    ring.rotateX(-Math.PI / 2);
    const m = new InstancedMesh(
      ring,
      new MeshBasicMaterial({
        color: '#ffffff',
        transparent: true,
        opacity: 0.9,
        depthWrite: false,
      }),
      max,
    );
    m.instanceColor = new InstancedBufferAttribute(new Float32Array(max * 3), 3);
    m.frustumCulled = false;
    m.renderOrder = DRAW_ORDER.pieces;
    return m;
  }, [max]);
  useEffect(
    () => () => {
      mesh.geometry.dispose();
      (mesh.material as MeshBasicMaterial).dispose();
    },
    [mesh],
  );
  const shown = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const m = shown.current;
    if (!m) return;
    const marks: [string, keyof typeof MARK][] = [
      ...closed.map((p): [string, keyof typeof MARK] => [p, 'closed']),
      ...[...lit].map(([p, kind]): [string, keyof typeof MARK] => [p, kind]),
    ];
    if (picked) marks.push([picked, 'picked']);
    if (hover && !lit.has(hover)) marks.push([hover, 'hover']);
    let n = 0;
    for (const [point, kind] of marks.slice(0, max)) {
      const [x, y, z] = pointPosition(layout, pointIndex(layout.g, point));
      const r = MARK[kind].size * layout.spacing;
      // each later ring a hair higher, so overlapping rings never flicker
      matrix.makeScale(r, 1, r).setPosition(x, y + 0.01 + n * 0.0005, z);
      m.setMatrixAt(n, matrix);
      m.setColorAt(n, colour.set(MARK[kind].colour));
      n++;
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  }, [mesh, max, layout, lit, picked, closed, hover]);
  return <primitive ref={shown} object={mesh} />;
}

/** The way a piece would travel to the point under the pointer, drawn over the board. */
function FlowPath({ view, layout, lit, picked, sending, hover }: MarksProps) {
  const points = useMemo(() => {
    if (!picked || !hover) return null;
    const kind = lit.get(hover);
    const g = geometryOf(view.config.board);
    const at = (p: string): number => pointIndex(g, p);
    let path: number[] | null = null;
    if (kind === 'move') path = movePath(g, view.cells, at(picked), at(hover));
    else if (kind === 'sent-to' && sending)
      path = sendPath(g, view.cells, at(picked), at(sending), at(hover));
    if (!path || path.length < 2) return null;
    return path.map((p): Point3 => {
      const [x, y, z] = pointPosition(layout, p);
      return [x, y + 0.05, z];
    });
  }, [view, layout, lit, picked, sending, hover]);
  if (!points) return null;
  return <Line points={points as [number, number, number][]} color="#5ec8ff" lineWidth={5} />;
}

export function Marks(props: MarksProps) {
  return (
    <>
      <Rings {...props} />
      <FlowPath {...props} />
    </>
  );
}
