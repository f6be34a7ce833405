import type { DieKind } from '../../shared/engine/dice-kinds';
import { DRAW_ORDER } from '../table/draw-order';
import { dieBodyGeometry, dieNumeralsGeometry } from './die-geometry';
import { dieBodyMaterial, dieNumeralsMaterial } from './die-materials';

/** A die's body and its numbers, the same in the tray and wherever a table lays dice out. */
export function DieMeshes({ kind }: { readonly kind: DieKind }) {
  return (
    <>
      <mesh
        geometry={dieBodyGeometry(kind)}
        material={dieBodyMaterial(kind)}
        castShadow
        receiveShadow
        renderOrder={DRAW_ORDER.pieces}
      />
      <mesh geometry={dieNumeralsGeometry(kind)} material={dieNumeralsMaterial()} />
    </>
  );
}
