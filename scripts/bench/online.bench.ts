/**
 * `npm run bench -- online`: N River Stakes tables at once on one server process (a child,
 * tables saved after every action), each played by two bot clients over WebSockets to
 * 127.0.0.1. Reports actions per second, the round trip (a client's move sent → its next
 * view received) and the server's memory per table, beside the same engine driven
 * in-process (OnlineMatch, no network) as the baseline. A finished game is replaced by a
 * new table, so N stay in play for the whole measured time.
 *
 * ONLINE_ROOMS (default 200) and ONLINE_SECONDS (default 12 per phase) bound it. The CPU
 * used by the server and by the clients, and the machine's load average, are printed
 * beside the figures: on a shared machine they say how much of it the bench really had.
 * "Tables mid-move" is how many of them had a move under way on average: the others were
 * between games, their next table being set up ("table setup ms": from asking for it until
 * both players sit at it). That takes far longer under this load than a move: Node 20's
 * libuv accepts one new connection per turn of a busy event loop (strace shows one accept4
 * per epoll_pwait), so each new WebSocket waits in the listen queue.
 * ONLINE_REPEATS=n plays each phase n times on the same server: one run's 99th percentile
 * moves by a fifth from run to run, so a target counts as met only if every run
 * meets it. ONLINE_STORE=none measures with the tables kept nowhere
 * (see online-server.ts), and then no target is judged.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ColyseusSDK } from '@colyseus/sdk';
import { OnlineMatch } from '../../electron/online/online-match';
import { autoplay, turnOf } from '../../electron/online/test-support/autoplay';
import { TableClient } from '../../electron/online/test-support/table-client';
import { moverOf, people } from '../../electron/online/test-support/tables';
import { freePort } from '../../electron/online/test-support/free-port';
import type { BaseAction } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { findEntry } from '../../shared/games/registry';
import { TABLE_ROOM, type DiceMode } from '../../shared/online/protocol';
import { quantile } from '../lib/stats';
import type { BenchResult } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const ROOMS = Number(process.env.ONLINE_ROOMS ?? 200);
const SECONDS = Number(process.env.ONLINE_SECONDS ?? 12);
/** ONLINE_PHASES=quick (or physical): only the phases whose name contains it, for profiling. */
const PHASES = process.env.ONLINE_PHASES ?? '';
const REPEATS = Math.max(1, Number(process.env.ONLINE_REPEATS ?? 1));
const KEPT_NOWHERE = process.env.ONLINE_STORE === 'none';
const WARM_UP_MS = 3000;
/** The bots look only at the newest table: keeping a whole game's messages only feeds the GC. */
const NEWEST_ONLY = { keep: 'newest' } as const;
const P99_TARGET_MS = 50;
const ROOMS_TARGET = 200;

/** The baseline: the same match code, the same random players, no network. */
function inProcess(dice: DiceMode, seconds: number): number {
  const entry = findEntry('river-stakes')!;
  const rng = Random.fromSeed('baseline');
  let actions = 0;
  const until = performance.now() + seconds * 1000;
  for (let g = 0; performance.now() < until; g++) {
    const match = OnlineMatch.start(entry, {
      code: 'BASELINE00',
      secret: String(g).padStart(64, '0'),
      keys: ['A', 'B'],
      hostSeat: 0,
      dice,
      config: {},
      seats: people(2),
    });
    while (!match.ended() && performance.now() < until) {
      // Each action costs what the room spends on it: both seats' tables, then the move.
      const tables = [0, 1].map((seat) => match.tableFor(seat, []));
      const pending = match.pending();
      const seat = pending.kind === 'throw' ? pending.seat! : moverOf(tables[0]!);
      const turn = turnOf(tables[seat]!, rng)!;
      const outcome =
        turn.type === 'throw'
          ? match.throwBy(seat, null)
          : match.decide(seat, turn.message as BaseAction);
      if (!outcome.ok) throw new Error(outcome.refused.reason);
      actions++;
    }
  }
  return actions / seconds;
}

interface Server {
  readonly child: ChildProcess;
  ask<T>(question: string): Promise<T>;
}

