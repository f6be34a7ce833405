/**
 * An online table: a Colyseus room around one OnlineMatch. It seats people by invite,
 * lets a dropped player come back for a while, hands empty seats to computer players,
 * refuses anything malformed (and says so in the log) and sends every client only its
 * own view. It keeps no Schema state: every message is plain JSON.
 */
import {
  CloseCode,
  Protocol,
  Room,
  ServerError,
  getMessageBytes,
  type AuthContext,
  type Client,
  type RoomException,
  type RoomMethodName,
} from '@colyseus/core';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import { steerThrow, throwDice, type ThrowRecord, type ThrowRequest } from '../../shared/dice';
import type { Seat, Viewer } from '../../shared/engine/contract';
import { readableError } from '../../shared/engine/schema-errors';
import { findEntry } from '../../shared/games/registry';
import {
  FROM_TABLE,
  TO_TABLE,
  computerMessageSchema,
  createTableSchema,
  entropySchema,
  mismatchSchema,
  joinTableSchema,
  splitInvite,
  gestureSchema,
  type GestureMessage,
  type RefusedMessage,
} from '../../shared/online/protocol';
import { newCode, newSecret } from './codes';
import { OnlineMatch, type Outcome, type PendingThrow, type ThrowDelivery } from './online-match';
import type { TableHost } from './table-host';
import { SEAT_RESERVATION_SECONDS } from './table-limits';
import { quoted } from './table-log';
import { framesFor } from './table-frames';
import { TableSeats } from './table-seats';

/** How often the room's clock moves on: its timers fire on its ticks. */
const CLOCK_TICK_MS = 100;

/** People who may watch one table at once, besides its seats. */
export const MAX_WATCHERS = 16;

/**
 * Colyseus counts a place it reserved against the table until its person connects, or for
 * SEAT_RESERVATION_SECONDS if nobody does: by its count, places reserved and never used
 * would keep people out. So the table decides who sits and who watches (seatFor), and
 * Colyseus's count is only a bound on memory, far above the places the gate lets any one
 * address hold (TableLimits.seatReservationsPerAddress).
 */
const MAX_PLACES = 10_000;

interface Seating {
  readonly viewer: Viewer;
  /** The name the person gave, for their seat. */
  readonly name?: string;
}

type TableClient = Client<{ userData: Seating }>;

export interface TableRoomOptions {
  /** Set by the server, never by a client: matchmaking lets the handler's options win. */
  readonly host: TableHost;
  /** A table the server is bringing back from its store (only codes it has listed). */
  readonly restore?: string;
  readonly [clientOption: string]: unknown;
}

export class TableRoom extends Room<{ client: TableClient }> {
  private host!: TableHost;
  private match!: OnlineMatch;
  /** The digest of the creator's claim, until the creator sits down with it (once). */
  private claimDigest: Buffer | null = null;
  /** Someone has sat down: from then on the table is kept. */
  private seated = false;
  /** Who plays each seat, and how long an away person's seat waits for them. */
  private seats!: TableSeats;
  /** When the table began waiting on what it waits for now, and after how many moves. */
  private waitingSince = { moves: -1, at: 0 };
  private stepping = false;
  /** A throw's physics is running on the server's dice threads. */
  private rolling = false;
  private closed = false;
  /** A throw asked for while its event still waits on someone's secret. */
  private heldThrow: HeldThrow | null = null;
  /** Fair dice: a wait for a commitment or secret that will not come, ended by this timer. */
  private secretsTimer: { clear(): void } | null = null;
  /** A save due at the clock's next tick (saveSoon). */
  private soon: { clear(): void } | null = null;

