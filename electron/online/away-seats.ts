/**
 * The seats whose person is away: dropped (their page may come back with its reconnection
 * token) or not yet back after the server restarted. Each seat waits a while for its
 * person; once the wait is over the seat is overdue, and the room hands it to a computer
 * player, so no table waits on an absent person for good.
 */
import type { Seat } from '../../shared/engine/contract';

/** A timer that can be called off: the room's clock gives these. */
export interface Cancellable {
  clear(): void;
}

export type Schedule = (run: () => void, ms: number) => Cancellable;

interface Away {
  /** The token a dropped page comes back with; null after a restart (only an invite brings them back). */
  readonly token: string | null;
  readonly until: number;
  readonly timer: Cancellable;
}

export class AwaySeats {
  private readonly away = new Map<Seat, Away>();
  private readonly overdue = new Set<Seat>();

  constructor(
    private readonly options: {
      /** How long a seat waits for its person. */
      readonly waitMs: number;
      readonly schedule: Schedule;
      /** Told once a seat's wait is over. */
      readonly onOverdue: (seat: Seat) => void;
      readonly now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** `seat`'s person is away from now on; the seat waits the whole wait again. */
  leave(seat: Seat, token: string | null): void {
    this.back(seat);
    const timer = this.options.schedule(() => {
      if (this.away.get(seat)?.timer !== timer) return;
      this.away.delete(seat);
      this.overdue.add(seat);
      this.options.onOverdue(seat);
    }, this.options.waitMs);
    this.away.set(seat, { token, until: this.now() + this.options.waitMs, timer });
  }

  /** The seat's person is back, or the seat has been settled otherwise: it waits no more. */
  back(seat: Seat): void {
    this.away.get(seat)?.timer.clear();
    this.away.delete(seat);
    this.overdue.delete(seat);
  }

  /** The seat still waits for its person. */
  waits(seat: Seat): boolean {
    return this.away.has(seat);
  }

  /** How much longer the seat waits, in milliseconds; undefined when it waits for nobody. */
  leftMs(seat: Seat): number | undefined {
    const away = this.away.get(seat);
    return away && Math.max(0, away.until - this.now());
  }

  /** Whether any seat's wait is over and nobody has settled it yet. */
  anyOverdue(): boolean {
    return this.overdue.size > 0;
  }

  /** Seats whose wait is over and that nobody has settled yet, lowest first. */
  overdueSeats(): Seat[] {
    return [...this.overdue].sort((a, b) => a - b);
  }

  /** Whether `token` is the way back to a seat that still waits for it. */
  awaits(token: string): boolean {
    return [...this.away.values()].some((away) => away.token === token);
  }

  /** The room is closing: no timer outlives it. */
  clear(): void {
    for (const away of this.away.values()) away.timer.clear();
    this.away.clear();
    this.overdue.clear();
  }
}
