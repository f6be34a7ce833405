import type { Pending } from '../../shared/engine/contract';
import { withSeatNames } from '../contract/seat-names';

/** Who the game waits on and for what, in the players' names: "Ada: throw for turn". */
export function turnLine(
  pending: Pending,
  seats: readonly { readonly name: string }[],
): { readonly who: string | null; readonly what: string } {
  switch (pending.kind) {
    case 'decision':
      return {
        who: pending.seats.map((s) => seats[s]?.name).join(' & '),
        what: withSeatNames(pending.prompt, seats),
      };
    case 'throw':
      return {
        who: pending.seat === null ? 'The table' : (seats[pending.seat]?.name ?? null),
        what: `throw for ${pending.purpose}`,
      };
    case 'end':
      return { who: null, what: withSeatNames(pending.outcome.summary, seats) };
  }
}