  override async onCreate(options: TableRoomOptions): Promise<void> {
    const { host, restore, ...asked } = options;
    this.host = host;
    this.maxMessagesPerSecond = host.limits.messagesPerSecond;
    if (restore !== undefined && host.restoring.has(restore)) {
      const saved = await host.store.load(restore);
      if (!saved) throw new ServerError(404, `No table ${restore} is kept here.`);
      const entry = findEntry(saved.record.gameId);
      if (!entry)
        throw new ServerError(400, `This server does not know the game "${saved.record.gameId}".`);
      this.match = OnlineMatch.restore(entry, saved);
      this.seats = this.seatsOf(this.match);
      // Nobody is back yet: the table waits for its people instead of closing at once.
      this.autoDispose = false;
      this.seated = true;
      this.seats.awaitEveryone();
    } else {
      if (host.open.size >= host.limits.openTables)
        throw new ServerError(503, 'This server has as many tables open as it takes; try later.');
      const { match, claim } = this.newMatch(asked);
      this.match = match;
      this.seats = this.seatsOf(match);
      this.claimDigest = digest(claim);
      // A refused knock must not close a table its host has yet to sit down at: until
      // then it closes only when nobody sat down in time.
      this.autoDispose = false;
      this.expireUnjoined();
    }
    // No state to patch: the rate only drives the room's clock, on which every wait here is
    // a tenth of a second or far longer; ticking it less often spares a busy server.
    this.patchRate = CLOCK_TICK_MS;
    this.roomId = this.match.code;
    host.open.add(this.roomId);
    // Matchmaking never hands this table to anyone: it is found by its code alone.
    await this.setPrivate(true);
    this.listen();
    this.maxClients = MAX_PLACES;
    this.seatReservationTimeout = SEAT_RESERVATION_SECONDS;
    await this.setMetadata({ gameId: this.match.game.id });
    this.scheduleComputers();
  }

  private seatsOf(match: OnlineMatch): TableSeats {
    return new TableSeats(match, {
      waitMs: this.host.limits.reconnectSeconds * 1000,
      schedule: (run, ms) => this.clock.setTimeout(run, ms),
      present: (seat) => this.present(seat),
      anyoneHere: () => this.clients.length > 0,
      onOverdue: (seat) => {
        this.host.log(`[${this.roomId}] Seat ${seat + 1} did not come back in time`);
        this.seatsChanged();
      },
      log: (line) => this.host.log(`[${this.roomId}] ${line}`),
    });
  }

  /** A table nobody sits down at closes, and since nothing was kept, leaves nothing behind. */
  private expireUnjoined(): void {
    this.clock.setTimeout(() => {
      if (this.seated) return;
      this.host.log(`[${this.roomId}] closed: nobody sat down`);
      void this.disconnect();
    }, this.host.limits.unjoinedTableSeconds * 1000);
  }

  private newMatch(asked: Record<string, unknown>): { match: OnlineMatch; claim: string } {
    const parsed = createTableSchema.safeParse(asked);
    if (!parsed.success)
      throw new ServerError(400, `Cannot set this table: ${readableError(parsed.error)}`);
    const { gameId, config, seats, hostSeat, dice, claim } = parsed.data;
    const entry = findEntry(gameId);
    if (!entry) throw new ServerError(400, `This server does not know the game "${gameId}".`);
    if (hostSeat >= seats.length || seats[hostSeat]!.kind !== 'human')
      throw new ServerError(400, 'The host sits at one of the seats for people.');
    try {
      const match = OnlineMatch.start(entry, {
        code: newCode(),
        secret: newSecret(),
        keys: seats.map(() => newCode()),
        hostSeat,
        dice,
        config: config ?? {},
        seats,
      });
      return { match, claim };
    } catch (error) {
      throw new ServerError(400, (error as Error).message);
    }
  }

  override onAuth(client: TableClient, options: unknown, context?: AuthContext): Seating {
    const address = context?.ip ?? 'an unknown address';
    // Its place no longer counts against its address, whether or not the table lets it in.
    this.host.door.taken(client.sessionId);
    try {
      const seating = this.seatFor(options);
      // The claim seats its person once.
      if (claimOf(options) !== undefined) this.claimDigest = null;
      return seating;
    } catch (error) {
      const reason = (error as Error).message;
      this.host.refusals.refused(
        address,
        `[${this.roomId}] refused a join from ${address}: ${reason}`,
      );
      if ((error as ServerError).code === 403) this.host.door.wrongGuess(address);
      throw error;
    }
  }

  /**
   * Whether a join with `options` would be let in now: null, or why not. The gate asks
   * before matchmaking reserves a place, so no place is held for a join the table refuses.
   */
  admission(options: unknown): { readonly code: number; readonly reason: string } | null {
    try {
      this.seatFor(options);
      return null;
    } catch (error) {
      return { code: (error as ServerError).code, reason: (error as Error).message };
    }
  }

