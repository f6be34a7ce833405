import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Color,
  Euler,
  InstancedBufferAttribute,
  MathUtils,
  Matrix4,
  MeshStandardMaterial,
  Quaternion,
  Vector3,
  type InstancedMesh,
} from 'three';
import type { Motion, Point } from '../../contract/game-table';
import { BACK_CELL, CELL_UV, EDGE_CELL, cellOrigin, faceCell } from './card-atlas';
import { cardGeometry } from './card-geometry';
import { cardAtlas } from './card-paint';
import { CARD, OPEN_PLACES, SPOTS, arrivals, pileCard, type CardSlot } from './layout';

/** Every card of the deck, with room for none to be missed. */
const MOST_CARDS = 64;

/** The card material: each card's face and back come from its own atlas cells. */
function cardMaterial(): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ map: cardAtlas(), roughness: 0.55 });
  const [eu, ev] = cellOrigin(EDGE_CELL);
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        '#include <common>\nattribute vec4 cardCells;\nattribute float cardSide;',
      )
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>
#ifdef USE_MAP
  vec2 cardCell = cardSide > 1.5 ? vec2(${eu.toFixed(6)}, ${ev.toFixed(6)})
    : (cardSide > 0.5 ? cardCells.xy : cardCells.zw);
  vMapUv = cardCell + clamp(uv, 0.004, 0.996) * vec2(${CELL_UV[0].toFixed(6)}, ${CELL_UV[1].toFixed(6)});
#endif`,
      );
  };
  material.customProgramCacheKey = () => 'river-rats-card';
  return material;
}

interface Moving {
  readonly at: Vector3;
  turn: number;
  flip: number;
}

/** A card that left an open place (a resolved hand, a discarded Market card) on its way to the discard pile. */
interface Leaving extends Moving {
  readonly face: string | null;
  readonly faceUp: boolean;
  age: number;
}

/** Seconds a leaving card is shown at normal speed. */
const LEAVING_FOR = 1.2;

const TINT = {
  plain: new Color('#ffffff'),
  offered: new Color('#fff1a6'),
  chosen: new Color('#8fe3ff'),
};

/**
 * Every card on the table in one instanced mesh, one draw call. Each card glides to its
 * place and turns over on the way when it flips; a card new to the table comes from where
 * it most likely came from. Cards the viewer may not see carry the back on both sides.
 */
