/**
 * One online match, run authoritatively: it holds the match record and the state, checks
 * who sends what, throws the dice itself from a hand's gesture and its own seed, plays
 * the computer seats, and says what each viewer may be sent. It knows nothing of the
 * network, so the room, the tests and the benchmark's baseline all drive the same code.
 */
import {
  IllegalActionError,
  type BaseAction,
  type Pending,
  type Seat,
  type Viewer,
} from '../../shared/engine/contract';
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { newMatchRecord, replayStates, type MatchRecord } from '../../shared/engine/record';
import { readAction } from '../../shared/engine/guard';
import { steerThrow, throwDice, type ThrowRecord, type ThrowRequest } from '../../shared/dice';
import { dealFrom, dealOf, facesFrom, type FairEvent } from '../../shared/fair';
import { factsOf } from '../../shared/games/game-facts';
import { trayFor } from '../../shared/games/trays';
import type { GameEntry } from '../../shared/games/registry';
import type {
  DealMessage,
  GestureMessage,
  HistoryMessage,
  MismatchReport,
  RefusedMessage,
  SeatStatus,
  TableMessage,
  ThrowMessage,
} from '../../shared/online/protocol';
import { derivedSeed } from './codes';
import { FairLedger, withheld as heldBack } from './fair-ledger';
import { hiddenThrowRevealed } from './reveal';
import { SAVED_TABLE_FORMAT, type SavedTable } from './saved-table';

/**
 * A throw record and who may see it now: everyone, only the seat that threw it, or (when a
 * hidden throw is revealed) everyone but its thrower, who has had it since the throw.
 */
export interface ThrowDelivery {
  readonly to: Seat | 'all' | 'others';
  readonly message: ThrowMessage;
}

/** What the room adds to a table: the waits it keeps on its own clock. */
export type TableTiming = 'seatWaitMs' | 'waitedMs';
/** The fields of a table message that differ from one viewer to the next. */
export type TableOwn = Pick<TableMessage, 'viewer' | 'view' | 'legal'>;

export type Refused = { readonly ok: false; readonly refused: RefusedMessage };
export type Outcome = { readonly ok: true; readonly throws: readonly ThrowDelivery[] } | Refused;

/** Reports of events that did not check out, kept per table at most. */
const MAX_MISMATCHES = 32;

/** A computer player answers within this; the table's pace does not wait on it longer. */
const BOT_BUDGET_MS = 100;

interface Withheld {
  readonly atThrow: unknown;
  readonly message: ThrowMessage;
}

export class OnlineMatch {
  private record: MatchRecord;
  private current: unknown;
  private computers: readonly (string | null)[];
  /** Replaced, never changed in place: a save shares it until the next throw. */
  private gestures: Readonly<Record<string, GestureMessage | null>>;
  private pendingOf: { readonly state: unknown; readonly pending: Pending } | null = null;
  private withheld: Withheld[] = [];
  private lastLine: string | null = null;
  /** Fair dice: commitments, secrets and the events they fixed. */
  readonly fair: FairLedger;
  private awaitingDeal: boolean;
  private mismatches: readonly MismatchReport[];

  private constructor(
    readonly entry: GameEntry,
    private readonly table: SavedTable,
    states: readonly unknown[],
  ) {
    this.record = table.record;
    this.current = states[states.length - 1];
    this.computers = [...table.computers];
    this.gestures = { ...table.gestures };
    this.fair = new FairLedger(table.code, table.fair);
    this.awaitingDeal = table.awaitingDeal ?? false;
    this.mismatches = table.mismatches ?? [];
    this.rebuildWithheld(states);
  }