  /** The place `options` would take now; throws why not. Takes nothing itself. */
  private seatFor(options: unknown): Seating {
    const claim = claimOf(options);
    if (claim !== undefined) {
      if (!this.claimDigest || !timingSafeEqual(this.claimDigest, digest(String(claim))))
        throw new ServerError(403, 'Only the person who opened the table sits in the host’s seat.');
      return { viewer: this.match.hostSeat };
    }
    const parsed = joinTableSchema.safeParse(options);
    // A claim was answered above: what is left is an invite or watching.
    if (!parsed.success || 'claim' in parsed.data)
      throw new ServerError(400, 'Join with a seat’s invite, or to watch.');
    if ('watch' in parsed.data) {
      if (this.clients.filter((c) => c.userData?.viewer === 'public').length >= MAX_WATCHERS)
        throw new ServerError(409, 'This table has as many watchers as it takes.');
      return { viewer: 'public' };
    }
    const invite = splitInvite(parsed.data.invite);
    const seat =
      invite && invite.code === this.roomId ? this.match.seatOfKey(invite.key) : undefined;
    if (seat === undefined) throw new ServerError(403, 'That invite is not for this table.');
    if (this.present(seat))
      throw new ServerError(409, `Someone is already sitting at Seat ${seat + 1}.`);
    const { name } = parsed.data;
    return name === undefined ? { viewer: seat } : { viewer: seat, name };
  }

  override onJoin(client: TableClient, _options: unknown, seating: Seating): void {
    client.userData = seating;
    this.autoDispose = true;
    this.seated = true;
    const { viewer } = seating;
    if (viewer !== 'public') {
      this.seats.sat(viewer);
      // A new page makes new secrets: whatever the seat committed to before is gone with the old one.
      this.match.fair.forget(viewer);
      if (seating.name !== undefined) this.match.rename(viewer, seating.name);
      if (viewer === this.match.hostSeat) this.sendInvites(client);
      this.host.log(`[${this.roomId}] Seat ${viewer + 1} sat down`);
    }
    this.changed();
    client.send(FROM_TABLE.history, this.match.history());
    const deal = this.match.fair.find('deal');
    if (deal) client.send(FROM_TABLE.deal, this.match.dealMessage(deal, this.match.ended()));
  }

  override onDrop(client: TableClient): void {
    const viewer = client.userData?.viewer;
    if (viewer === undefined || viewer === 'public') return;
    this.seats.dropped(viewer, client.reconnectionToken);
    this.sendTables();
    // Not awaited: the dropped connection closes now, and the seat waits on its own.
    this.allowReconnection(client, this.host.limits.reconnectSeconds).catch(() => undefined);
  }

  /** Back in time: the person plays their seat again, even where a computer stood in. */
  override onReconnect(client: TableClient): void {
    const viewer = client.userData!.viewer;
    if (viewer !== 'public') this.seats.sat(viewer);
    if (viewer === this.match.hostSeat) this.sendInvites(client);
    this.changed();
  }

  /**
   * A person who leaves on purpose leaves their seat to nobody. One whose wait ran out, or
   * who has sat down again by invite, changes nothing here: the wait settles it.
   */
  override onLeave(client: TableClient, code?: number): void {
    const viewer = client.userData?.viewer;
    if (viewer !== undefined && viewer !== 'public') {
      if (code === CloseCode.CONSENTED && !this.present(viewer)) this.seats.left(viewer);
      this.host.log(`[${this.roomId}] Seat ${viewer + 1} left`);
    }
    this.seatsChanged();
  }

  /**
   * A token brings a person back only to a seat they dropped from and that still waits
   * for them. Colyseus would also accept the token of a connected seat and close that
   * connection: a token seen by someone else would take over a seat whose person is there.
   * An empty answer refuses (matchmaking reads it as no session).
   */
  override checkReconnectionToken(reconnectionToken: string): string {
    if (!this.seats.awaits(reconnectionToken)) return '';
    return super.checkReconnectionToken(reconnectionToken) ?? '';
  }

  override async onDispose(): Promise<void> {
    this.closed = true;
    this.seats.clear();
    this.host.open.delete(this.roomId);
    this.host.door.closed(this.roomId);
    await this.host.store.release(this.roomId);
  }

