/**
 * Resting dice drawn together: one instanced body and one instanced set of numbers per kind
 * of die, so a table of thirty dice costs a dozen draws instead of sixty (and its shadows as
 * few). Each die inside keeps its own empty, named group that it moves; the batch draws each
 * kind's dice where their groups are.
 */
import { useFrame } from '@react-three/fiber';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { Group, InstancedMesh } from 'three';
import { DIE_KINDS, type DieKind } from '../../shared/engine/dice-kinds';
import { DRAW_ORDER } from '../table/draw-order';
import { dieBodyGeometry, dieNumeralsGeometry } from './die-geometry';
import { dieBodyMaterial, dieNumeralsMaterial } from './die-materials';

/** Room for this many dice of one kind; a table lays out far fewer. */
const MOST_OF_A_KIND = 32;

interface DiceBatchEntry {
  /** Adds a die's group; the returned function takes it out again. */
  join(kind: DieKind, group: Group): () => void;
}

const BatchContext = createContext<DiceBatchEntry | null>(null);

/** The batch a die is inside, if any: a die outside one draws its own meshes. */
export const useDiceBatch = (): DiceBatchEntry | null => useContext(BatchContext);

export function DiceBatch({ children }: { readonly children: ReactNode }) {
  const members = useMemo(
    () => new Map<DieKind, Set<Group>>(DIE_KINDS.map((kind) => [kind, new Set<Group>()])),
    [],
  );
  const entry = useMemo<DiceBatchEntry>(
    () => ({
      join(kind, group) {
        members.get(kind)!.add(group);
        return () => members.get(kind)!.delete(group);
      },
    }),
    [members],
  );
  const bodies = useRef<Partial<Record<DieKind, InstancedMesh | null>>>({});
  const numbers = useRef<Partial<Record<DieKind, InstancedMesh | null>>>({});

  useFrame(() => {
    for (const kind of DIE_KINDS) {
      const body = bodies.current[kind];
      const numerals = numbers.current[kind];
      if (!body || !numerals) continue;
      let i = 0;
      for (const group of members.get(kind)!) {
        if (i === MOST_OF_A_KIND) break;
        group.updateWorldMatrix(true, false);
        body.setMatrixAt(i, group.matrixWorld);
        numerals.setMatrixAt(i, group.matrixWorld);
        i++;
      }
      body.count = numerals.count = i;
      body.instanceMatrix.needsUpdate = numerals.instanceMatrix.needsUpdate = true;
    }
  });

  return (
    <BatchContext.Provider value={entry}>
      {children}
      {DIE_KINDS.map((kind) => (
        <group key={kind}>
          <instancedMesh
            ref={(mesh) => void (bodies.current[kind] = mesh)}
            args={[dieBodyGeometry(kind), dieBodyMaterial(kind), MOST_OF_A_KIND]}
            count={0}
            castShadow
            receiveShadow
            frustumCulled={false}
            renderOrder={DRAW_ORDER.pieces}
          />
          <instancedMesh
            ref={(mesh) => void (numbers.current[kind] = mesh)}
            args={[dieNumeralsGeometry(kind), dieNumeralsMaterial(), MOST_OF_A_KIND]}
            count={0}
            frustumCulled={false}
          />
        </group>
      ))}
    </BatchContext.Provider>
  );
}
