/** The 126 distinct multisets of four dice, each with how many of the 1296 ordered throws it stands for. */
export interface WeightedThrow {
  readonly faces: readonly number[];
  readonly weight: number;
}

const FACTORIAL = [1, 1, 2, 6, 24];

export const DISTINCT_THROWS: readonly WeightedThrow[] = (() => {
  const out: WeightedThrow[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = a; b <= 6; b++)
      for (let c = b; c <= 6; c++)
        for (let d = c; d <= 6; d++) {
          const counts = new Map<number, number>();
          for (const f of [a, b, c, d]) counts.set(f, (counts.get(f) ?? 0) + 1);
          const weight = [...counts.values()].reduce((w, n) => w / FACTORIAL[n]!, FACTORIAL[4]!);
          out.push({ faces: [a, b, c, d], weight });
        }
  return out;
})();
