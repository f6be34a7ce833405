/**
 * The online table this window sits at: the connection to the room, the room's newest
 * message for our seat, and what we sent it. The room is the authority: an action goes
 * to it and the table changes only when its answer comes back; a refusal is shown as a
 * notice. A throw's record is played in the tray before the table moves on, so every
 * screen sees the dice land before the game uses them.
 */
import { Client, type Room } from '@colyseus/sdk';
import { create } from 'zustand';
import type { Gesture } from '../../shared/dice';
import type { BaseAction } from '../../shared/engine/contract';
import { describeDice } from '../../shared/engine/throws';
import { createTable, joinTable } from '../../shared/online/enter-table';
import {
  FROM_TABLE,
  TO_TABLE,
  newClaim,
  splitInvite,
  tableCodeOf,
  type DealMessage,
  type HistoryMessage,
  type InvitesMessage,
  type MismatchReport,
  type RefusedMessage,
  type TableMessage,
  type TableRequest,
  type ThrowMessage,
} from '../../shared/online/protocol';
import { useThrow } from '../dice/throw-store';
import { loadTable } from '../games/registry';
import { withSeatNames } from '../contract/seat-names';
import { useSettings } from '../stores/settings';
import { waitWords } from '../ui/ticking';
import { serverAddress } from './address';
import { HeldTables, newLines } from './held-tables';
import { fairSession, type FairSession } from './fair-session';
import { joinProblem } from './join-problem';
import { keepTrying } from './keep-trying';

/** seated: at the table (in a seat or watching); reconnecting: the connection dropped and the client is trying again. */
export type OnlineStatus = 'idle' | 'connecting' | 'seated' | 'reconnecting' | 'lost';

interface OnlineStore {
  readonly status: OnlineStatus;
  /** The table as shown now: the room's newest message, once the dice before it have landed. */
  readonly table: TableMessage | null;
  /** When that message arrived, on this page's clock: its waits (waitedMs, awayMs) count from then. */
  readonly arrivedAt: number;
  /** While reconnecting: until when our seat waits for us, on this page's clock. */
  readonly reconnectUntil: number | null;
  /** The server the table is on, as typed or given; `here`: this app serves it itself. */
  readonly server: { readonly address: string; readonly here: boolean } | null;
  /** The log lines of the moves seen at this table, oldest first. */
  readonly log: readonly string[];
  /** For the host: the invite of every seat. */
  readonly invites: InvitesMessage | null;
  /** The room's last refusal, or a lost connection, for the person. */
  readonly notice: string | null;
  /** The number of moves when we last sent something the room has not yet answered. */
  readonly sentAt: number | null;
  /** After "continue", our dice are thrown as soon as the room says they are ours. */
  readonly throwNext: boolean;
  /** How to take our seat again after the connection is lost for good: our own invite. */
  readonly seat: {
    readonly address: string;
    readonly invite: string;
    readonly name: string;
  } | null;
  /** The table we watch, to watch it again after the connection is lost for good. */
  readonly watching: { readonly address: string; readonly code: string } | null;
  /** Opens a new table on the server at `address` and sits in its host's seat; null, or what went wrong. */
  host(address: string, table: TableRequest): Promise<string | null>;
  /** Sits in the host's seat of a table the desktop app opened (`claim` from main); null, or what went wrong. */
  sitAsHost(address: string, code: string, claim: string): Promise<string | null>;
  /** Takes the seat an invite is for; null, or what went wrong. */
  join(address: string, invite: string, name: string): Promise<string | null>;
  /** Watches the table with this code, in no seat; null, or what went wrong. */
  watch(address: string, code: string): Promise<string | null>;
  act(action: BaseAction, options?: { readonly thenThrow?: boolean }): boolean;
  /** Throws our dice: the room throws them from the hand's gesture (none: its own). */
  throwDice(gesture?: Gesture): void;
  /** The host leaves a seat nobody is at (empty, or its person away) to a computer player. */
  handToComputer(seat: number): void;
  /** Sits down again with our own invite (or watches again) after the connection was lost. */
  sitBackDown(): Promise<string | null>;
  leave(): Promise<void>;
}

let room: Room | null = null;
/** Throws being played back now: table messages wait until they have landed. */
let playing = 0;
let held = new HeldTables();
let fair: FairSession | null = null;
/** Fair dice's lines, written into the log after the move they belong to. */
let fairLines: string[] = [];
/** When each table message arrived, for one held while dice rolled. */
const arrivals = new WeakMap<TableMessage, number>();

