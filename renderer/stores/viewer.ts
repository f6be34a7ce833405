/**
 * Who sits at the screen. In hot seat the screen passes between people; in a game with
 * hidden information the host covers the table at each handover until the new person says
 * only they can see it, and until then shows only what the public may see.
 */
import { create } from 'zustand';
import type { AnyGame, Pending, Seat, Viewer } from '../../shared/engine/contract';
import type { SeatInfo } from '../../shared/engine/record';

/** Whether some seat holds what the others cannot see: the game says so in its contract. */
export function hasHiddenInformation(game: AnyGame): boolean {
  return game.hiddenInformation;
}

/** The person the game waits on now, if a person: they take the screen. */
export function actingPerson(pending: Pending, seats: readonly SeatInfo[]): Seat | null {
  const waiting =
    pending.kind === 'decision'
      ? pending.seats
      : pending.kind === 'throw' && pending.seat !== null
        ? [pending.seat]
        : [];
  return waiting.find((s) => seats[s]?.kind === 'human') ?? null;
}

/**
 * The seat at the screen after `pending`: the person acting, else whoever sat there
 * before, else the first person; the public when nobody at the table is a person.
 */
export function seatAtScreen(pending: Pending, seats: readonly SeatInfo[], before: Viewer): Viewer {
  const acting = actingPerson(pending, seats);
  if (acting !== null) return acting;
  if (before !== 'public' && seats[before]?.kind === 'human') return before;
  const first = seats.findIndex((s) => s.kind === 'human');
  return first === -1 ? 'public' : first;
}

interface ViewerStore {
  /** The seat at the screen (or the public). */
  readonly seat: Viewer;
  /** The seat that confirmed it alone sees the screen; null before anyone has. */
  readonly confirmed: Viewer | null;
  /** Follows the game: called by the host whenever what the game waits on changes. */
  follow(pending: Pending, seats: readonly SeatInfo[]): void;
  /** The person now at the screen says only they can see it. */
  confirm(): void;
  reset(): void;
}

export const useViewer = create<ViewerStore>((set, get) => ({
  seat: 'public',
  confirmed: null,
  follow(pending, seats) {
    const seat = seatAtScreen(pending, seats, get().seat);
    if (seat !== get().seat) set({ seat });
  },
  confirm() {
    set({ confirmed: get().seat });
  },
  reset() {
    set({ seat: 'public', confirmed: null });
  },
}));

/**
 * What the table may show now: the seat at the screen once it is theirs, the public view
 * while the privacy screen is up. Only games with hidden information, and only between
 * two people, ever need the cover: the first person to sit down needs no handover.
 */
export function shownViewer(
  game: AnyGame,
  seats: readonly SeatInfo[],
  seat: Viewer,
  confirmed: Viewer | null,
): { readonly viewer: Viewer; readonly covered: boolean } {
  const people = seats.filter((s) => s.kind === 'human').length;
  const covered =
    hasHiddenInformation(game) && people > 1 && seat !== 'public' && confirmed !== seat;
  return { viewer: covered ? 'public' : seat, covered };
}
