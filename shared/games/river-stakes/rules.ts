/** The fixed facts of River Stakes: paths, their lengths, and how four dice pair up. */

export const PATHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Path = (typeof PATHS)[number];

/** Positions on each path; the last is the numbered stepping stone on the far bank. */
export const PATH_LENGTH: Readonly<Record<number, number>> = {
  2: 3,
  3: 5,
  4: 7,
  5: 9,
  6: 11,
  7: 13,
  8: 11,
  9: 9,
  10: 7,
  11: 5,
  12: 3,
};

export const LEADERS = 3;
export const MEMBERS_PER_PLAYER = 11;
export const PATHS_TO_WIN = 3;

/** The three ways to split four dice into two pairs, by dice index. */
export const PAIRED_DICE: readonly (readonly [
  readonly [number, number],
  readonly [number, number],
])[] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];

/** The three pairings of a throw of four dice, as pairs of sums. */
export function pairingsOf(faces: readonly number[]): [number, number][] {
  return PAIRED_DICE.map(([[a, b], [c, d]]) => [faces[a]! + faces[b]!, faces[c]! + faces[d]!]);
}
