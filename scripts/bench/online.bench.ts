/**
 * `npm run bench -- online`: River Stakes tables on `npm run serve`-style server processes
 * (online-server.ts: tables saved to a folder after every action), played by bot clients in
 * this process over WebSockets to 127.0.0.1, beside the same engine driven in-process
 * (OnlineMatch, no network) as the baseline, measured just before and just after each phase:
 * this machine's speed was seen to move by a third within minutes, so a baseline taken once at
 * the start could not be set beside a phase played minutes later. Each phase keeps
 * ONLINE_ROOMS (default 200) tables in play, a finished game replaced by a new table. The first tables are asked for
 * evenly over ONLINE_ARRIVAL_SECONDS (default 4; 0 asks for all at once); the phase waits
 * until every table is set up, warms up for 3 s and measures for ONLINE_SECONDS (default 12).
 *
 * - capacity (quick dice, full speed): the server's CPU per action, the figure a shared
 *   machine cannot blur; judged against 0.2 ms. Its round trips are full-speed stress.
 * - stress (physical dice, full speed): physics-bound, reported without a target.
 * - human pace (quick and physical dice): each move after a pause of ½–1½ s, every other
 *   table a person and a computer moving at the server's own computer pause; p99 round
 *   trip judged against 50 ms.
 * - scale-out: two server processes sharing matchmaking through a redis-server started
 *   here; every table is created through the first, and must land on both and be playable.
 *   The pair's CPU per action is reported.
 *
 * "Tables mid-move" is how many had a move under way on average (Little's law): under a
 * full-speed load the others are between games, their next table being set up ("table
 * setup ms"), which takes far longer than a move because Node 20's libuv accepts one new
 * connection per turn of a busy event loop (strace shows one accept4 per epoll_pwait).
 * ONLINE_REPEATS=n plays each phase n times: one run's p99 moves by a fifth from run to run,
 * so a target counts as met only if every run meets it. ONLINE_PHASES=<word> plays only
 * the phases whose name contains it. ONLINE_STORE=none keeps the tables nowhere (see
 * online-server.ts), to show what keeping them costs; no target is judged then.
 * ONLINE_BEFORE=<another checkout> plays each one-server phase first on that checkout's
 * server (its bots taking part in fair dice only if it has them), then on this one,
 * so a change's cost is measured in one run on one machine; targets judge this one only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DiceMode } from '../../shared/online/protocol';
import { quantile } from '../lib/stats';
import { inProcessBaseline, type Baseline } from './online-baseline';
import type { Pace } from './online-limits';
import { playLoad, type Load, type Measured } from './online-load';
import { startBenchRedis, startServer, type BenchServer } from './online-processes';
import type { BenchResult, BenchTarget } from './types';

const TABLES = Number(process.env.ONLINE_ROOMS ?? 200);
const MEASURE_MS = Number(process.env.ONLINE_SECONDS ?? 12) * 1000;
const PHASES = process.env.ONLINE_PHASES ?? '';
const REPEATS = Math.max(1, Number(process.env.ONLINE_REPEATS ?? 1));
const KEPT_IN = process.env.ONLINE_STORE === 'none' ? 'nowhere' : 'folder';
const BEFORE = process.env.ONLINE_BEFORE;
/** Bots on a server that knows fair dice must take part, or every throw waits out the secrets' wait. */
const BEFORE_KNOWS_FAIR_DICE = BEFORE !== undefined && existsSync(join(BEFORE, 'shared', 'fair'));
const WARM_UP_MS = 3000;
const SETUP_LIMIT_MS = 30_000;
const ARRIVAL_MS = Number(process.env.ONLINE_ARRIVAL_SECONDS ?? 4) * 1000;
const CPU_TARGET_MS = 0.2;
const P99_TARGET_MS = 50;
const TABLES_TARGET = 200;

type Kind = 'capacity' | 'stress' | 'human pace' | 'scale-out';

interface Phase {
  readonly name: string;
  readonly kind: Kind;
  readonly dice: DiceMode;
  readonly pace: Pace;
}

const PLAN: readonly Phase[] = [
  { name: 'capacity: quick dice, full speed', kind: 'capacity', dice: 'quick', pace: 'full-speed' },
  {
    name: 'stress: physical dice, full speed',
    kind: 'stress',
    dice: 'physical',
    pace: 'full-speed',
  },
  { name: 'human pace: quick dice', kind: 'human pace', dice: 'quick', pace: 'human' },
  { name: 'human pace: physical dice', kind: 'human pace', dice: 'physical', pace: 'human' },
  {
    name: 'scale-out: 2 processes, 1 redis, quick dice, full speed',
    kind: 'scale-out',
    dice: 'quick',
    pace: 'full-speed',
  },
];