async function startServer(port: number): Promise<Server> {
  // ONLINE_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.ONLINE_CPU_PROFILE;
  const keptIn = KEPT_NOWHERE ? 'nowhere' : 'folder';
  const child = fork(join(here, 'online-server.ts'), [String(port), keptIn], {
    execArgv: [
      '--expose-gc',
      '--import',
      'tsx',
      ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return {
    child,
    ask: <T>(question: string) =>
      new Promise<T>((resolve) => {
        const answer = (message: Record<string, unknown>): void => {
          if (!(question in message)) return;
          child.off('message', answer);
          resolve(message as T);
        };
        child.on('message', answer);
        child.send(question);
      }),
  };
}

interface Measured {
  actions: number;
  readonly rtts: number[];
  games: number;
  /** Per game: from asking for the table until both players sit at it. */
  readonly setups: number[];
}

/** One table after another in the same slot, until `stopAt`. */
async function slot(
  sdk: ColyseusSDK,
  index: number,
  dice: DiceMode,
  thinkMs: number,
  measuring: () => boolean,
  stopAt: number,
  out: Measured,
): Promise<void> {
  for (let game = 0; Date.now() < stopAt; game++) {
    const asked = performance.now();
    const host = new TableClient(
      await sdk.create(TABLE_ROOM, {
        create: true,
        gameId: 'river-stakes',
        seats: people(2),
        dice,
      }),
      NEWEST_ONLY,
    );
    const players = [host];
    const timeAll = (client: TableClient, seed: string): void => {
      let sentAt = 0;
      let sentMoves = -1;
      // Listening before the player does: a view that answers a move and asks for the next
      // one (the same seat moves again) ends that round trip before the next begins.
      client.room.onMessage('table', (table: { moves: number }) => {
        if (sentMoves < 0 || table.moves <= sentMoves) return;
        if (measuring()) {
          out.rtts.push(performance.now() - sentAt);
          out.actions++;
        }
        sentMoves = -1;
      });
      autoplay(
        client,
        seed,
        (moves) => {
          sentAt = performance.now();
          sentMoves = moves;
        },
        thinkMs,
      );
    };
    timeAll(host, `bench:${index}:${game}:0`);
    const { code, invites } = await host.next('invites');
    const friend = new TableClient(
      await sdk.joinById(code, { invite: invites[1]!.invite }),
      NEWEST_ONLY,
    );
    players.push(friend);
    if (measuring()) out.setups.push(performance.now() - asked);
    timeAll(friend, `bench:${index}:${game}:1`);
    await host
      .until((tb) => tb.pending.kind === 'end', Math.max(1, stopAt - Date.now()))
      .then(() => out.games++)
      .catch(() => undefined);
    await Promise.all(players.map((p) => p.room.leave().catch(() => undefined)));
  }
}

async function phase(port: number, server: Server, dice: DiceMode, thinkMs: number) {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${port}`);
  const started = Date.now();
  const measureFrom = started + WARM_UP_MS;
  const stopAt = measureFrom + SECONDS * 1000;
  const out: Measured = { actions: 0, rtts: [], games: 0, setups: [] };
  const measuring = (): boolean => {
    const now = Date.now();
    return now >= measureFrom && now < stopAt;
  };
  const idle = (await server.ask<{ memory: NodeJS.MemoryUsage }>('memory')).memory;
  const slots = Array.from({ length: ROOMS }, (_, i) =>
    slot(sdk, i, dice, thinkMs, measuring, stopAt, out),
  );
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS + (SECONDS * 1000) / 2));
  const busy = (await server.ask<{ memory: NodeJS.MemoryUsage }>('memory')).memory;
  const cpuBefore = (await server.ask<{ cpu: NodeJS.CpuUsage }>('cpu')).cpu;
  const clientsBefore = process.cpuUsage();
  await Promise.all(slots);
  const clients = process.cpuUsage(clientsBefore);
  const cpuAfter = (await server.ask<{ cpu: NodeJS.CpuUsage }>('cpu')).cpu;
  const cpuSeconds = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1e6;
  const wallSeconds = (stopAt - (measureFrom + (SECONDS * 1000) / 2)) / 1000;
  return {
    actionsPerSecond: out.actions / SECONDS,
    p50: quantile(out.rtts, 0.5),
    p99: quantile(out.rtts, 0.99),
    // Little's law: the round trips' total time over the time measured is how many tables
    // had a move under way on average; the others were between games.
    midMove: out.rtts.reduce((sum, ms) => sum + ms, 0) / (SECONDS * 1000),
    setupMs:
      out.setups.length === 0
        ? null
        : out.setups.reduce((sum, ms) => sum + ms, 0) / out.setups.length,
    heapPerRoomKiB: (busy.heapUsed - idle.heapUsed) / ROOMS / 1024,
    rssPerRoomKiB: (busy.rss - idle.rss) / ROOMS / 1024,
    serverCpu: cpuSeconds / Math.max(0.001, wallSeconds),
    clientCpu: (clients.user + clients.system) / 1e6 / Math.max(0.001, wallSeconds),
    loadAverage: loadavg()[0]!,
    games: out.games,
    samples: out.rtts.length,
  };
}

export async function run(): Promise<BenchResult> {
  const phases = (
    [
      ['quick dice, full speed', 'quick', 0],
      ['physical dice, full speed', 'physical', 0],
      ['physical dice, 250 ms to think', 'physical', 250],
    ] as const
  ).filter(([name]) => name.includes(PHASES));
  const baseline: Partial<Record<DiceMode, number>> = {};
  for (const [, dice] of phases) baseline[dice] ??= inProcess(dice, 3);
  const port = await freePort();
  const server = await startServer(port);
  const rows: Record<string, string | number>[] = [];
  const results: Record<string, Awaited<ReturnType<typeof phase>>[]> = {};
  try {
    for (const [name, dice, thinkMs] of phases.flatMap((p) => Array<typeof p>(REPEATS).fill(p))) {
      const r = await phase(port, server, dice, thinkMs);
      (results[name] ??= []).push(r);
      rows.push({
        phase: name,
        rooms: ROOMS,
        'actions/s': Math.round(r.actionsPerSecond),
        'in-process actions/s': Math.round(baseline[dice]!),
        'online / in-process': (r.actionsPerSecond / baseline[dice]!).toFixed(3),
        'p50 ms': r.p50.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        'tables mid-move': Math.round(r.midMove),
        // No table was set up while measuring (physical dice: no game ends within a phase).
        'table setup ms': r.setupMs === null ? '—' : Math.round(r.setupMs),
        'heap KiB/room': r.heapPerRoomKiB.toFixed(1),
        'rss KiB/room': r.rssPerRoomKiB.toFixed(1),
        'server cores busy': r.serverCpu.toFixed(2),
        'clients cores busy': r.clientCpu.toFixed(2),
        // CPU per action is what a shared machine cannot blur: cores busy ÷ actions per second.
        'server CPU ms/action': ((r.serverCpu * 1000) / r.actionsPerSecond).toFixed(3),
        'clients CPU ms/action': ((r.clientCpu * 1000) / r.actionsPerSecond).toFixed(3),
        'machine load (1 min)': r.loadAverage.toFixed(1),
        'games finished': r.games,
      });
    }
  } finally {
    server.child.send('stop');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  const target = (name: string, dice: DiceMode) => {
    const runs = results[name]!;
    const met = runs.filter((r) => r.p99 <= P99_TARGET_MS).length;
    const ms = (cores: number, r: (typeof runs)[number]): string =>
      ((cores * 1000) / r.actionsPerSecond).toFixed(3);
    return {
      description: `≥ ${ROOMS_TARGET} tables at once, p99 round trip ≤ ${P99_TARGET_MS} ms (${name})`,
      figure:
        `${ROOMS} tables, p99 ${runs.map((r) => r.p99.toFixed(1)).join(', ')} ms` +
        (runs.length > 1 ? ` (${met} of ${runs.length} runs within ${P99_TARGET_MS} ms)` : '') +
        `; ${runs.map((r) => Math.round(r.actionsPerSecond)).join(', ')} actions/s vs ${Math.round(baseline[dice]!)}/s in-process; ` +
        `server ${runs.map((r) => ms(r.serverCpu, r)).join(', ')} + clients ${runs.map((r) => ms(r.clientCpu, r)).join(', ')} ms CPU per action. ` +
        // Each table waits on one move at a time: tables ÷ actions per second is the mean round trip.
        `A mean round trip of ${P99_TARGET_MS} ms at ${ROOMS} tables takes ≥ ${Math.round(ROOMS / (P99_TARGET_MS / 1000))} actions/s`,
      met: ROOMS >= ROOMS_TARGET && met === runs.length,
    };
  };
  return {
    title:
      `${ROOMS} River Stakes tables on one server process, 2 bot clients each over 127.0.0.1, ${SECONDS} s measured per phase after ${WARM_UP_MS / 1000} s warm-up` +
      (REPEATS > 1 ? `, each phase ${REPEATS} times` : '') +
      (KEPT_NOWHERE ? '; TABLES KEPT NOWHERE (ONLINE_STORE=none), so no target is judged' : ''),
    rows,
    targets: KEPT_NOWHERE
      ? []
      : (
          [
            ['quick dice, full speed', 'quick'],
            ['physical dice, full speed', 'physical'],
          ] as const
        )
          .filter(([name]) => name in results)
          .map(([name, dice]) => target(name, dice)),
  };
}