  static start(
    entry: GameEntry,
    table: Omit<SavedTable, 'format' | 'record' | 'computers' | 'gestures'> & {
      readonly config: Record<string, unknown>;
      readonly seats: MatchRecord['seats'];
    },
  ): OnlineMatch {
    const { config, seats, ...rest } = table;
    const seed = derivedSeed(table.secret, 'match');
    // What the game decides at the table first (who starts, by a flipped piece) is decided
    // here, from the match's own seed, so no client chooses it; a table that deals decides
    // it again at the deal, from everyone's secrets.
    const prepared = factsOf(entry.game.id)?.prepareConfig?.(config, seed) ?? config;
    const record = newMatchRecord(entry.game, prepared, seed, seats);
    const computers = seats.map((s) => (s.kind === 'computer' ? (s.level ?? 'easy') : null));
    computers.forEach((level) => {
      if (level !== null && !Object.hasOwn(entry.bots, level))
        throw new Error(`${entry.game.name} has no "${level}" computer player.`);
    });
    const saved: SavedTable = {
      ...rest,
      format: SAVED_TABLE_FORMAT,
      record,
      computers,
      gestures: {},
      awaitingDeal: dealOf(entry.game.id, record.config) !== null,
    };
    return new OnlineMatch(entry, saved, replayStates(entry.game, record));
  }

  /** The match as the server saved it, replayed from its record. */
  static restore(entry: GameEntry, saved: SavedTable): OnlineMatch {
    return new OnlineMatch(entry, saved, replayStates(entry.game, saved.record));
  }

  get game() {
    return this.entry.game;
  }
  get code(): string {
    return this.table.code;
  }
  get hostSeat(): Seat {
    return this.table.hostSeat;
  }
  get seats(): MatchRecord['seats'] {
    return this.record.seats;
  }
  get keys(): readonly string[] {
    return this.table.keys;
  }
  get seatCount(): number {
    return this.record.seats.length;
  }
  get moves(): number {
    return this.record.actions.length;
  }
  get state(): unknown {
    return this.current;
  }
  pending(): Pending {
    // Asked several times for every move: worked out once for each state.
    const known = this.pendingOf;
    if (known && known.state === this.current) return known.pending;
    const pending = this.game.next(this.current);
    this.pendingOf = { state: this.current, pending };
    return pending;
  }
  /** What the table waits on: every seat until the deal, then the game's own pending. */
  waitsOn(): Pending {
    if (!this.awaitingDeal) return this.pending();
    const seats = this.record.seats.map((_, i) => i);
    return { kind: 'decision', seats, prompt: 'Waiting for everyone to sit down' };
  }
  ended(): boolean {
    return this.pending().kind === 'end';
  }
  computerLevel(seat: Seat): string | null {
    return this.computers[seat] ?? null;
  }

  seatOfKey(key: string): Seat | undefined {
    const seat = this.table.keys.indexOf(key);
    return seat >= 0 ? seat : undefined;
  }

  saved(): SavedTable {
    return {
      ...this.table,
      record: this.record,
      computers: this.computers,
      gestures: this.gestures,
      fair: this.fair.saved(),
      awaitingDeal: this.awaitingDeal,
      mismatches: this.mismatches,
    };
  }

  /**
   * Keeps a seat's report that an event did not check out (once per seat and event, and
   * at most a few dozen: a page cannot fill the table's save with reports).
   */
  noteMismatch(report: MismatchReport): boolean {
    const known = this.mismatches.some((m) => m.seat === report.seat && m.event === report.event);
    if (known || this.mismatches.length >= MAX_MISMATCHES) return false;
    this.mismatches = [...this.mismatches, report];
    return true;
  }

  /** Whether the table still waits for everyone to sit down before it deals. */
  get dealing(): boolean {
    return this.awaitingDeal;
  }

  /** The random event the table waits on now: the deal, a throw (by its action index), or none. */
  randomEventDue(): string | null {
    if (this.awaitingDeal) return 'deal';
    return this.pending().kind === 'throw' ? `throw:${this.record.actions.length}` : null;
  }

