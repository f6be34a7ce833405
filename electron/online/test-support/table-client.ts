/**
 * A person at an online table, for tests and the load benchmark: an SDK room that keeps
 * every message it receives and can wait for the next one of a kind. Seated, it takes its
 * part in fair dice as a page does (commits, shows its secret when named) and checks every
 * throw it is shown.
 */
import type { Room } from '@colyseus/sdk';
import { FairChecker, type FairCheck } from '../../../shared/fair/checker';
import { FairParticipant } from '../../../shared/fair/participant';
import { packPlainly } from '../../../shared/online/enter-table';
import { findEntry } from '../../../shared/games/registry';
import {
  FROM_TABLE,
  TO_TABLE,
  type DealMessage,
  type HistoryMessage,
  type InvitesMessage,
  type RefusedMessage,
  type TableMessage,
  type ThrowMessage,
} from '../../../shared/online/protocol';

type Kind = keyof typeof FROM_TABLE;

export interface Received {
  readonly kind: Kind;
  readonly message: unknown;
}

export class TableClient {
  readonly received: Received[] = [];
  /** Every throw this client checked, in order. */
  readonly checks: FairCheck[] = [];
  private participant: FairParticipant | null = null;
  private checker: FairChecker | null = null;
  private waiters: { kind: Kind; resolve: (message: unknown) => void }[] = [];
  /** Woken by any message: `until` looks again then, instead of polling. */
  private wakers: (() => void)[] = [];

  /**
   * `keep: 'newest'` keeps only the newest message of each kind, for a client that plays
   * many games (the load benchmark) instead of one to look back over.
   */
  constructor(
    readonly room: Room,
    private readonly options: {
      readonly keep: 'all' | 'newest';
      /** False: a page that never takes part in fair dice (an old one, or one tampered with). */
      readonly fair?: boolean;
    } = { keep: 'all' },
  ) {
    packPlainly(room);
    for (const kind of Object.keys(FROM_TABLE) as Kind[]) {
      room.onMessage(FROM_TABLE[kind], (message: unknown) => this.receive(kind, message));
    }
  }

  private takePart(kind: Kind, message: unknown): void {
    if (this.options.fair === false) return;
    if (kind === 'table') {
      const table = message as TableMessage;
      if (!this.checker) this.checker = new FairChecker(table.gameId, null);
      if (!this.participant && typeof table.viewer === 'number') {
        this.participant = new FairParticipant(table.viewer, (m) =>
          this.room.send(TO_TABLE.entropy, m),
        );
        this.checker = new FairChecker(table.gameId, this.participant);
        this.participant.start();
      }
      this.checker.seeTable(table.fair ?? null, table.moves, table.view);
      this.participant?.answer(table.fair ?? null);
    } else if (kind === 'throw' && this.checker) {
      const thrown = message as ThrowMessage;
      this.checks.push(this.checker.checkThrow(thrown, `Seat ${(thrown.seat ?? -1) + 1}`));
    } else if (kind === 'deal' && this.checker) {
      const deal = message as DealMessage;
      this.checks.push(this.checker.checkDeal(deal));
      const viewer = this.table?.viewer;
      if (deal.record && viewer !== undefined)
        this.checks.push(
          this.checker.checkPlayed(findEntry(deal.record.gameId)!.game, deal.record, viewer),
        );
    }
  }

  private receive(kind: Kind, message: unknown): void {
    this.takePart(kind, message);
    if (this.options.keep === 'newest') {
      const older = this.received.findIndex((r) => r.kind === kind);
      if (older >= 0) this.received.splice(older, 1);
    }
    this.received.push({ kind, message });
    const waiting = this.waiters.filter((w) => w.kind === kind);
    this.waiters = this.waiters.filter((w) => w.kind !== kind);
    for (const w of waiting) w.resolve(message);
    const wakers = this.wakers;
    this.wakers = [];
    for (const wake of wakers) wake();
  }

  /** The next message of `kind` (resolving with one already received after `after` messages). */
  next<K extends Kind>(kind: K, timeoutMs = 5000): Promise<MessageOf<K>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${kind}" message within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        kind,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as MessageOf<K>);
        },
      });
    });
  }

  /** The newest table message received so far. */
  get table(): TableMessage | undefined {
    for (let i = this.received.length - 1; i >= 0; i--)
      if (this.received[i]!.kind === 'table') return this.received[i]!.message as TableMessage;
    return undefined;
  }

  /** Waits until the newest table message satisfies `test`, looking again at every message. */
  async until(test: (table: TableMessage) => boolean, timeoutMs = 10_000): Promise<TableMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const table = this.table;
      if (table && test(table)) return table;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the table never reached the expected position');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wakers.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  of<K extends Kind>(kind: K): MessageOf<K>[] {
    return this.received.filter((r) => r.kind === kind).map((r) => r.message as MessageOf<K>);
  }
}

type MessageOf<K extends Kind> = K extends 'table'
  ? TableMessage
  : K extends 'throw'
    ? ThrowMessage
    : K extends 'refused'
      ? RefusedMessage
      : K extends 'history'
        ? HistoryMessage
        : InvitesMessage;