function seatName(table: TableMessage | null, seat: number | null): string {
  if (seat === null) return 'The table';
  return table?.seats[seat]?.name ?? `Seat ${seat + 1}`;
}

export const useOnline = create<OnlineStore>((set, get) => {
  const shownMoves = (): number => get().table?.moves ?? 0;

  function show(table: TableMessage, lines = newLines(table, shownMoves())): void {
    const { sentAt, throwNext } = get();
    const answered = sentAt !== null && table.moves > sentAt;
    const added = [...lines, ...fairLines];
    fairLines = [];
    const log = added.length > 0 ? [...get().log, ...added] : get().log;
    const arrivedAt = arrivals.get(table) ?? Date.now();
    set({ table, arrivedAt, log, ...(answered ? { sentAt: null } : {}) });
    const pending = table.pending;
    if (throwNext && pending.kind === 'throw' && pending.seat === table.viewer) {
      set({ throwNext: false });
      get().throwDice();
    } else if (throwNext && pending.kind !== 'throw' && answered) set({ throwNext: false });
  }

  function receiveTable(table: TableMessage): void {
    arrivals.set(table, Date.now());
    if (playing > 0) held.hold(table, shownMoves());
    else show(table);
  }

  function receiveThrow(thrown: ThrowMessage): void {
    const shown = get().table;
    fair?.seeThrow(thrown, seatName(shown, thrown.seat));
    if (!thrown.record) return;
    const dice = describeDice(thrown.record.dice);
    const label = `${seatName(shown, thrown.seat)} — ${dice} (${thrown.purpose})`;
    // A throw made now rolls; one revealed later (a cup lifted) just lies where it landed.
    if (shown && thrown.move < shown.moves) {
      useThrow.getState().rest(thrown.record, label, thrown.hidden);
      return;
    }
    playing++;
    const speed = useSettings.getState().settings.animationSpeed;
    void useThrow
      .getState()
      .show(thrown.record, label, speed, thrown.hidden)
      .finally(async () => {
        playing--;
        if (playing > 0) return;
        const { table, lines } = held.release();
        // A table that lays thrown dice out itself takes them out of the tray.
        const gameTable = table && (await loadTable(table.gameId).catch(() => null));
        if (gameTable?.tray?.handOff) useThrow.getState().clear();
        if (table) show(table, lines);
      });
  }

  function listen(joined: Room, address: string): void {
    room = joined;
    playing = 0;
    held = new HeldTables();
    fairLines = [];
    const session = fairSession(joined, (line) => fairLines.push(line));
    fair = session;
    joined.onMessage(FROM_TABLE.table, (table: TableMessage) => {
      session.seeTable(table);
      receiveTable(table);
    });
    joined.onMessage(FROM_TABLE.deal, (deal: DealMessage) => session.seeDeal(deal));
    joined.onMessage(FROM_TABLE.mismatch, (report: MismatchReport) =>
      session.seeReport(
        report,
        report.seat === null ? 'a watcher' : seatName(held.table ?? get().table, report.seat),
      ),
    );
    joined.onMessage(FROM_TABLE.throw, (thrown: ThrowMessage) => receiveThrow(thrown));
    joined.onMessage(FROM_TABLE.history, (history: HistoryMessage) => {
      const seats = (held.table ?? get().table)?.seats ?? [];
      held.forgetLines();
      set({ log: history.lines.map((line) => withSeatNames(line, seats)) });
    });
    joined.onMessage(FROM_TABLE.invites, (invites: InvitesMessage) => {
      // The host's own seat has an invite too: the way back after a lost connection.
      const own =
        invites.invites.find((i) => i.seat === get().table?.hostSeat) ?? invites.invites[0];
      const name = get().seat?.name ?? '';
      set({ invites, ...(own ? { seat: { address, invite: own.invite, name } } : {}) });
    });
    joined.onMessage(FROM_TABLE.refused, (refused: RefusedMessage) =>
      set({ notice: refused.reason, sentAt: null, throwNext: false }),
    );
    keepTrying(joined, {
      seatWaitMs: () => (held.table ?? get().table)?.seatWaitMs ?? 0,
      onTrying: (until) => set({ status: 'reconnecting', reconnectUntil: until }),
      onGaveUp: () => {
        if (room !== joined) return;
        room = null;
        const wait = waitWords(get().table?.seatWaitMs ?? 0);
        set({
          status: 'lost',
          reconnectUntil: null,
          notice: `The connection to the table at ${address} did not come back within the ${wait} your seat waits for you, so the computer plays your seat now. Sit back down to take it back: the game goes on from where it is.`,
        });
      },
    });
    // A try that was already under way may still bring us back after we stopped waiting.
    joined.onReconnect(() => {
      room = joined;
      set({ status: 'seated', notice: null, reconnectUntil: null });
    });
    joined.onLeave((code) => {
      if (room !== joined) return;
      room = null;
      // 4000: we left on purpose.
      if (code !== 4000)
        set({
          status: 'lost',
          reconnectUntil: null,
          notice: `The connection to the table at ${address} was lost.`,
        });
    });
    set({ status: 'seated', notice: null, sentAt: null, throwNext: false, reconnectUntil: null });
  }

  async function connect(
    typed: string,
    enter: (client: Client) => Promise<Room>,
    here = false,
  ): Promise<string | null> {
    const address = serverAddress(typed);
    if ('problem' in address) return address.problem;
    await get().leave();
    set({
      status: 'connecting',
      table: null,
      log: [],
      invites: null,
      notice: null,
      server: { address: typed.trim(), here },
    });
    try {
      listen(await enter(new Client(address.url)), typed.trim());
      return null;
    } catch (error) {
      set({ status: 'idle' });
      return joinProblem(error, typed.trim());
    }
  }

  return {
    status: 'idle',
    table: null,
    arrivedAt: 0,
    reconnectUntil: null,
    server: null,
    log: [],
    invites: null,
    notice: null,
    sentAt: null,
    throwNext: false,
    seat: null,
    watching: null,
    host(address, table) {
      set({ watching: null });
      // The claim never leaves this window but to the server: whoever sits down with it is the host.
      const claim = newClaim();
      return connect(address, (client) => createTable(client, { create: true, claim, ...table }));
    },
    sitAsHost(address, code, claim) {
      set({ watching: null });
      return connect(address, (client) => joinTable(client, code, { claim }), true);
    },
    join(address, invite, name) {
      const split = splitInvite(invite);
      if (!split)
        return Promise.resolve(
          'An invite code looks like ABCDE12345-FGHJK67890: ten letters and digits, a dash, ten more.',
        );
      const trimmed = name.trim();
      set({ seat: { address, invite, name: trimmed }, watching: null });
      return connect(address, (client) =>
        joinTable(client, split.code, {
          invite: `${split.code}-${split.key}`,
          ...(trimmed ? { name: trimmed } : {}),
        }),
      );
    },
    watch(address, typed) {
      const code = tableCodeOf(typed);
      if (!code)
        return Promise.resolve(
          'A table code is ten letters and digits, like ABCDE12345: the part of an invite before the dash.',
        );
      set({ watching: { address, code }, seat: null });
      return connect(address, (client) => joinTable(client, code, { watch: true }));
    },
    act(action, options) {
      const { table, status, sentAt } = get();
      if (!room || !table || status !== 'seated') {
        set({ notice: 'Not connected to the table right now.' });
        return false;
      }
      if (table.viewer === 'public' || action.seat !== table.viewer) {
        set({ notice: 'That move belongs to another seat.' });
        return false;
      }
      if (sentAt !== null) return false;
      room.send(TO_TABLE.act, action);
      set({ sentAt: table.moves, notice: null, throwNext: options?.thenThrow === true });
      return true;
    },
    throwDice(gesture) {
      const { table, status, sentAt } = get();
      if (!room || !table || status !== 'seated' || sentAt !== null || playing > 0) return;
      const pending = table.pending;
      if (pending.kind !== 'throw' || pending.seat !== table.viewer) return;
      room.send(TO_TABLE.throw, gesture ? { ...gesture } : {});
      set({ sentAt: table.moves, notice: null });
    },
    sitBackDown() {
      const { seat, watching } = get();
      if (watching) return get().watch(watching.address, watching.code);
      if (!seat) return Promise.resolve('There is no seat of yours to go back to.');
      return get().join(seat.address, seat.invite, seat.name);
    },
    handToComputer(seat) {
      room?.send(TO_TABLE.computer, { seat });
    },
    async leave() {
      const leaving = room;
      room = null;
      playing = 0;
      held = new HeldTables();
      set({
        status: 'idle',
        table: null,
        log: [],
        invites: null,
        notice: null,
        sentAt: null,
        reconnectUntil: null,
      });
      await leaving?.leave(true).catch(() => undefined);
    },
  };
});