export function Cards({
  slots,
  motion,
  offered,
  chosen,
  onPick,
  onRefused,
}: {
  readonly slots: readonly CardSlot[];
  readonly motion: Motion;
  /** Keys of the cards a click can act on now. */
  readonly offered: ReadonlySet<string>;
  readonly chosen: ReadonlySet<string>;
  onPick(slot: CardSlot): void;
  /** A card was clicked that no offer plays or chooses now. */
  onRefused(slot: CardSlot): void;
}) {
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => {
    const g = cardGeometry(CARD);
    g.setAttribute('cardCells', new InstancedBufferAttribute(new Float32Array(MOST_CARDS * 4), 4));
    return g;
  }, []);
  const material = useMemo(() => cardMaterial(), []);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  const moving = useRef(new Map<string, Moving>());
  const lastSlots = useRef(new Map<string, CardSlot>());
  const leaving = useRef<Leaving[]>([]);
  const discardTop = useMemo(
    () => pileCard(SPOTS.discard, slots.filter((s) => s.place === 'discard').length),
    [slots],
  );

  useLayoutEffect(() => {
    const before = new Map<string, Point>(
      [...moving.current].map(([k, m]) => [k, [m.at.x, m.at.y, m.at.z] as Point]),
    );
    const starts = arrivals(before, slots);
    const next = new Map<string, Moving>();
    for (const slot of slots) {
      const held = moving.current.get(slot.key);
      const start = starts.get(slot.key);
      next.set(
        slot.key,
        held ?? {
          at: new Vector3(...(start ?? slot.at)),
          turn: slot.turn,
          flip: start ? Math.PI : slot.faceUp ? 0 : Math.PI,
        },
      );
    }
    if (!motion.reduced)
      for (const key of starts.left) {
        const was = lastSlots.current.get(key);
        const card = moving.current.get(key);
        // Only cards everyone saw face up: a face-down card's face is its owner's alone.
        if (was && card && was.faceUp && OPEN_PLACES.has(was.place))
          leaving.current.push({ ...card, face: was.face, faceUp: was.faceUp, age: 0 });
      }
    moving.current = next;
    lastSlots.current = new Map(slots.map((s) => [s.key, s]));
    paintCells(slots, leaving.current);
    const m = mesh.current;
    if (m) {
      m.userData.cards = slots.map((s) => ({
        key: s.key,
        face: s.face,
        faceUp: s.faceUp,
        place: s.place,
      }));
      slots.forEach((slot, i) =>
        m.setColorAt(
          i,
          chosen.has(slot.key) ? TINT.chosen : offered.has(slot.key) ? TINT.offered : TINT.plain,
        ),
      );
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- paintCells only reads the geometry
  }, [slots, geometry, offered, chosen, motion.reduced]);

  /** Each card's face and back cells: the cards in place first, then those leaving. */
  function paintCells(inPlace: readonly CardSlot[], gone: readonly Leaving[]): void {
    const cells = geometry.getAttribute('cardCells') as InstancedBufferAttribute;
    const [bu, bv] = cellOrigin(BACK_CELL);
    [...inPlace, ...gone].slice(0, MOST_CARDS).forEach((card, i) => {
      const [fu, fv] = cellOrigin(faceCell(card.face));
      cells.setXYZW(i, fu, fv, bu, bv);
    });
    cells.needsUpdate = true;
    if (mesh.current) mesh.current.count = Math.min(MOST_CARDS, inPlace.length + gone.length);
  }

  const work = useMemo(
    () => ({
      matrix: new Matrix4(),
      q: new Quaternion(),
      e: new Euler(0, 0, 0, 'YXZ'),
      p: new Vector3(),
      s: new Vector3(1, 1, 1),
      goal: new Vector3(),
    }),
    [],
  );
  useFrame((_, delta) => {
    const m = mesh.current;
    if (!m) return;
    const pace = motion.reduced ? Infinity : 7 * motion.speed;
    const snap = !Number.isFinite(pace);
    slots.forEach((slot, i) => {
      const card = moving.current.get(slot.key);
      if (!card) return;
      const lift = offered.has(slot.key) || chosen.has(slot.key) ? 0.12 : 0;
      work.goal.set(slot.at[0], slot.at[1] + lift, slot.at[2]);
      const flipTo = slot.faceUp ? 0 : Math.PI;
      if (snap) {
        card.at.copy(work.goal);
        card.turn = slot.turn;
        card.flip = flipTo;
      } else {
        card.at.set(
          MathUtils.damp(card.at.x, work.goal.x, pace, delta),
          MathUtils.damp(card.at.y, work.goal.y, pace, delta),
          MathUtils.damp(card.at.z, work.goal.z, pace, delta),
        );
        card.turn = MathUtils.damp(card.turn, slot.turn, pace, delta);
        card.flip = MathUtils.damp(card.flip, flipTo, pace * 0.8, delta);
      }
      // A card on its way is carried over the others, and stands on its edge as it turns over.
      const far = Math.hypot(card.at.x - work.goal.x, card.at.z - work.goal.z);
      const raise = Math.min(0.8, far * 0.3) + Math.sin(card.flip) * (CARD.width / 2);
      work.p.set(card.at.x, card.at.y + raise, card.at.z);
      work.e.set(0, card.turn, card.flip);
      work.q.setFromEuler(work.e);
      m.setMatrixAt(i, work.matrix.compose(work.p, work.q, work.s));
    });
    const before = leaving.current.length;
    leaving.current = leaving.current.filter(
      (card) => (card.age += delta * motion.speed) < LEAVING_FOR,
    );
    if (leaving.current.length !== before) paintCells(slots, leaving.current);
    leaving.current.forEach((card, j) => {
      const i = slots.length + j;
      if (i >= MOST_CARDS) return;
      card.at.set(
        MathUtils.damp(card.at.x, discardTop[0], pace, delta),
        MathUtils.damp(card.at.y, discardTop[1], pace, delta),
        MathUtils.damp(card.at.z, discardTop[2], pace, delta),
      );
      card.flip = MathUtils.damp(card.flip, Math.PI, pace * 0.8, delta);
      const far = Math.hypot(card.at.x - discardTop[0], card.at.z - discardTop[2]);
      work.p.set(
        card.at.x,
        card.at.y + Math.min(0.8, far * 0.3) + Math.sin(card.flip) * (CARD.width / 2),
        card.at.z,
      );
      work.e.set(0, card.turn, card.flip);
      work.q.setFromEuler(work.e);
      m.setMatrixAt(i, work.matrix.compose(work.p, work.q, work.s));
      m.setColorAt(i, TINT.plain);
    });
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor && leaving.current.length > 0) m.instanceColor.needsUpdate = true;
  });

  return (
    <instancedMesh
      ref={mesh}
      name="rats-cards"
      args={[geometry, material, MOST_CARDS]}
      castShadow
      receiveShadow
      frustumCulled={false}
      onClick={(e: ThreeEvent<MouseEvent>) => {
        const slot = e.instanceId === undefined ? undefined : slots[e.instanceId];
        if (!slot) return;
        e.stopPropagation();
        if (offered.has(slot.key)) onPick(slot);
        else onRefused(slot);
      }}
    />
  );
}
