/**
 * Seeded throws of 1 to 12 mixed dice, one line each: the faces read, then a 64-bit digest
 * of the whole throw record. Input: `{"first": 0, "count": 120}`. Number-to-text conversion
 * is exact in every engine, so equal lines mean bit-equal records (rounded as records are).
 */
import { throwDice } from '../../shared/dice';
import { DIE_KINDS, type DieKind } from '../../shared/engine/dice-kinds';

/** Throw n's dice: 1 + n % 12 of them, the kinds in turn from the nth. */
const diceOf = (n: number): DieKind[] =>
  Array.from({ length: 1 + (n % 12) }, (_, i) => DIE_KINDS[(n + i) % DIE_KINDS.length]!);

/** Two FNV-1a-style 32-bit hashes of the text (other seeds, other primes): 64 bits, enough to tell records apart. */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x811c9dc5 | 1) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export default function throwsAndDigests(input: string): string {
  const { first, count } = JSON.parse(input) as { first: number; count: number };
  const lines: string[] = [];
  for (let n = first; n < first + count; n++) {
    const record = throwDice({ dice: diceOf(n), seed: `engines:${n}` });
    lines.push(`${record.faces.join(',')} ${digest(JSON.stringify(record))}`);
  }
  return lines.join('\n');
}
