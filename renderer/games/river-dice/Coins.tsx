import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CylinderGeometry, Matrix4, Vector3, type InstancedMesh } from 'three';
import { dampVector } from '../../table/damp';
import { DRAW_ORDER } from '../../table/draw-order';
import type { Motion, Point } from '../../contract/game-table';
import { COIN, coinAt, type SeatPlaces } from './layout';
import { pilesOf } from './coin-stacks';
import { coinsFor, goldPerCoin, moveCoins, type CoinSpot } from './coins';

/** Room for the most coins `goldPerCoin` ever lays out, with a part coin in each place. */
const MOST_COINS = 420;

/** One coin standing on y = 0: a pile is the same coin stretched upward. */
const coinShape = new CylinderGeometry(
  COIN.radius,
  COIN.radius,
  COIN.thickness,
  COIN.segments,
).translate(0, COIN.thickness / 2, 0);

/**
 * Every coin on the table in one instanced mesh: the purses, then the pot. A coin that
 * changes hands rises and slides to the top of its new pile; the rest stay where they are.
 * While coins move each is drawn; once all have arrived each pile is drawn whole.
 */
export function Coins({
  purses,
  pot,
  seats,
  motion,
}: {
  readonly purses: readonly number[];
  readonly pot: number;
  readonly seats: readonly SeatPlaces[];
  readonly motion: Motion;
}) {
  const mesh = useRef<InstancedMesh>(null);
  const unit = goldPerCoin(purses.reduce((a, b) => a + b, pot));
  const counts = [...purses, pot].map((gold) => coinsFor(gold, unit));
  const key = counts.join();
  const [held, setHeld] = useState<{ key: string; spots: CoinSpot[] }>({ key: '', spots: [] });
  // Coins move from where they lay before: the last layout is state, updated as the gold changes.
  if (held.key !== key) setHeld({ key, spots: moveCoins(held.spots, counts).slice(0, MOST_COINS) });
  const goals = useMemo(() => held.spots.map((spot): Point => coinAt(spot, seats)), [held, seats]);
  const now = useMemo(() => Array.from({ length: MOST_COINS }, () => new Vector3()), []);
  const placed = useRef(0);
  // Once every coin has arrived the mesh is left alone until the gold changes hands again.
  const resting = useRef(false);
  const goal = useMemo(() => new Vector3(), []);
  const matrix = useMemo(() => new Matrix4(), []);

  useLayoutEffect(() => {
    // Coins new to the table appear where they belong.
    for (let i = placed.current; i < goals.length; i++) now[i]!.set(...goals[i]!);
    placed.current = Math.max(placed.current, goals.length);
    resting.current = false;
  }, [goals, now]);

  useFrame((_, delta) => {
    const m = mesh.current;
    if (!m || resting.current) return;
    let moving = false;
    const pace = motion.reduced ? Infinity : 5 * motion.speed;
    goals.forEach((g, i) => {
      const v = now[i]!;
      const far = Math.hypot(v.x - g[0], v.z - g[2]);
      // A travelling coin is carried over the piles, not pushed through them.
      goal.set(g[0], g[1] + Math.min(1.2, far * 0.4), g[2]);
      if (v.distanceToSquared(goal) > 1e-8) moving = true;
      if (Number.isFinite(pace)) dampVector(v, goal, pace, delta);
      else v.copy(goal);
      m.setMatrixAt(i, matrix.makeTranslation(v.x, v.y - COIN.thickness / 2, v.z));
    });
    m.count = goals.length;
    if (!moving) {
      const piles = pilesOf(goals, COIN.thickness);
      piles.forEach((pile, i) =>
        m.setMatrixAt(i, matrix.makeScale(1, pile.coins, 1).setPosition(pile.x, pile.base, pile.z)),
      );
      m.count = piles.length;
    }
    m.instanceMatrix.needsUpdate = true;
    resting.current = !moving;
  });

  // Coins take shadows but cast none: 400 coins would double the shadow pass for shadows
  // too small to see beside a stack.
  return (
    <instancedMesh
      ref={mesh}
      args={[coinShape, undefined, MOST_COINS]}
      receiveShadow
      frustumCulled={false}
      renderOrder={DRAW_ORDER.pieces}
    >
      <meshLambertMaterial color="#d4a935" emissive="#3a2604" />
    </instancedMesh>
  );
}
