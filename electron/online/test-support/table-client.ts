/**
 * A person at an online table, for tests and the load benchmark: an SDK room that keeps
 * every message it receives and can wait for the next one of a kind.
 */
import type { Room } from '@colyseus/sdk';
import {
  FROM_TABLE,
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
  private waiters: { kind: Kind; resolve: (message: unknown) => void }[] = [];
  /** Woken by any message: `until` looks again then, instead of polling. */
  private wakers: (() => void)[] = [];

  /**
   * `keep: 'newest'` keeps only the newest message of each kind, for a client that plays
   * many games (the load benchmark) instead of one to look back over.
   */
  constructor(
    readonly room: Room,
    private readonly options: { readonly keep: 'all' | 'newest' } = { keep: 'all' },
  ) {
    for (const kind of Object.keys(FROM_TABLE) as Kind[]) {
      room.onMessage(FROM_TABLE[kind], (message: unknown) => this.receive(kind, message));
    }
  }

  private receive(kind: Kind, message: unknown): void {
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
