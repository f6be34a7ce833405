import type { DieKind } from '../../shared/engine/dice-kinds';
import { DRAW_ORDER } from '../table/draw-order';
import { atlasTexture } from '../table/numeral-atlas';
import { DIE_COLOURS } from './die-colours';
import { dieBodyGeometry, dieNumeralsGeometry, DIE_NUMERALS } from './die-geometry';

/** A die's body and its numbers, the same in the tray and wherever a table lays dice out. */
export function DieMeshes({ kind }: { readonly kind: DieKind }) {
  return (
    <>
      <mesh
        geometry={dieBodyGeometry(kind)}
        castShadow
        receiveShadow
        renderOrder={DRAW_ORDER.pieces}
      >
        <meshStandardMaterial
          color={DIE_COLOURS[kind]}
          roughness={0.35}
          metalness={0.05}
          flatShading
        />
      </mesh>
      <mesh geometry={dieNumeralsGeometry(kind)}>
        <meshBasicMaterial
          map={atlasTexture(DIE_NUMERALS, '#1b1b1b')}
          transparent
          depthWrite={false}
        />
      </mesh>
    </>
  );
}
