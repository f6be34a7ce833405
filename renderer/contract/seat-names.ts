import type { SeatInfo } from '../../shared/engine/record';

/** Engines write "Seat 2" in their log lines; the table shows the player's name instead. */
export function withSeatNames(text: string, seats: readonly Pick<SeatInfo, 'name'>[]): string {
  return text.replace(/\bSeat (\d+)/g, (whole, n: string) => seats[Number(n) - 1]?.name ?? whole);
}
