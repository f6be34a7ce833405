/**
 * The table's side of fair dice: each seated person's next commitment, the random event
 * now announced (the table's secret, and who takes part with which commitment), the
 * secrets shown for it, and every event fixed so far. Plain data, saved with the table.
 *
 * Order of play for one event: every participant's commitment reaches the table first
 * (with the person's previous secret, or when they sit down); the table announces the
 * event with its own commitment and the participants' ones; each participant then shows
 * its secret; the result is worked out from all of them. Nobody's secret is shown before
 * every commitment is fixed, so nobody (the table included) can steer the result.
 */
import { z } from 'zod';
import {
  commitmentOf,
  eventMaterial,
  fairEventSchema,
  newSecret,
  SECRET_PATTERN,
  type Announcement,
  type FairEvent,
} from '../../shared/fair';
import type { Seat } from '../../shared/engine/contract';
import type { RefusedMessage } from '../../shared/online/protocol';

const hex64 = z.string().regex(SECRET_PATTERN);

const pendingSchema = z.strictObject({
  event: z.string(),
  secret: hex64,
  commitment: hex64,
  seats: z.array(z.strictObject({ seat: z.number().int().min(0), commitment: hex64 })),
  shown: z.record(z.string(), hex64),
});

export const ledgerSchema = z.strictObject({
  events: z.array(fairEventSchema),
  pending: pendingSchema.nullable(),
  commitments: z.record(z.string(), hex64),
});
export type LedgerState = z.infer<typeof ledgerSchema>;

export const EMPTY_LEDGER: LedgerState = { events: [], pending: null, commitments: {} };

/** What a participant sends: its secret for the announced event (if it takes part) and its next commitment. */
export interface Entropy {
  readonly event?: string;
  readonly secret?: string;
  readonly next: string;
}

export class FairLedger {
  private state: LedgerState;

  constructor(
    private readonly table: string,
    saved: LedgerState = EMPTY_LEDGER,
  ) {
    this.state = saved;
  }

  saved(): LedgerState {
    return this.state;
  }

  get events(): readonly FairEvent[] {
    return this.state.events;
  }

  /** The event announced and not yet fixed, as everyone may see it. */
  announcement(): Announcement | null {
    const pending = this.state.pending;
    if (!pending) return null;
    return { event: pending.event, commitment: pending.commitment, seats: pending.seats };
  }

  hasCommitment(seat: Seat): boolean {
    return Object.hasOwn(this.state.commitments, String(seat));
  }

  /** Announces `event` with the table's new secret; `seats` take part with the commitments they sent. */
  announce(event: string, seats: readonly Seat[]): void {
    const taking = seats.flatMap((seat) => {
      const commitment = this.state.commitments[String(seat)];
      return commitment === undefined ? [] : [{ seat, commitment }];
    });
    const secret = newSecret();
    this.state = {
      ...this.state,
      commitments: without(
        this.state.commitments,
        taking.map((t) => String(t.seat)),
      ),
      pending: { event, secret, commitment: commitmentOf(secret), seats: taking, shown: {} },
    };
  }

  /** A participant's secret and next commitment; a refusal says what was wrong. */
  receive(seat: Seat, entropy: Entropy): RefusedMessage | null {
    const pending = this.state.pending;
    let shown = pending?.shown;
    // A secret for an event fixed meanwhile (it came too late) is let go; its next commitment still counts.
    const current = pending !== null && pending.event === entropy.event;
    if (current) {
      const taking = pending.seats.find((s) => s.seat === seat);
      if (!taking)
        return { code: 'wrong-phase', reason: 'Your seat takes no part in this random event.' };
      if (Object.hasOwn(pending.shown, String(seat)))
        return { code: 'wrong-phase', reason: 'Your secret for this event is already in.' };
      if (entropy.secret === undefined || commitmentOf(entropy.secret) !== taking.commitment)
        return { code: 'malformed', reason: 'That secret does not match your commitment.' };
      shown = { ...pending.shown, [String(seat)]: entropy.secret };
    }
    this.state = {
      ...this.state,
      commitments: { ...this.state.commitments, [String(seat)]: entropy.next },
      pending: pending && shown ? { ...pending, shown } : pending,
    };
    return null;
  }

  /** A person who sat down again starts afresh: the commitment their old page made is gone with it. */
  forget(seat: Seat): void {
    this.state = { ...this.state, commitments: without(this.state.commitments, [String(seat)]) };
  }

  /** Every participant of the announced event has shown its secret. */
  ready(): boolean {
    const pending = this.state.pending;
    return (
      pending !== null && pending.seats.every((s) => Object.hasOwn(pending.shown, String(s.seat)))
    );
  }

  /** Participants still to show their secret. */
  waitingOn(): Seat[] {
    const pending = this.state.pending;
    if (!pending) return [];
    return pending.seats
      .map((s) => s.seat)
      .filter((seat) => !Object.hasOwn(pending.shown, String(seat)));
  }

  /**
   * Fixes the announced event with the secrets in (a participant who never showed theirs
   * is kept with a null secret) and returns it with its material.
   */
  fix(): { readonly event: FairEvent; readonly material: string } {
    const pending = this.state.pending;
    if (!pending) throw new Error('No random event is announced.');
    const event: FairEvent = {
      table: this.table,
      event: pending.event,
      server: { commitment: pending.commitment, secret: pending.secret },
      seats: pending.seats.map((s) => ({ ...s, secret: pending.shown[String(s.seat)] ?? null })),
    };
    this.state = { ...this.state, pending: null, events: [...this.state.events, event] };
    return { event, material: eventMaterial(event)! };
  }

  /** A fixed event by its name. */
  find(event: string): FairEvent | undefined {
    return this.state.events.find((e) => e.event === event);
  }
}

/** The event as someone may see it before its result is public to them: the table's secret kept back. */
export function withheld(event: FairEvent): FairEvent {
  return { ...event, server: { ...event.server, secret: null } };
}

function without(commitments: Readonly<Record<string, string>>, seats: readonly string[]) {
  return Object.fromEntries(Object.entries(commitments).filter(([seat]) => !seats.includes(seat)));
}
