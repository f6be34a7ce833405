import { useMemo } from 'react';
import { applySums } from '../../../shared/games/river-stakes/choices';
import type { StakesProps } from './props';
import { stonePosition } from './layout';
import { Pieces } from './Pieces';
import { pictureOf } from './picture';
import { usePreview } from './preview';
import { RiverScenery } from './RiverScenery';

/** Glowing rings where the pointed-at choice would put the leaders. */
function PreviewMarks({ view }: Pick<StakesProps, 'view'>) {
  const sums = usePreview((s) => s.sums);
  const after = sums && view.phase === 'choose' ? applySums(view, sums) : null;
  if (!after) return null;
  return (
    <>
      {after.leaders.map((l) => {
        const [x, , z] = stonePosition(l.path, l.position);
        return (
          <mesh key={l.path} position={[x, 0.24, z]} rotation={[-Math.PI / 2, 0, 0]}>
            <ringGeometry args={[0.36, 0.48, 32]} />
            <meshBasicMaterial color="#ffe08a" transparent opacity={0.9} />
          </mesh>
        );
      })}
    </>
  );
}

export function StakesBoard({ view, seats, motion }: StakesProps) {
  const colours = useMemo(() => seats.map((s) => s.colour), [seats]);
  return (
    <group>
      <RiverScenery still={motion.reduced} />
      <Pieces picture={pictureOf(view, colours)} speed={motion.reduced ? 100 : motion.speed} />
      <PreviewMarks view={view} />
    </group>
  );
}