  /** One line, no stack: a refused join was already logged where it was refused. */
  override onUncaughtException(error: RoomException, method: RoomMethodName): void {
    const cause = error.cause;
    if ((method === 'onAuth' || method === 'onCreate') && cause instanceof ServerError) return;
    const message = cause instanceof Error ? cause.message : error.message;
    this.host.log(`[${this.roomId}] ${method} failed: ${message.split('\n')[0]}`);
  }

  private listen(): void {
    this.onMessage(TO_TABLE.act, (client: TableClient, message: unknown) => {
      const seat = this.seatOf(client, 'act');
      if (seat === null) return;
      // The game reads the move once, as its own action or not at all.
      this.answer(client, 'act', this.match.decide(seat, message));
    });
    this.onMessage(TO_TABLE.throw, (client: TableClient, message: unknown) => {
      const seat = this.seatOf(client, 'throw');
      if (seat === null) return;
      // No gesture (an empty message) throws the way the table throws for itself.
      const empty =
        message == null || (typeof message === 'object' && Object.keys(message).length === 0);
      const gesture = gestureSchema.safeParse(message);
      if (!empty && !gesture.success)
        return this.refuse(client, 'throw', {
          code: 'malformed',
          reason: 'A throw gives where the hand let go and its velocity.',
        });
      this.throwFor(seat, gesture.data ?? null, client);
    });
    this.onMessage(TO_TABLE.computer, (client: TableClient, message: unknown) =>
      this.handOver(client, message),
    );
    this.onMessage(TO_TABLE.entropy, (client: TableClient, message: unknown) => {
      const seat = this.seatOf(client, 'entropy');
      if (seat === null) return;
      const parsed = entropySchema.safeParse(message);
      if (!parsed.success)
        return this.refuse(client, 'entropy', {
          code: 'malformed',
          reason: 'Fair dice take a secret for the event announced and the next commitment.',
        });
      const refused = this.match.fair.receive(seat, parsed.data);
      if (refused) return this.refuse(client, 'entropy', refused);
      // Asked first: a move the secret completes saves at once, and the save due goes with it.
      this.saveSoon();
      this.fairStep();
    });
    this.onMessage(TO_TABLE.mismatch, (client: TableClient, message: unknown) => {
      const parsed = mismatchSchema.safeParse(message);
      if (!parsed.success)
        return this.refuse(client, 'mismatch', {
          code: 'malformed',
          reason: 'A mismatch names the event and says why.',
        });
      this.reportMismatch(client, parsed.data);
    });
    this.onMessage('*', (client: TableClient, type: unknown) => {
      this.refuse(client, String(type), {
        code: 'unknown-message',
        reason: 'This table does not know that message.',
      });
    });
  }

  /** The host leaves a seat nobody is at (empty, or its person away) to a computer player. */
  private handOver(client: TableClient, message: unknown): void {
    const seat = this.seatOf(client, 'computer');
    if (seat === null) return;
    const parsed = computerMessageSchema.safeParse(message);
    if (!parsed.success || parsed.data.seat >= this.match.seatCount)
      return this.refuse(client, 'computer', {
        code: 'malformed',
        reason: 'Name a seat of this table.',
      });
    if (seat !== this.match.hostSeat)
      return this.refuse(client, 'computer', {
        code: 'not-your-turn',
        reason: 'Only the host hands a seat to a computer player.',
      });
    const target = parsed.data.seat;
    if (this.present(target))
      return this.refuse(client, 'computer', {
        code: 'illegal-move',
        reason: `A person sits at Seat ${target + 1}.`,
      });
    const refused = this.seats.handOver(target, parsed.data.level);
    if (refused) return this.refuse(client, 'computer', refused);
    this.changed();
  }

  /** The sender's seat, or null (and a refusal) for someone only watching. */
  private seatOf(client: TableClient, what: string): Seat | null {
    const viewer = client.userData?.viewer;
    if (viewer === undefined || viewer === 'public') {
      this.refuse(client, what, { code: 'not-seated', reason: 'Watchers cannot play.' });
      return null;
    }
    return viewer;
  }

