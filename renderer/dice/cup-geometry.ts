/**
 * The leather cup as one geometry, its leather, top and brass rim told apart by vertex
 * colour: one draw (and one shadow draw) a cup instead of three, which counts when six
 * seats each have one.
 */
import {
  BufferAttribute,
  CircleGeometry,
  Color,
  CylinderGeometry,
  TorusGeometry,
  type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { CUP } from '../../shared/dice';

const { height: HEIGHT, mouth: MOUTH, top: TOP, rim: RIM } = CUP;

function painted(geometry: BufferGeometry, colour: string): BufferGeometry {
  const { r, g, b } = new Color(colour);
  const count = geometry.getAttribute('position').count;
  const colours = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) colours.set([r, g, b], i * 3);
  geometry.setAttribute('color', new BufferAttribute(colours, 3));
  return geometry;
}

const cups = new Map<number, BufferGeometry>();

/** The cup standing mouth down, its far rim at the origin's hinge line (z = 0 is the hinge). */
export function cupGeometry(segments: number): BufferGeometry {
  let cup = cups.get(segments);
  if (!cup) {
    const side = new CylinderGeometry(TOP, MOUTH, HEIGHT, segments, 1, true);
    const top = new CircleGeometry(TOP, segments).rotateX(-Math.PI / 2);
    const rim = new TorusGeometry(MOUTH, RIM, 6, segments).rotateX(Math.PI / 2);
    cup = mergeGeometries([
      painted(side.translate(0, HEIGHT / 2, MOUTH), '#5b3a24'),
      painted(top.translate(0, HEIGHT, MOUTH), '#4a2e1c'),
      painted(rim.translate(0, RIM, MOUTH), '#c9a227'),
    ]);
    cups.set(segments, cup);
  }
  return cup;
}