  /**
   * Deals from the fixed event's material: the match starts again from the seed (and, where
   * a piece is flipped, the first player) it gives, with the seats as they are now.
   */
  deal(event: FairEvent, material: string): DealMessage {
    const dealt = dealFrom(this.game.id, this.record.config, material);
    this.record = newMatchRecord(this.game, { ...dealt.config }, dealt.seed, this.record.seats);
    this.current = replayStates(this.game, this.record)[0];
    this.awaitingDeal = false;
    return this.dealMessage(event, false);
  }

  /** The deal as `viewer`s may see it: a hidden deal shows its secret and seed only at the end. */
  dealMessage(event: FairEvent, ended: boolean): DealMessage {
    const hidden = dealOf(this.game.id, this.record.config) === 'hidden';
    const shown = !hidden || ended;
    return {
      event: shown ? event : heldBack(event),
      dealt: shown ? { seed: String(this.record.seed), config: this.record.config } : null,
      record: hidden && ended ? this.record : null,
    };
  }

  /** A person takes the seat back from a computer player, or leaves it to one. */
  setComputer(seat: Seat, level: string | null): RefusedMessage | null {
    if (level !== null && !Object.hasOwn(this.entry.bots, level))
      return { code: 'malformed', reason: `${this.game.name} has no "${level}" computer player.` };
    if (this.computers[seat] !== level)
      this.computers = this.computers.map((was, i) => (i === seat ? level : was));
    return null;
  }

  /** The person who took `seat` is called `name` at the table (and in the record). */
  rename(seat: Seat, name: string): void {
    const seats = this.record.seats.map((s, i) => (i === seat ? { ...s, name } : s));
    this.record = { ...this.record, seats };
  }

  /** The table as `viewer` may see it; the room adds how long seats and the table wait. */
  tableFor(viewer: Viewer, seats: readonly SeatStatus[]): Omit<TableMessage, TableTiming> {
    return { ...this.tableShared(seats), ...this.tableOwn(viewer) };
  }

  /** What the table message is for every viewer alike. */
  tableShared(seats: readonly SeatStatus[]): Omit<TableMessage, TableTiming | keyof TableOwn> {
    const shared = {
      code: this.table.code,
      gameId: this.game.id,
      seats,
      hostSeat: this.table.hostSeat,
      fair: this.fair.announcement(),
    };
    if (this.awaitingDeal)
      return {
        ...shared,
        pending: { kind: 'decision', seats: [], prompt: 'Waiting for everyone to sit down' },
        moves: 0,
        last: null,
        awaitingDeal: seats.flatMap((s, i) => (s.player !== 'computer' && !s.present ? [i] : [])),
      };
    return {
      ...shared,
      pending: this.pending(),
      moves: this.record.actions.length,
      last: this.lastLine,
    };
  }

  /** What the table message is for `viewer` alone: its view and its legal actions. */
  tableOwn(viewer: Viewer): TableOwn {
    if (this.awaitingDeal) return { viewer, view: null, legal: [] };
    return {
      viewer,
      view: this.game.view(this.current, viewer),
      legal: viewer === 'public' ? [] : this.game.legalActions(this.current, viewer),
    };
  }

  /** The log line of every move so far, replayed from the record: asked for only when someone sits down. */
  history(): HistoryMessage {
    const states = replayStates(this.game, this.record);
    const lines = this.record.actions.map((action, i) => this.game.describe(action, states[i]));
    return { moves: this.record.actions.length, lines };
  }

  /** A decision sent by the person at `seat`. */
  decide(seat: Seat, raw: unknown): Outcome {
    if (this.awaitingDeal)
      return refuse('wrong-phase', 'The table deals once everyone has sat down.');
    let action: BaseAction;
    try {
      action = readAction(this.game, raw);
    } catch (error) {
      if (error instanceof IllegalActionError) return refuse(error.code, error.reason);
      throw error;
    }
    if (action.type === 'throw')
      return refuse(
        'bad-throw',
        'Dice are thrown, not named: send the throw and the table reads the faces.',
      );
    if (action.seat !== seat)
      return refuse(
        'not-your-turn',
        `You sit at Seat ${seat + 1}; that move is for Seat ${action.seat === null ? '—' : action.seat + 1}.`,
      );
    return this.applying(action);
  }

