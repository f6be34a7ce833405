/**
 * A seated person's side of fair dice, run by their own page: it makes a fresh secret for
 * each event, sends its commitment ahead (before any event it may take part in is
 * announced) and shows the secret only when an announcement names its seat with that
 * commitment. It remembers what it showed, so its page can check its own part was used.
 */
import type { Announcement } from './event';
import { commitmentOf, newSecret } from './seeds';

export type EntropyMessage =
  | { readonly event: string; readonly secret: string; readonly next: string }
  | { readonly next: string };

export class FairParticipant {
  /** Secrets whose commitment was sent and that were not shown yet, by commitment. */
  private readonly kept = new Map<string, string>();
  /** What this page showed, by event. */
  private readonly shown = new Map<string, string>();

  constructor(
    readonly seat: number,
    private readonly send: (message: EntropyMessage) => void,
  ) {}

  /** Once seated: the first commitment. */
  start(): void {
    this.send({ next: this.fresh() });
  }

  /** On every announcement: shows this seat's secret when the table names it with a commitment of ours. */
  answer(announcement: Announcement | null): void {
    if (!announcement || this.shown.has(announcement.event)) return;
    const ours = announcement.seats.find((s) => s.seat === this.seat);
    const secret = ours && this.kept.get(ours.commitment);
    if (!ours || secret === undefined) return;
    this.kept.delete(ours.commitment);
    this.shown.set(announcement.event, secret);
    this.send({ event: announcement.event, secret, next: this.fresh() });
  }

  /** The secret this page showed for `event`, if it showed one. */
  shownFor(event: string): string | undefined {
    return this.shown.get(event);
  }

  private fresh(): string {
    const secret = newSecret();
    this.kept.set(commitmentOf(secret), secret);
    return commitmentOf(secret);
  }
}
