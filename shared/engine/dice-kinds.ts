/** The polyhedral dice the table can throw, and the face values each can show. */
export const DIE_KINDS = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'] as const;

export type DieKind = (typeof DIE_KINDS)[number];

export const DIE_SIDES: Readonly<Record<DieKind, number>> = {
  d4: 4,
  d6: 6,
  d8: 8,
  d10: 10,
  d12: 12,
  d20: 20,
};

/** True when `face` is a value `kind` can show (a d10 reads 1..10 here, not 0..9). */
export function isFaceOf(kind: DieKind, face: number): boolean {
  return Number.isInteger(face) && face >= 1 && face <= DIE_SIDES[kind];
}