interface Run {
  readonly phase: Phase;
  readonly m: Measured;
  /** Played on the ONLINE_BEFORE checkout's server. */
  readonly before: boolean;
  /** The in-process baseline just before the phase and just after it. */
  readonly around: readonly [Baseline, Baseline];
}

const BASELINE_SECONDS = 3;

/** The baseline a run is set beside: the mean of the two taken around it. */
function baselineOf(run: Run): Baseline {
  const [start, end] = run.around;
  return {
    actionsPerSecond: (start.actionsPerSecond + end.actionsPerSecond) / 2,
    cpuMsPerAction: (start.cpuMsPerAction + end.cpuMsPerAction) / 2,
  };
}

const seconds = MEASURE_MS / 1000;
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const actionsPerSecond = (m: Measured): number => m.rtts.length / seconds;
const serverMsPerAction = (m: Measured): number =>
  (sum(m.serverCpuSeconds) * 1000) / Math.max(1, m.rtts.length);
const perCore = (m: Measured): number => m.rtts.length / Math.max(1e-9, sum(m.serverCpuSeconds));
const fixed = (n: number, digits = 1): string => n.toFixed(digits);
const list = (runs: readonly Run[], figure: (m: Measured, run: Run) => string): string =>
  runs.map((r) => figure(r.m, r)).join(', ');
const inProcessMs = (run: Run): string => fixed(baselineOf(run).cpuMsPerAction, 4);
/** How much the machine's speed moved during the run: the baseline's CPU per action after ÷ before. */
const drift = (run: Run): string =>
  fixed(run.around[1].cpuMsPerAction / run.around[0].cpuMsPerAction, 2);
const costInProcess = (m: Measured, run: Run): string =>
  fixed(serverMsPerAction(m) / baselineOf(run).cpuMsPerAction);

/** Plays each phase of one kind of server set-up, starting its processes and stopping them. */
async function onServers(
  phases: readonly Phase[],
  start: () => Promise<{
    servers: BenchServer[];
    otherCpu?: () => number;
    stop: () => Promise<void>;
  }>,
  before = false,
): Promise<Run[]> {
  if (phases.length === 0) return [];
  const running = await start();
  const runs: Run[] = [];
  try {
    for (const phase of phases)
      for (let i = 0; i < REPEATS; i++) {
        const load: Load = {
          tables: TABLES,
          dice: phase.dice,
          pace: phase.pace,
          warmUpMs: WARM_UP_MS,
          measureMs: MEASURE_MS,
          setupLimitMs: SETUP_LIMIT_MS,
          arrivalMs: ARRIVAL_MS,
          fairDice: !before || BEFORE_KNOWS_FAIR_DICE,
        };
        // The bench takes minutes: say what it is doing.
        const which = `${before ? `${phase.name} — before` : phase.name}${REPEATS > 1 ? ` (run ${i + 1} of ${REPEATS})` : ''}`;
        console.log(`  ${which}…`);
        const start = inProcessBaseline(phase.dice, BASELINE_SECONDS);
        const m = await playLoad(load, running.servers, running.otherCpu);
        const end = inProcessBaseline(phase.dice, BASELINE_SECONDS);
        runs.push({ phase, before, m, around: [start, end] });
      }
  } finally {
    await running.stop();
  }
  return runs;
}

async function oneServer(pace: Pace, checkout?: string) {
  const server = await startServer({ keptIn: KEPT_IN, pace, ...(checkout ? { checkout } : {}) });
  return { servers: [server], stop: () => server.stop() };
}