  /**
   * A throw by `seat` (null: the table's own), from `client` or a computer player. On a
   * server with dice threads its physics runs there while this thread serves the other
   * tables; the table takes no other throw until it lands. A throw lost on the threads is
   * thrown here instead: from the same seed and hand it lands the same.
   */
  private throwFor(
    seat: Seat | null,
    gesture: GestureMessage | null,
    client: TableClient | null,
  ): void {
    const refused = (why: RefusedMessage): void =>
      client
        ? this.refuse(client, 'throw', why)
        : this.host.log(`[${this.roomId}] the table's throw was refused: ${why.reason}`);
    if (this.rolling || this.heldThrow)
      return refused({ code: 'wrong-phase', reason: 'The dice are already rolling.' });
    const asked = this.match.askThrow(seat, gesture);
    if (!asked.ok) return refused(asked.refused);
    this.heldThrow = { pending: asked.pending, physics: asked.physics, refused };
    this.fairStep();
  }

  /** The held throw, once its event is fixed: its faces, and its physics steered onto them. */
  private throwHeld(held: HeldThrow): void {
    const fixed = this.match.fixThrow(held.pending);
    const { physics, pending, refused } = held;
    const thrower = this.host.thrower;
    const land = (record: ThrowRecord | null): void =>
      this.landed(
        this.match.landThrow(pending, record && steerThrow(record, fixed.faces), fixed),
        refused,
      );
    if (!physics || !thrower) return land(physics && throwDice(physics));
    this.rolling = true;
    thrower.throw(physics).then(
      (record) => {
        this.rolling = false;
        if (!this.closed) land(record);
      },
      (error: Error) => {
        this.rolling = false;
        this.host.log(
          `[${this.roomId}] a throw failed on the dice threads (${error.message}); thrown here instead`,
        );
        if (!this.closed) land(throwDice(physics));
      },
    );
  }

  /**
   * Fair dice, one step on: announces the random event due once every seated person has
   * committed (or was waited for long enough), and fixes it (dealing, or throwing the held
   * throw) once every participant's secret is in (or was waited for long enough).
   */
  private fairStep({ waited = false, quiet = false } = {}): void {
    // While dice roll on the threads their event is fixed but not yet a move: nothing is due.
    if (this.rolling || !this.seated || this.closed) return;
    const due = this.match.randomEventDue();
    if (due === null) return;
    const fair = this.match.fair;
    let announced = false;
    if (fair.announcement()?.event !== due) {
      if (due === 'deal' && !this.everyPersonSeated()) return;
      const people = this.match.seats.flatMap((_, seat) => (this.present(seat) ? [seat] : []));
      if (!waited && people.some((seat) => !fair.hasCommitment(seat))) return this.waitForSecrets();
      this.clearSecretsWait();
      fair.announce(due, people);
      announced = true;
      waited = false;
      // Everyone hears of the event (and sends their secret) before it is fixed.
      if (!quiet) this.sendTables();
    }
    if (due !== 'deal' && !this.heldThrow) return;
    const waiting = fair.waitingOn().filter((seat) => this.present(seat));
    if (waiting.length > 0 && !waited) return this.waitForSecrets();
    this.clearSecretsWait();
    if (announced && quiet) this.sendTables();
    if (due === 'deal') return this.deal();
    const held = this.heldThrow!;
    this.heldThrow = null;
    this.throwHeld(held);
  }

  private waitForSecrets(): void {
    if (this.secretsTimer) return;
    this.secretsTimer = this.clock.setTimeout(() => {
      this.secretsTimer = null;
      const waiting = this.match.fair.waitingOn();
      if (waiting.length > 0)
        this.host.log(
          `[${this.roomId}] went on without the secret of ${waiting.map((s) => `Seat ${s + 1}`).join(', ')}`,
        );
      this.fairStep({ waited: true });
    }, this.host.limits.secretsWaitMs);
  }

  private clearSecretsWait(): void {
    this.secretsTimer?.clear();
    this.secretsTimer = null;
  }

  /** Every seat for a person has its person at the table (a deal waits for them all). */
  private everyPersonSeated(): boolean {
    return this.match.seats.every(
      (_, seat) => this.match.computerLevel(seat) !== null || this.present(seat),
    );
  }

