/**
 * Who plays each seat of an online table: a person there, a person away whose seat waits
 * for them, a computer player, or nobody. The room tells it who came and went; it hands
 * seats to computer players (the host's request, or the table's own once a wait is over)
 * and says each seat's status for the tables it sends.
 */
import type { Seat } from '../../shared/engine/contract';
import { gameInfo } from '../../shared/games/catalog';
import type { RefusedMessage, SeatStatus } from '../../shared/online/protocol';
import { AwaySeats, type Schedule } from './away-seats';
import type { OnlineMatch } from './online-match';
import { computerSeatName, standInLevel, standInsDue } from './stand-ins';

export interface TableSeatsOptions {
  /** How long a seat waits for a person who drops. */
  readonly waitMs: number;
  readonly schedule: Schedule;
  /** A person is connected to the seat now. */
  readonly present: (seat: Seat) => boolean;
  /** Anyone (a person at a seat, or a watcher) is at the table. */
  readonly anyoneHere: () => boolean;
  /** A seat's wait is over: the room looks at who plays what again. */
  readonly onOverdue: (seat: Seat) => void;
  readonly log: (line: string) => void;
}

export class TableSeats {
  private readonly away: AwaySeats;
  /** Seats a person has sat at: a computer player standing in keeps their name. */
  private readonly taken = new Set<Seat>();

  constructor(
    private readonly match: OnlineMatch,
    private readonly options: TableSeatsOptions,
  ) {
    this.away = new AwaySeats({
      waitMs: options.waitMs,
      schedule: options.schedule,
      onOverdue: options.onOverdue,
    });
  }

  /** After a restart nobody is back yet: each person's seat waits for them as if they had just dropped. */
  awaitEveryone(): void {
    for (let seat = 0; seat < this.match.seatCount; seat++)
      if (this.match.computerLevel(seat) === null) {
        this.taken.add(seat);
        this.away.leave(seat, null);
      }
  }

  /** A person sat down at `seat` or came back to it: they play it, whoever stood in. */
  sat(seat: Seat): void {
    this.away.back(seat);
    this.taken.add(seat);
    this.match.setComputer(seat, null);
  }

  /** The person's connection dropped: the seat waits for them, and `token` brings them back. */
  dropped(seat: Seat, token: string): void {
    this.away.leave(seat, token);
  }

  /** The person left on purpose: nobody plays the seat now. */
  left(seat: Seat): void {
    this.away.back(seat);
  }

  /** Whether `token` is the way back to a seat that still waits for it. */
  awaits(token: string): boolean {
    return this.away.awaits(token);
  }

  /**
   * A computer player takes `seat` (the host's request, or the table's), under a name of its
   * own where nobody had taken the seat. A person away may still come back while they wait.
   */
  handOver(
    seat: Seat,
    level = standInLevel(Object.keys(this.match.entry.bots)),
  ): RefusedMessage | null {
    const refused = this.match.setComputer(seat, level);
    if (refused) return refused;
    if (!this.taken.has(seat)) {
      const others = this.match.seats.filter((_, i) => i !== seat).map((s) => s.name);
      const role = gameInfo(this.match.game.id)?.roles?.[seat];
      this.match.rename(seat, computerSeatName(others, role));
    }
    this.options.log(`Seat ${seat + 1} is played by the computer`);
    return null;
  }

  /** Hands to the computer the seats the table settles by itself now; whether there were any. */
  standInsDue(): boolean {
    // Asked after every move: with no wait over and the host here to decide, nothing is due.
    if (!this.away.anyOverdue() && this.options.present(this.match.hostSeat)) return false;
    const due = standInsDue({
      hostSeat: this.match.hostSeat,
      anyoneHere: this.options.anyoneHere(),
      pending: this.match.waitsOn(),
      overdue: this.away.overdueSeats(),
      present: this.options.present,
      waits: (seat) => this.away.waits(seat),
      computer: (seat) => this.match.computerLevel(seat) !== null,
    });
    for (const seat of due) {
      this.away.back(seat);
      this.handOver(seat);
    }
    return due.length > 0;
  }

  statuses(): SeatStatus[] {
    return this.match.seats.map((seat, i) => {
      const level = this.match.computerLevel(i);
      const present = this.options.present(i);
      const awayMs = present || level !== null ? undefined : this.away.leftMs(i);
      return {
        name: seat.name,
        colour: seat.colour,
        player: level !== null ? 'computer' : present || awayMs !== undefined ? 'person' : 'empty',
        present,
        ...(level !== null ? { level } : {}),
        ...(awayMs !== undefined ? { awayMs } : {}),
        ...(level !== null && this.taken.has(i) ? { forPerson: true as const } : {}),
      };
    });
  }

  /** The table is closing: no wait outlives it. */
  clear(): void {
    this.away.clear();
  }
}
