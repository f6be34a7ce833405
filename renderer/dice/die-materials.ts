/**
 * The materials of a die's body and of its numbers, one of each per kind for every die on
 * the table, so dice drawn one by one and dice drawn in a batch look the same.
 */
import { MeshBasicMaterial, MeshStandardMaterial } from 'three';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { atlasTexture } from '../table/numeral-atlas';
import { DIE_COLOURS } from './die-colours';
import { DIE_NUMERALS } from './die-geometry';

const bodies = new Map<DieKind, MeshStandardMaterial>();
let numerals: MeshBasicMaterial | null = null;

export function dieBodyMaterial(kind: DieKind): MeshStandardMaterial {
  let material = bodies.get(kind);
  if (!material) {
    material = new MeshStandardMaterial({
      color: DIE_COLOURS[kind],
      roughness: 0.35,
      metalness: 0.05,
      flatShading: true,
    });
    bodies.set(kind, material);
  }
  return material;
}

export function dieNumeralsMaterial(): MeshBasicMaterial {
  numerals ??= new MeshBasicMaterial({
    map: atlasTexture(DIE_NUMERALS, '#1b1b1b'),
    transparent: true,
    depthWrite: false,
  });
  return numerals;
}
