/**
 * Which coin lies where. Gold changes hands by whole coins moving: when a purse pays the
 * pot, coins leave the top of its stacks and land on top of the pot's, and every other coin
 * stays put, so the table shows exactly the coins that changed hands sliding.
 */

/** A coin's place (a seat's purse, or the pot after the last seat) and its slot there, bottom first. */
export interface CoinSpot {
  readonly place: number;
  readonly slot: number;
}

/**
 * Gold per coin: one coin a gold up to 400 gold on the table (four purses of
 * 100), so no pile outgrows the felt
 * and the coins cost no more to draw than the table itself.
 */
export function goldPerCoin(totalGold: number): number {
  return Math.max(1, Math.ceil(totalGold / 400));
}

/** How many coins show `gold`: a part coin still shows as one, so nobody looks broke who is not. */
export function coinsFor(gold: number, unit: number): number {
  return Math.ceil(gold / unit);
}

/**
 * Moves coins from `before` so each place holds `counts[place]`: surplus coins come off the
 * top of the places that shrank and go on top of those that grew; coins beyond the new
 * total are dropped, and new ones are added only when the total grew.
 */
export function moveCoins(before: readonly CoinSpot[], counts: readonly number[]): CoinSpot[] {
  const spots: (CoinSpot | null)[] = before.map((spot) =>
    spot.place < counts.length && spot.slot < counts[spot.place]! ? spot : null,
  );
  const held = counts.map(() => 0);
  for (const spot of spots) if (spot) held[spot.place]!++;
  const needs: CoinSpot[] = [];
  counts.forEach((count, place) => {
    for (let slot = held[place]!; slot < count; slot++) needs.push({ place, slot });
  });
  let next = 0;
  const moved = spots.map((spot) => spot ?? needs[next++] ?? null);
  return [...moved, ...needs.slice(next)].filter((spot): spot is CoinSpot => spot !== null);
}
