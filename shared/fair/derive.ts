/**
 * From an event's secrets to its result, in integer arithmetic and SHA-256 only, so every
 * JavaScript engine works out the same faces, seed and coin. (The dice's motion is drawn
 * from the physics, which differs in its last bits between engines; the faces never are.)
 */
import { DIE_SIDES, type DieKind } from '../engine/dice-kinds';
import type { FairEvent } from './event';
import { digest } from './hash';

/** Every secret of the event mixed into one digest; null while the table's secret is hidden. */
export function eventMaterial(event: FairEvent): string | null {
  if (event.server.secret === null) return null;
  const seats = [...event.seats]
    .filter((s) => s.secret !== null)
    .sort((a, b) => a.seat - b.seat)
    .map((s) => `${s.seat}:${s.secret}`);
  return digest(
    ['river-table/event/v1', event.table, event.event, event.server.secret, ...seats].join('|'),
  );
}

/** 16-bit words drawn from the material, block after block. */
function words(material: string): () => number {
  let block = 0;
  let queue: number[] = [];
  return () => {
    if (queue.length === 0) {
      const hex = digest(`${material}|faces|${block++}`);
      queue = Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 4, i * 4 + 4), 16));
    }
    return queue.shift()!;
  };
}

/** One uniform face per die, by rejection so no face is favoured. */
export function facesFrom(material: string, dice: readonly DieKind[]): number[] {
  const next = words(material);
  return dice.map((kind) => {
    const sides = DIE_SIDES[kind];
    const limit = 65536 - (65536 % sides);
    let word = next();
    while (word >= limit) word = next();
    return 1 + (word % sides);
  });
}

/** A seed for a game's own generator with all 128 bits of its state taken from the material. */
export function seedFrom(material: string): string {
  return `x128:${digest(`${material}|seed`).slice(0, 32)}`;
}

/** A flipped piece: which face came up. */
export function coinFrom(material: string): 'stone' | 'river' {
  return parseInt(digest(`${material}|coin`).slice(0, 2), 16) % 2 === 0 ? 'stone' : 'river';
}