  /**
   * The dice `seat` must throw, thrown by the room from the hand's gesture (or none), once
   * every secret of the throw's event is in (those never shown are left out).
   */
  throwBy(seat: Seat | null, gesture: GestureMessage | null): Outcome {
    const asked = this.askThrow(seat, gesture);
    if (!asked.ok) return asked;
    const fixed = this.fixThrow(asked.pending);
    return this.landThrow(
      asked.pending,
      asked.physics ? steerThrow(throwDice(asked.physics), fixed.faces) : null,
      fixed,
    );
  }

  /**
   * Fixes the announced event of the throw asked for: its faces, from every secret shown.
   * The table announces it first when nobody had (no person takes part then).
   */
  fixThrow(asked: PendingThrow): FixedThrow {
    const name = `throw:${asked.move}`;
    if (this.fair.announcement()?.event !== name) this.fair.announce(name, []);
    const { event, material } = this.fair.fix();
    return { event, faces: facesFrom(material, asked.throw.dice) };
  }

  /**
   * The first half of a throw: whether `seat` may throw now, and the physics to run for it
   * (null for quick dice). A server that runs physics on other threads lands the record it
   * gets back with `landThrow`; nothing in the match changes until then.
   */
  askThrow(
    seat: Seat | null,
    gesture: GestureMessage | null,
  ):
    | { readonly ok: true; readonly pending: PendingThrow; readonly physics: ThrowRequest | null }
    | Refused {
    const pending = this.pending();
    if (this.awaitingDeal || pending.kind !== 'throw')
      return refuse('wrong-phase', 'No dice are waiting to be thrown now.');
    if (pending.seat !== seat)
      return refuse(
        'not-your-turn',
        pending.seat === null
          ? 'The table throws these dice itself.'
          : `Seat ${pending.seat + 1} throws these dice.`,
      );
    return { ok: true, ...this.throwAt(this.record.actions.length, seat, pending, gesture) };
  }

  /** The throw of action `move`: with physical dice, its physics from the room's own seed; quick dice have none. */
  private throwAt(
    move: number,
    seat: Seat | null,
    pending: Extract<Pending, { kind: 'throw' }>,
    gesture: GestureMessage | null,
  ): { readonly pending: PendingThrow; readonly physics: ThrowRequest | null } {
    const physics =
      this.table.dice === 'physical'
        ? {
            dice: pending.dice,
            seed: derivedSeed(this.table.secret, `throw:${move}`),
            tray: trayFor(this.game.id, pending.hidden && seat !== null),
            ...(gesture ? { gesture } : {}),
          }
        : null;
    return { pending: { move, seat, gesture, throw: pending }, physics };
  }

  /** The second half of a throw: its record (null for quick dice), steered onto the fixed faces, becomes the move. */
  landThrow(asked: PendingThrow, record: ThrowRecord | null, fixed: FixedThrow): Outcome {
    if (asked.move !== this.record.actions.length)
      return refuse('wrong-phase', 'The table moved on while the dice were rolling.');
    const { move, seat, gesture } = asked;
    const message = thrownMessage(asked, record, fixed.faces, fixed.event);
    const atThrow = this.current;
    const outcome = this.applying({ type: 'throw', seat, faces: message.faces } as BaseAction);
    if (!outcome.ok) return outcome;
    this.gestures = { ...this.gestures, [String(move)]: gesture };
    const hidden = asked.throw.hidden && seat !== null;
    if (hidden) this.withheld.push({ atThrow, message });
    return {
      ok: true,
      throws: [{ to: hidden ? seat : 'all', message }, ...outcome.throws],
    };
  }

