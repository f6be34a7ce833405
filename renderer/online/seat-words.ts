/** How a seat of an online table is played now, in a few words for the seat lists. */
import type { SeatStatus } from '../../shared/online/protocol';
import { clockText } from '../ui/ticking';

/**
 * "at the table", "away, 1:42 left", "computer until they are back", "computer", "empty":
 * `arrivedAt` is when the table saying so arrived, `now` this page's clock (the away time
 * counts down between messages).
 */
export function seatWords(seat: SeatStatus, arrivedAt: number, now: number): string {
  if (seat.player === 'computer')
    return seat.forPerson ? 'computer until they are back' : 'computer';
  if (seat.present) return 'at the table';
  if (seat.awayMs !== undefined) return `away, ${clockText(awayLeft(seat, arrivedAt, now))} left`;
  return seat.player === 'person' ? 'away' : 'empty';
}

/** How much longer an away seat waits, on this page's clock. */
export function awayLeft(seat: SeatStatus, arrivedAt: number, now: number): number {
  return Math.max(0, (seat.awayMs ?? 0) - (now - arrivedAt));
}
