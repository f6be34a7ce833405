/**
 * Zobrist keys for the search's transposition table: two 32-bit halves per (point, cell
 * code), and the last two for "Square to move". Fixed per board size, so a key means the
 * same position in every search.
 */
const cache = new Map<number, Uint32Array>();

export function zobristKeys(size: number): Uint32Array {
  let keys = cache.get(size);
  if (!keys) {
    keys = new Uint32Array(size * 7 * 2 + 2);
    let s = 0x9e3779b9;
    for (let i = 0; i < keys.length; i++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      keys[i] = s >>> 0;
    }
    cache.set(size, keys);
  }
  return keys;
}

/** The two halves of a whole position's key, as the fast board keeps them (signed 32-bit). */
export function zobristOf(cells: ArrayLike<number>, toMove: number): [number, number] {
  const keys = zobristKeys(cells.length);
  let lo = 0;
  let hi = 0;
  for (let p = 0; p < cells.length; p++) {
    const c = cells[p]!;
    if (c === 0) continue;
    lo ^= keys[(p * 7 + c) * 2]!;
    hi ^= keys[(p * 7 + c) * 2 + 1]!;
  }
  if (toMove === 1) {
    lo ^= keys[keys.length - 1]!;
    hi ^= keys[keys.length - 2]!;
  }
  return [lo, hi];
}