async function twoServersOneRedis() {
  const redis = await startBenchRedis();
  const servers: BenchServer[] = [];
  try {
    for (let i = 0; i < 2; i++)
      servers.push(await startServer({ keptIn: KEPT_IN, pace: 'full-speed', redisUrl: redis.url }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await redis.stop();
    throw error;
  }
  return {
    servers,
    otherCpu: () => redis.cpuSeconds(),
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await redis.stop();
    },
  };
}

function row(run: Run): Record<string, string | number> {
  const { phase, m, before } = run;
  const baseline = baselineOf(run);
  const perSecond = actionsPerSecond(m);
  const setup = (values: readonly number[]): string =>
    values.length === 0
      ? '—'
      : `${Math.round(quantile([...values], 0.5))} / ${Math.round(quantile([...values], 0.99))}`;
  return {
    phase: before ? `${phase.name} — before (${BEFORE})` : phase.name,
    tables: TABLES,
    'actions/s': Math.round(perSecond),
    'in-process actions/s': Math.round(baseline.actionsPerSecond),
    'in-process CPU ms/action (before / after the phase)': run.around
      .map((b) => fixed(b.cpuMsPerAction, 4))
      .join(' / '),
    'p50 ms': fixed(quantile(m.rtts, 0.5)),
    'p99 ms': fixed(quantile(m.rtts, 0.99)),
    'tables mid-move': Math.round(sum(m.rtts) / MEASURE_MS),
    'all tables set up s': fixed(m.allSeatedMs / 1000),
    'first setup p50/p99 ms': setup(m.firstSetups),
    // No table was set up while measuring (human pace, physical dice: no game ends).
    'later setup p50/p99 ms': setup(m.setups),
    'server cores busy': fixed(sum(m.serverCpuSeconds) / seconds, 2),
    'server CPU ms/action': fixed(serverMsPerAction(m), 3),
    // What the machine's speed that day cannot change: the server's cost in in-process actions.
    'server ÷ in-process CPU': costInProcess(m, run),
    'actions/s per server core': Math.round(perCore(m)),
    'clients CPU ms/action': fixed((m.clientCpuSeconds * 1000) / Math.max(1, m.rtts.length), 3),
    ...(phase.kind === 'scale-out'
      ? {
          'redis CPU ms/action': fixed((m.otherCpuSeconds * 1000) / Math.max(1, m.rtts.length), 3),
          'tables open per process': m.rooms.map((r) => r.open).join(' / '),
          'tables created per process': m.rooms.map((r) => r.created).join(' / '),
          'first tables played': `${m.firstTablesPlayed} of ${TABLES}`,
        }
      : {}),
    'heap KiB/table': fixed(sum(m.heapPerTableKiB)),
    'rss KiB/table': fixed(sum(m.rssPerTableKiB)),
    'tables failed': m.failed,
    'moves refused': m.refused,
    'games finished': m.games,
    'machine load (1 min) at phase end': fixed(m.machineLoad),
  };
}

function capacityTarget(runs: readonly Run[]): BenchTarget {
  const met = runs.filter((r) => serverMsPerAction(r.m) <= CPU_TARGET_MS).length;
  return {
    description: `capacity: ≤ ${CPU_TARGET_MS} ms of server CPU per action, tables kept after every action (quick dice, full speed, ${TABLES} tables)`,
    figure:
      `server ${list(runs, (m) => fixed(serverMsPerAction(m), 3))} ms CPU per action = ` +
      `${list(runs, (m) => String(Math.round(perCore(m))))} actions/s per core ` +
      `(at ${list(runs, (m) => String(Math.round(actionsPerSecond(m))))} actions/s)` +
      (runs.length > 1 ? `, ${met} of ${runs.length} runs within` : '') +
      `; in-process ${list(runs, (_, r) => inProcessMs(r))} ms (after ÷ before the phase ${list(runs, (_, r) => drift(r))}), ` +
      `so each action costs the server ${list(runs, costInProcess)} in-process actions; ` +
      `full-speed stress p50 ${list(runs, (m) => fixed(quantile(m.rtts, 0.5)))} ms, p99 ${list(runs, (m) => fixed(quantile(m.rtts, 0.99)))} ms (no target)`,
    met: met === runs.length,
  };
}

function humanPaceTarget(runs: readonly Run[]): BenchTarget {
  const within = (m: Measured): boolean =>
    quantile(m.rtts, 0.99) <= P99_TARGET_MS && m.failed === 0 && m.firstSetups.length === TABLES;
  const met = runs.filter((r) => within(r.m)).length;
  return {
    description: `human pace: ${TABLES_TARGET} tables, a move every ½–1½ s per seat, p99 round trip ≤ ${P99_TARGET_MS} ms (${runs[0]!.phase.name})`,
    figure:
      `${TABLES} tables, p99 ${list(runs, (m) => fixed(quantile(m.rtts, 0.99)))} ms, ` +
      `p50 ${list(runs, (m) => fixed(quantile(m.rtts, 0.5)))} ms` +
      (runs.length > 1 ? ` (${met} of ${runs.length} runs within)` : '') +
      ` at ${list(runs, (m) => String(Math.round(actionsPerSecond(m))))} people's moves/s (in-process ${list(runs, (_, r) => String(Math.round(baselineOf(r).actionsPerSecond)))}/s); ` +
      `all tables set up in ${list(runs, (m) => fixed(m.allSeatedMs / 1000))} s, ` +
      `a table's setup p50 ${list(runs, (m) => String(Math.round(quantile(m.firstSetups, 0.5))))} ms, ` +
      `p99 ${list(runs, (m) => String(Math.round(quantile(m.firstSetups, 0.99))))} ms; ` +
      `${list(runs, (m) => String(m.failed))} tables failed to set up`,
    met: TABLES >= TABLES_TARGET && met === runs.length,
  };
}

function scaleOutTarget(runs: readonly Run[]): BenchTarget {
  const spreadAndPlayed = (m: Measured): boolean =>
    m.rooms.length === 2 &&
    m.rooms.every((r) => r.created > 0) &&
    m.firstTablesPlayed === TABLES &&
    m.failed === 0;
  const met = runs.filter((r) => spreadAndPlayed(r.m)).length;
  return {
    description: `scale-out: ${TABLES_TARGET} tables created through one of two processes sharing one redis-server land on both, each playable`,
    figure:
      `tables created on each process ${list(runs, (m) => m.rooms.map((r) => r.created).join(' + '))}, ` +
      `open at the end ${list(runs, (m) => m.rooms.map((r) => r.open).join(' + '))}; ` +
      `${list(runs, (m) => String(m.firstTablesPlayed))} of ${TABLES} first tables answered a move, ` +
      `${list(runs, (m) => String(m.failed))} failed to set up; ` +
      `the pair: server ${list(runs, (m) => fixed(serverMsPerAction(m), 3))} ms CPU per action = ` +
      `${list(runs, (m) => String(Math.round(perCore(m))))} actions/s per core, ` +
      `at ${list(runs, (m) => String(Math.round(actionsPerSecond(m))))} actions/s ` +
      `(in-process ${list(runs, (_, r) => inProcessMs(r))} ms, so ${list(runs, costInProcess)} in-process actions), p99 ${list(runs, (m) => fixed(quantile(m.rtts, 0.99)))} ms`,
    met: TABLES >= TABLES_TARGET && met === runs.length,
  };
}

export async function run(): Promise<BenchResult> {
  const chosen = PLAN.filter((p) => p.name.includes(PHASES));
  const fullSpeed = chosen.filter((p) => p.pace === 'full-speed' && p.kind !== 'scale-out');
  const human = chosen.filter((p) => p.pace === 'human');
  const runs = [
    ...(BEFORE ? await onServers(fullSpeed, () => oneServer('full-speed', BEFORE), true) : []),
    ...(await onServers(fullSpeed, () => oneServer('full-speed'))),
    ...(BEFORE ? await onServers(human, () => oneServer('human', BEFORE), true) : []),
    ...(await onServers(human, () => oneServer('human'))),
    ...(await onServers(
      chosen.filter((p) => p.kind === 'scale-out'),
      twoServersOneRedis,
    )),
  ];
  const byName = (name: string): Run[] => runs.filter((r) => r.phase.name === name && !r.before);
  const targets: BenchTarget[] = [];
  for (const phase of chosen) {
    const these = byName(phase.name);
    if (phase.kind === 'capacity') targets.push(capacityTarget(these));
    if (phase.kind === 'human pace') targets.push(humanPaceTarget(these));
    if (phase.kind === 'scale-out') targets.push(scaleOutTarget(these));
  }
  return {
    title:
      `${TABLES} River Stakes tables per phase (asked for over ${ARRIVAL_MS / 1000} s), bots over 127.0.0.1, ${seconds} s measured after every table is set up and ${WARM_UP_MS / 1000} s warm-up` +
      (REPEATS > 1 ? `, each phase ${REPEATS} times` : '') +
      '; at human pace "actions" are the people\'s moves (the computers\' are not timed)' +
      (KEPT_IN === 'nowhere'
        ? '; TABLES KEPT NOWHERE (ONLINE_STORE=none), so no target is judged'
        : ''),
    rows: runs.map(row),
    targets: KEPT_IN === 'nowhere' ? [] : targets,
  };
}
