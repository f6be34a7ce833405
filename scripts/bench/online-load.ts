/**
 * One load on online tables: N slots, each playing one River Stakes table after another
 * through one server's matchmaking until the phase is over, timing every round trip. The
 * phase waits until every slot's first table is set up, warms up, then measures for a
 * fixed time; the servers' CPU is read at both ends of exactly that time.
 */
import { loadavg } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { ColyseusSDK } from '@colyseus/sdk';
import { hashFairDiceNatively } from '../../electron/online/native-sha256';
import { people } from '../../electron/online/test-support/tables';
import type { TableClient } from '../../electron/online/test-support/table-client';
import type { SeatInfo } from '../../shared/engine/record';
import { FROM_TABLE, type DiceMode, type TableMessage } from '../../shared/online/protocol';
import type { Pace } from './online-limits';
import { playSeat, type SeatReport } from './online-bot';
import type { BenchServer } from './online-processes';
import { createTable, joinTable } from './online-seating';

export interface Load {
  readonly tables: number;
  readonly dice: DiceMode;
  readonly pace: Pace;
  readonly warmUpMs: number;
  readonly measureMs: number;
  /** Longest wait for every first table to be set up before measuring anyway. */
  readonly setupLimitMs: number;
  /**
   * The first tables are asked for one after another over this time, not all in the same
   * instant: people arrive spread out, and a burst inside the second for which Colyseus's
   * shared room counts are stale would put every table on the same process.
   */
  readonly arrivalMs: number;
  /** The bots take part in fair dice as pages do; false on a server from before fair dice. */
  readonly fairDice: boolean;
}

hashFairDiceNatively();

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** A bound on a wait that should end sooner: its timer does not keep the process alive. */
const atMost = (ms: number): Promise<void> => wait(ms, undefined, { ref: false });

/** A person's pause before each move at human pace: about a second, anywhere from ½ to 1½ s. */
const humanThinkMs = (): number => 500 + Math.random() * 1000;

export interface Measured {
  readonly rtts: number[];
  /** Per table set up while measuring: from asking for it until its people sit at it. */
  readonly setups: number[];
  /** Per slot's first table, set up while the other slots arrive and ask for theirs. */
  readonly firstSetups: number[];
  /** Slots whose first table answered at least one move. */
  firstTablesPlayed: number;
  /** Tables that could not be set up (an error from the server, or no invites). */
  failed: number;
  refused: number;
  games: number;
  /** CPU seconds each server used while measuring, in the order given. */
  readonly serverCpuSeconds: number[];
  /** CPU seconds the clients (this process) used while measuring. */
  clientCpuSeconds: number;
  /** The other processes measured (redis-server), CPU seconds while measuring. */
  otherCpuSeconds: number;
  /** Time from the start until every first table was set up or failed (or the setup limit). */
  allSeatedMs: number;
  readonly heapPerTableKiB: number[];
  readonly rssPerTableKiB: number[];
  /** Tables open on each server when measuring ended, and tables ever created there. */
  readonly rooms: { open: number; created: number }[];
  /** The machine's 1-minute load average as this phase's measuring ended. */
  machineLoad: number;
}

interface Clock {
  measuring(): boolean;
  /** Slots start no new table after this. */
  readonly stopped: () => boolean;
  /** Resolves when every table should be left. */
  readonly over: Promise<void>;
}

/**
 * At human pace every other table is a person and a computer (moving at the table's own
 * speed, the server's computer pause); at full speed two people, as fast as they can.
 */
function seatsFor(load: Load, slot: number): SeatInfo[] {
  const seats = people(2);
  if (load.pace === 'human' && slot % 2 === 1)
    seats[1] = { ...seats[1]!, name: 'Computer', kind: 'computer', level: 'easy' };
  return seats;
}

function ended(client: TableClient): Promise<void> {
  return new Promise((resolve) =>
    client.room.onMessage(FROM_TABLE.table, (table: TableMessage) => {
      if (table.pending.kind === 'end') resolve();
    }),
  );
}

/**
 * Sets up one table, reports when its people sit (`seated`, with the setup time, or null if
 * it could not be set up), plays it until it ends or the phase is over, and says whether
 * any move of it was answered.
 */
