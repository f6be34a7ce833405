/**
 * Random garbage for the fuzz kit to throw at `apply`: values of the wrong type, nulls,
 * huge and non-finite numbers, other games' actions, and legal-looking actions with one
 * field corrupted. Every one of them must be refused with an IllegalActionError.
 */
import type { Random } from '../random';

/**
 * Values no field of any action may hold. A corrupted field takes one of these, never a
 * different value of the right kind, which could happen to be legal.
 */
const NEVER_A_FIELD: readonly unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  0.5,
  1e300,
  -1e300,
  2 ** 60,
  '',
  'x'.repeat(10_000),
  true,
  {},
  [Number.NaN],
  { length: 2, 0: 1, 1: 2 },
];

/** Values some fields may hold (a draw from the deck names no card, a hand may keep no dice). */
const SOMETIMES_A_FIELD: readonly unknown[] = [null, []];

/** Whole actions that are not actions at all. */
const NEVER_AN_ACTION: readonly unknown[] = [
  null,
  undefined,
  0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'throw',
  true,
  [],
  {},
  { type: null, seat: 0 },
  { type: 'toString', seat: 0 },
  { type: '__proto__', seat: 0 },
  { type: 'constructor', seat: 0 },
];

export interface Garbage {
  readonly label: string;
  readonly action: unknown;
  /**
   * A field left out may be optional, null or [] may be what a field holds, and another
   * game's action may happen to be one of this game's too: these may be accepted, but
   * only when the game's own schema accepts them.
   */
  readonly mayBeLegal?: true;
}

/** The action with `key` set to a value no field may hold, or now and then to null or []. */
function corruptField(rng: Random, action: object, key: string): Garbage {
  const current = (action as Record<string, unknown>)[key];
  const sometimes = rng.int(4) === 0;
  const choices = (sometimes ? SOMETIMES_A_FIELD : NEVER_A_FIELD).filter(
    (v) => !Object.is(v, current),
  );
  const value = rng.pick(choices);
  return {
    label: `an action with its ${key} set to ${describeValue(value)}`,
    action: { ...action, [key]: value },
    ...(sometimes ? { mayBeLegal: true as const } : {}),
  };
}

/** The action with one element of a list field spoiled, or the list made huge. */
function corruptList(rng: Random, action: object, key: string, list: readonly unknown[]): Garbage {
  if (rng.int(4) === 0)
    return {
      label: `an action with a ${key} list of 10,000 items`,
      action: { ...action, [key]: Array<unknown>(10_000).fill(list[0]) },
    };
  const value = rng.pick(NEVER_A_FIELD);
  const spoiled = [...list];
  spoiled[rng.int(list.length + 1)] = value;
  return {
    label: `an action with ${describeValue(value)} in its ${key} list`,
    action: { ...action, [key]: spoiled },
  };
}

function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return value.length > 20 ? `a ${value.length}-character string` : JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? String(value);
}

/**
 * `count` pieces of garbage built around `sample` (an action that would be legal now):
 * whole non-actions, `sample` with one field corrupted, with a field missing or an
 * extra one, and `strangers` (other games' actions) sent as the acting seat.
 */
export function garbageActions(
  rng: Random,
  sample: object,
  strangers: readonly object[],
  count: number,
): Garbage[] {
  const seat = (sample as { seat?: unknown }).seat;
  const keys = Object.keys(sample);
  const makers: (() => Garbage)[] = [
    () => {
      const value = rng.pick(NEVER_AN_ACTION);
      return { label: `the non-action ${describeValue(value)}`, action: value };
    },
    () => {
      const key = rng.pick(keys);
      const value = (sample as Record<string, unknown>)[key];
      return Array.isArray(value) && value.length > 0 && rng.int(2) === 0
        ? corruptList(rng, sample, key, value)
        : corruptField(rng, sample, key);
    },
    () => {
      const key = rng.pick(keys);
      const rest = Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key));
      return { label: `an action with its ${key} left out`, action: rest, mayBeLegal: true };
    },
    () => ({
      label: 'an action with an extra field',
      action: { ...sample, extra: rng.pick(NEVER_A_FIELD) },
    }),
    () => ({ label: 'an action with its seat as text', action: { ...sample, seat: String(seat) } }),
    ...(strangers.length > 0
      ? [
          (): Garbage => {
            const stranger = rng.pick(strangers);
            return {
              label: `another game's action ${JSON.stringify(stranger)}`,
              action: { ...stranger, seat },
              mayBeLegal: true,
            };
          },
        ]
      : []),
  ];
  return Array.from({ length: count }, () => rng.pick(makers)());
}
