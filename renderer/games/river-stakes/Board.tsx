import { useMemo } from 'react';
import type { Tray } from '../../../shared/dice';
import type { StakesState } from '../../../shared/games/river-stakes';
import { applySums } from '../../../shared/games/river-stakes/choices';
import { DiceTray } from '../../dice/DiceTray';
import { useMatch } from '../../stores/match';
import { useShownState } from '../../stores/replay';
import { useSettings } from '../../stores/settings';
import { stonePosition } from './layout';
import { Pieces } from './Pieces';
import { pictureOf } from './picture';
import { usePreview } from './preview';
import { RiverScenery } from './RiverScenery';

/** The dice tray sits on the far bank's right-hand corner, clear of every path. */
export const STAKES_TRAY: Tray = { width: 5.2, depth: 6.4 };
export const STAKES_TRAY_POSITION = [7.9, 0.18, -3.9] as const;

/** Glowing rings where the pointed-at choice would put the leaders. */
function PreviewMarks({ state }: { readonly state: StakesState }) {
  const sums = usePreview((s) => s.sums);
  const after = sums && state.phase === 'choose' ? applySums(state, sums) : null;
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

export function StakesBoard() {
  const state = useShownState() as StakesState;
  const seats = useMatch((s) => s.record?.seats ?? []);
  const { reducedMotion, animationSpeed } = useSettings((s) => s.settings);
  const colours = useMemo(() => seats.map((s) => s.colour), [seats]);
  if (!state) return null;
  return (
    <group>
      <RiverScenery still={reducedMotion} />
      <Pieces picture={pictureOf(state, colours)} speed={reducedMotion ? 100 : animationSpeed} />
      <PreviewMarks state={state} />
      <DiceTray tray={STAKES_TRAY} position={STAKES_TRAY_POSITION} />
    </group>
  );
}
