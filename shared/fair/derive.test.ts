import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquareUniform } from '../engine/chi-square';
import { DIE_KINDS, DIE_SIDES } from '../engine/dice-kinds';
import { Random } from '../engine/random';
import { coinFrom, facesFrom, seedFrom } from './derive';
import { digest } from './hash';

describe('SHA-256 over text', () => {
  it('agrees with Node’s own SHA-256 on plain, empty, long and non-ASCII text', () => {
    const texts = ['', 'abc', 'river-table|ABC|throw:12', 'Zoë ♠ 🎲 日本', 'x'.repeat(1000)];
    for (const text of texts)
      expect(digest(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe('faces from an event’s material', () => {
  const materials = Array.from({ length: 6000 }, (_, i) => digest(`material ${i}`));

  it.each(DIE_KINDS)('gives every face of a %s as often as the others', (kind) => {
    const sides = DIE_SIDES[kind];
    const counts = new Array<number>(sides).fill(0);
    for (const material of materials) {
      for (const face of facesFrom(material, [kind, kind])) counts[face - 1]!++;
    }
    // 12,000 faces from fixed materials: the same figure every run.
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(0.001);
  });

  it('gives the same faces for the same material and other faces for another', () => {
    const dice = [
      'd4',
      'd6',
      'd8',
      'd10',
      'd12',
      'd6',
      'd6',
      'd6',
      'd6',
      'd6',
      'd6',
      'd6',
    ] as const;
    expect(facesFrom(materials[0]!, dice)).toEqual(facesFrom(materials[0]!, dice));
    const differing = materials
      .slice(1, 50)
      .filter((m) => facesFrom(m, dice).join() !== facesFrom(materials[0]!, dice).join());
    expect(differing.length).toBe(49);
  });

  it('draws each die from the material’s own 16-bit words, refusing the top values that would favour low faces', () => {
    // The first word of the first block is the first four hex digits of digest(material|faces|0).
    for (const material of materials.slice(0, 200)) {
      const word = parseInt(digest(`${material}|faces|0`).slice(0, 4), 16);
      const limit = 65536 - (65536 % 6);
      if (word >= limit) continue;
      expect(facesFrom(material, ['d6'])[0]).toBe(1 + (word % 6));
    }
  });
});

describe('deal seeds and the flipped piece', () => {
  it('seeds the game’s generator with all 128 bits, so two deals differ even when 32 bits agree', () => {
    const a = seedFrom(digest('a'));
    expect(a).toMatch(/^x128:[0-9a-f]{32}$/);
    const words = a.slice(5);
    const state = Random.fromSeed(a).state().s;
    expect(state.map((w) => w.toString(16).padStart(8, '0')).join('')).toBe(words);
    const sameFirstWord = `x128:${words.slice(0, 8)}${'0'.repeat(24)}`;
    expect(Random.fromSeed(sameFirstWord).uint32()).not.toBe(Random.fromSeed(a).uint32());
  });

  it('flips stone and river about equally often', () => {
    let stones = 0;
    for (let i = 0; i < 4000; i++) if (coinFrom(digest(`flip ${i}`)) === 'stone') stones++;
    expect(chiSquareUniform([stones, 4000 - stones]).pValue).toBeGreaterThan(0.001);
  });
});
