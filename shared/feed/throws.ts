import type { DieKind, Pending, ThrowAction } from '../engine/contract';
import { throwRecordSchema, type ThrowRecord } from '../dice/record';

/**
 * The physical record behind a throw action, when the table sent one that matches it:
 * the same dice and the same faces. Anything else is dropped, and the page shows the
 * faces without a replay.
 */
export function matchingThrowRecord(
  candidate: unknown,
  dice: readonly DieKind[],
  action: ThrowAction,
): ThrowRecord | null {
  if (candidate === undefined || candidate === null) return null;
  const parsed = throwRecordSchema.safeParse(candidate);
  if (!parsed.success) return null;
  const record = parsed.data as ThrowRecord;
  const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
    a.length === b.length && a.every((x, i) => x === b[i]);
  return same(record.dice, dice) && same(record.faces, action.faces) ? record : null;
}

export type ThrowPending = Extract<Pending, { kind: 'throw' }>;