  /** Deals from the fixed event: everyone is sent the deal (a hidden one without its secret). */
  private deal(): void {
    const { event, material } = this.match.fair.fix();
    const message = this.match.deal(event, material);
    this.host.log(`[${this.roomId}] dealt from the secrets of ${event.seats.length + 1} parties`);
    this.broadcast(FROM_TABLE.deal, message);
    this.changed();
  }

  /** When the game ends, a hidden deal is shown to everyone with the whole match, to check it. */
  private showDealAtEnd(): void {
    // Asked after every move: the cheap question first.
    if (!this.match.ended()) return;
    const deal = this.match.fair.find('deal');
    if (!deal) return;
    const message = this.match.dealMessage(deal, true);
    if (message.record) this.broadcast(FROM_TABLE.deal, message);
  }

  /** A seat's client found an event that does not check out: everyone hears of it, and the table keeps it. */
  private reportMismatch(client: TableClient, report: { event: string; why: string }): void {
    const viewer = client.userData?.viewer;
    const seat = viewer === undefined || viewer === 'public' ? null : viewer;
    const kept = this.match.noteMismatch({ seat, ...report });
    if (!kept) return;
    this.host.log(
      `[${this.roomId}] ${describeViewer(viewer)} reports that ${report.event} does not check out: ${quoted(report.why, 300)}`,
    );
    this.broadcast(FROM_TABLE.mismatch, { seat, ...report });
    this.save();
  }

  private landed(outcome: Outcome, refused: (why: RefusedMessage) => void): void {
    if (outcome.ok) this.deliver(outcome);
    else refused(outcome.refused);
  }

  private answer(client: TableClient, what: string, outcome: Outcome): void {
    if (!outcome.ok) return this.refuse(client, what, outcome.refused);
    this.deliver(outcome);
  }

  /** `what` may be a type the client made up: it is quoted, and repeats are summed up. */
  private refuse(client: TableClient, what: string, refused: RefusedMessage): void {
    const viewer = describeViewer(client.userData?.viewer);
    this.host.refusals.refused(
      `[${this.roomId}] ${viewer}`,
      `[${this.roomId}] refused ${quoted(what)} from ${viewer}: ${refused.reason}`,
    );
    client.send(FROM_TABLE.refused, refused);
  }

  private deliver(outcome: Extract<Outcome, { ok: true }>): void {
    this.showDealAtEnd();
    if (outcome.throws.length === 0) return this.changed();
    // A throw and the table after it reach each client in one socket write, not one each.
    const sockets = this.clients.map(socketOf);
    for (const socket of sockets) socket?.cork();
    try {
      for (const { to, message } of outcome.throws)
        sendEach(
          this.clients.filter((client) => mayReceive(client.userData?.viewer, to, message.seat)),
          FROM_TABLE.throw,
          message,
        );
      this.changed();
    } finally {
      for (const socket of sockets) socket?.uncork();
    }
  }

  /**
   * After every change: seats due a computer player, fair dice's next step, the save, each
   * client's view (the save first: a move anyone has seen is in the table's file), the
   * computers' turn.
   */
  private changed(): void {
    this.seats.standInsDue();
    this.fairStep({ quiet: true });
    this.save();
    this.sendTables();
    this.scheduleComputers();
  }

  /**
   * People came or went: the game itself changes only when a computer player stands in, and
   * fair dice may go on without a person who left (or deal once the last seat is settled).
   */
  private seatsChanged(): void {
    if (this.seats.standInsDue()) {
      this.save();
      this.scheduleComputers();
    }
    this.fairStep({ quiet: true });
    this.sendTables();
  }

  /**
   * Each client its own viewer's table: what every viewer shares (the view too, in a game
   * whose view is the same for all) is encoded once, each viewer's own fields once per viewer.
   */
  private sendTables(): void {
    const seats = this.seats.statuses();
    const byViewer = new Map<Viewer, TableClient[]>();
    for (const client of this.clients) {
      const viewer = client.userData?.viewer;
      if (viewer === undefined) continue;
      const same = byViewer.get(viewer);
      if (same) same.push(client);
      else byViewer.set(viewer, [client]);
    }
    if (byViewer.size === 0) return;
    const own = [...byViewer.keys()].map((viewer) => this.match.tableOwn(viewer));
    const oneView = own.every((o) => o.view === own[0]!.view);
    const shared = {
      ...this.match.tableShared(seats),
      ...(oneView ? { view: own[0]!.view } : {}),
      seatWaitMs: this.host.limits.reconnectSeconds * 1000,
      waitedMs: this.waited(),
    };
    const frames = framesFor(
      FROM_TABLE.table,
      shared,
      own.map(({ viewer, view, legal }) => (oneView ? { viewer, legal } : { viewer, view, legal })),
    );
    [...byViewer.values()].forEach((clients, i) => {
      for (const client of clients) client.enqueueRaw(frames[i]!);
    });
  }