  /** Whether the table waits on a computer seat (or on the table's own throw). */
  computerToMove(): boolean {
    if (this.awaitingDeal) return false;
    const pending = this.pending();
    if (pending.kind === 'end') return false;
    if (pending.kind === 'throw')
      return pending.seat === null || this.computers[pending.seat] != null;
    return pending.seats.some((s) => this.computers[s] != null);
  }

  /**
   * A computer seat's decision. False when the game waits on a person, on a throw (the room
   * throws those on its dice threads, through askThrow) or is over.
   */
  computerDecision(): Outcome | false {
    if (!this.computerToMove()) return false;
    const pending = this.pending();
    if (pending.kind !== 'decision') return false;
    const seat = pending.seats.find((s) => this.computers[s] != null)!;
    const bot = this.entry.bots[this.computers[seat]!]!();
    const rng = Random.fromSeed(
      derivedSeed(this.table.secret, `bot:${this.record.actions.length}`),
    );
    const action = bot.choose(
      this.game.view(this.current, seat),
      this.game.legalActions(this.current, seat),
      botContext(rng, BOT_BUDGET_MS),
    );
    return this.applying(action);
  }

  private applying(action: BaseAction): Outcome {
    let next: unknown;
    try {
      next = this.game.apply(this.current, action);
    } catch (error) {
      if (error instanceof IllegalActionError) return refuse(error.code, error.reason);
      throw error;
    }
    this.lastLine = this.game.describe(action, this.current);
    this.current = next;
    this.record = { ...this.record, actions: [...this.record.actions, action] };
    return { ok: true, throws: this.revealDue() };
  }

  /** Hidden throws whose faces the game has now shown to everyone: their records go to all. */
  private revealDue(): ThrowDelivery[] {
    const ended = this.ended();
    const due = this.withheld.filter((w) =>
      hiddenThrowRevealed(this.game.id, w.atThrow, this.current, ended),
    );
    if (due.length === 0) return [];
    this.withheld = this.withheld.filter((w) => !due.includes(w));
    return due.map((w) => ({ to: 'others', message: { ...w.message, hidden: false } }));
  }

  /** After a restart: the hidden throws not yet shown, with their records thrown again. */
  private rebuildWithheld(states: readonly unknown[]): void {
    const ended = this.ended();
    this.record.actions.forEach((action, i) => {
      const pending = this.game.next(states[i]);
      if (action.type !== 'throw' || pending.kind !== 'throw' || !pending.hidden) return;
      if (action.seat === null) return;
      if (hiddenThrowRevealed(this.game.id, states[i], this.current, ended)) return;
      const thrown = this.throwAt(i, action.seat, pending, this.gestures[String(i)] ?? null);
      const faces = (action as unknown as { faces: number[] }).faces;
      const record = thrown.physics ? steerThrow(throwDice(thrown.physics), faces) : null;
      const event = this.fair.find(`throw:${i}`);
      this.withheld.push({
        atThrow: states[i],
        message: thrownMessage(thrown.pending, record, faces, event),
      });
    });
  }
}

/** A throw asked for and not yet landed: what it is for, and the hand that threw it. */
export interface PendingThrow {
  readonly move: number;
  readonly seat: Seat | null;
  readonly gesture: GestureMessage | null;
  readonly throw: Extract<Pending, { kind: 'throw' }>;
}

/** A throw's event fixed, and the faces it gives. */
export interface FixedThrow {
  readonly event: FairEvent;
  readonly faces: readonly number[];
}

function thrownMessage(
  asked: PendingThrow,
  record: ThrowRecord | null,
  faces: readonly number[],
  event: FairEvent | undefined,
): ThrowMessage {
  return {
    move: asked.move,
    seat: asked.seat,
    purpose: asked.throw.purpose,
    hidden: asked.throw.hidden,
    dice: [...asked.throw.dice],
    faces: [...faces],
    record,
    ...(event ? { fair: event } : {}),
  };
}

function refuse(code: RefusedMessage['code'], reason: string): Refused {
  return { ok: false, refused: { code, reason } };
}