async function playOneTable(
  sdk: ColyseusSDK,
  load: Load,
  slot: number,
  game: number,
  clock: Clock,
  out: Measured,
  seated: (setupMs: number | null) => void,
): Promise<boolean> {
  const asked = performance.now();
  let answered = false;
  const report: SeatReport = {
    answered: (ms) => {
      answered = true;
      if (clock.measuring()) out.rtts.push(ms);
    },
    refused: () => out.refused++,
  };
  const think = load.pace === 'human' ? humanThinkMs : () => 0;
  const seats = seatsFor(load, slot);
  const players: TableClient[] = [];
  try {
    let finished: Promise<void> = new Promise(() => undefined);
    const { code, invites } = await createTable(sdk, seats, load.dice, load.fairDice, (host) => {
      players.push(host);
      finished = ended(host);
      playSeat(host, `bench:${slot}:${game}:0`, think, report);
    });
    for (const { seat, invite } of invites) {
      if (seat === 0 || seats[seat]!.kind !== 'human') continue;
      const friend = await joinTable(sdk, code, invite, load.fairDice);
      players.push(friend);
      playSeat(friend, `bench:${slot}:${game}:${seat}`, think, report);
    }
    const setupMs = performance.now() - asked;
    if (clock.measuring()) out.setups.push(setupMs);
    seated(setupMs);
    const done = await Promise.race([finished.then(() => true), clock.over.then(() => false)]);
    if (done) out.games++;
  } catch {
    out.failed++;
    seated(null);
    // A server that refuses tables is not asked again at once, over and over.
    await sleep(200);
  } finally {
    await Promise.all(players.map((p) => p.room.leave().catch(() => undefined)));
  }
  return answered;
}

/** One table after another in the same slot, until the phase stops. */
async function slot(
  sdk: ColyseusSDK,
  load: Load,
  index: number,
  clock: Clock,
  out: Measured,
  firstSettled: () => void,
): Promise<void> {
  const first = await playOneTable(sdk, load, index, 0, clock, out, (setupMs) => {
    if (setupMs !== null) out.firstSetups.push(setupMs);
    firstSettled();
  });
  if (first) out.firstTablesPlayed++;
  for (let game = 1; !clock.stopped(); game++)
    await playOneTable(sdk, load, index, game, clock, out, () => undefined);
}

/**
 * Plays `load` on tables created through `servers[0]`; every server in `servers` is
 * measured (with a shared Redis, tables may land on any of them). `otherCpu` reads the
 * CPU seconds of any other process to count (the Redis).
 */
export async function playLoad(
  load: Load,
  servers: readonly BenchServer[],
  otherCpu: () => number = () => 0,
): Promise<Measured> {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${servers[0]!.port}`);
  const out: Measured = {
    rtts: [],
    setups: [],
    firstSetups: [],
    firstTablesPlayed: 0,
    failed: 0,
    refused: 0,
    games: 0,
    serverCpuSeconds: [],
    clientCpuSeconds: 0,
    otherCpuSeconds: 0,
    allSeatedMs: 0,
    heapPerTableKiB: [],
    rssPerTableKiB: [],
    rooms: [],
    machineLoad: 0,
  };
  let measuring = false;
  let stopped = false;
  let leave = (): void => undefined;
  const clock: Clock = {
    measuring: () => measuring,
    stopped: () => stopped,
    over: new Promise((resolve) => (leave = resolve)),
  };
  const idle = await Promise.all(servers.map((s) => s.ask<NodeJS.MemoryUsage>('memory')));
  const started = performance.now();
  let settled = 0;
  let everySeated = (): void => undefined;
  const allSeated = new Promise<void>((resolve) => (everySeated = resolve));
  const slots = Array.from({ length: load.tables }, async (_, i) => {
    await sleep((i * load.arrivalMs) / load.tables);
    await slot(sdk, load, i, clock, out, () => {
      if (++settled === load.tables) everySeated();
    });
  });
  await Promise.race([allSeated, atMost(load.setupLimitMs)]);
  out.allSeatedMs = performance.now() - started;
  await sleep(load.warmUpMs);

  const cpu = async (): Promise<number[]> =>
    (await Promise.all(servers.map((s) => s.ask<NodeJS.CpuUsage>('cpu')))).map(
      (c) => (c.user + c.system) / 1e6,
    );
  const serversBefore = await cpu();
  const clientsBefore = process.cpuUsage();
  const otherBefore = otherCpu();
  measuring = true;
  await sleep(load.measureMs);
  measuring = false;
  stopped = true;
  out.machineLoad = loadavg()[0]!;
  const serversAfter = await cpu();
  const clients = process.cpuUsage(clientsBefore);
  out.otherCpuSeconds = otherCpu() - otherBefore;
  out.clientCpuSeconds = (clients.user + clients.system) / 1e6;
  out.serverCpuSeconds.push(...serversAfter.map((after, i) => after - serversBefore[i]!));
  // The tables are still open: what they hold is what a busy server holds.
  out.rooms.push(...(await Promise.all(servers.map((s) => s.ask<Measured['rooms'][0]>('rooms')))));
  const busy = await Promise.all(servers.map((s) => s.ask<NodeJS.MemoryUsage>('memory')));
  const perTable = (bytes: number): number => bytes / load.tables / 1024;
  out.heapPerTableKiB.push(...busy.map((b, i) => perTable(b.heapUsed - idle[i]!.heapUsed)));
  out.rssPerTableKiB.push(...busy.map((b, i) => perTable(b.rss - idle[i]!.rss)));
  leave();
  // A slot still waiting on a server that stopped answering must not hold the bench up.
  await Promise.race([Promise.all(slots), atMost(30_000)]);
  return out;
}