  /** How long the table has waited on what it waits for now: every screen counts from the same moment. */
  private waited(): number {
    const now = Date.now();
    if (this.waitingSince.moves !== this.match.moves)
      this.waitingSince = { moves: this.match.moves, at: now };
    return now - this.waitingSince.at;
  }

  private present(seat: Seat): boolean {
    return this.clients.some((c) => c.userData?.viewer === seat);
  }

  private sendInvites(client: TableClient): void {
    const { code, keys } = this.match;
    client.send(FROM_TABLE.invites, {
      code,
      invites: keys.map((key, seat) => ({ seat, invite: `${code}-${key}` })),
    });
  }

  private save(): void {
    this.soon?.clear();
    this.soon = null;
    if (!this.seated) return;
    this.host.store.save(this.match.saved()).catch((error: Error) => {
      this.host.log(`[${this.roomId}] could not save the table: ${error.message}`);
    });
  }

  /**
   * Saves at the room clock's next tick (within CLOCK_TICK_MS) unless a save comes first:
   * a secret shown is kept without a write of its own when the move it waits for follows
   * at once, and within a tick when it does not.
   */
  private saveSoon(): void {
    if (this.soon || this.closed) return;
    this.soon = this.clock.setTimeout(() => this.save(), 0);
  }

  /** Computer seats play one step at a time, so people see each move arrive. */
  private scheduleComputers(): void {
    if (this.stepping || this.rolling || this.heldThrow || !this.match.computerToMove()) return;
    this.stepping = true;
    this.clock.setTimeout(() => {
      this.stepping = false;
      // A person may have taken the seat back meanwhile.
      if (!this.match.computerToMove()) return;
      const pending = this.match.pending();
      if (pending.kind === 'throw') return this.throwFor(pending.seat, null, null);
      const outcome = this.match.computerDecision();
      if (outcome === false) return;
      if (!outcome.ok) {
        this.host.log(
          `[${this.roomId}] a computer player's move was refused: ${outcome.refused.reason}`,
        );
        return;
      }
      this.deliver(outcome);
    }, this.host.limits.computerDelayMs);
  }
}

/** One message to several clients, encoded once (as Colyseus's own broadcast does). */
function sendEach(clients: readonly TableClient[], type: string, message: unknown): void {
  if (clients.length === 0) return;
  const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, type, message);
  for (const client of clients) client.enqueueRaw(bytes);
}

/**
 * The TCP socket under a client's WebSocket, to cork while several frames go out. The ws
 * library keeps it private (`_socket`) and offers no cork of its own; its sender corks each
 * frame's header and payload the same way, so an outer cork only widens what it already does.
 */
function socketOf(client: TableClient): Socket | undefined {
  const ref = (client as { ref?: { _socket?: Socket } }).ref;
  return ref?._socket;
}

/** A throw asked for, waiting for its event to be fixed. */
interface HeldThrow {
  readonly pending: PendingThrow;
  readonly physics: ThrowRequest | null;
  readonly refused: (why: RefusedMessage) => void;
}

function mayReceive(
  viewer: Viewer | undefined,
  to: ThrowDelivery['to'],
  thrower: Seat | null,
): boolean {
  if (viewer === undefined) return false;
  return to === 'all' || (to === 'others' ? viewer !== thrower : viewer === to);
}

function describeViewer(viewer: Viewer | undefined): string {
  return viewer === undefined
    ? 'a client not yet seated'
    : viewer === 'public'
      ? 'a watcher'
      : `Seat ${viewer + 1}`;
}

function claimOf(options: unknown): unknown {
  return (options as { claim?: unknown } | null)?.claim;
}

/** A claim is compared by its digest (in constant time): its length tells nothing either. */
function digest(claim: string): Buffer {
  return createHash('sha256').update(claim).digest();
}
