/**
 * `npm run bench stones-and-rivers`: perft(3) positions per second from the opening (both
 * presets, 14x15) on the fast board, beside the copying engine it replaced (scripts/
 * baselines) measured in the same run; and random games per second through the game
 * contract (action cap 200) beside a plain JSON clone of the opening state.
 */
import { isResignation } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { game, perft } from '../../shared/games/stones-and-rivers';
import { search } from '../../shared/games/stones-and-rivers/bots/search';
import { copyingPerft, copyingSearch } from '../baselines/stones-and-rivers';
import { quantile } from '../lib/stats';
import type { BenchResult, BenchTarget } from './types';

const ROUNDS = 7;
const RUNS_PER_ROUND = 10;

/**
 * Positions per second (millions) of one perft, by CPU time, which a busy machine does
 * not inflate, and by the wall clock: the median of several rounds after a warm-up.
 */
const cpuNow = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * The hard player's search to a fixed depth 4 (no clock) from a seeded mid-game position,
 * in CPU ms, on the fast board and on the copying engine: what the same 1 s buys each.
 */
function searchSpeed(): { row: Record<string, string | number>; target: BenchTarget } {
  const rng = Random.fromSeed('bench-search');
  let s = game.setup(game.configSchema.parse({ players: 2 }), 1);
  for (let i = 0; i < 40; i++) {
    const legal = game.legalActions(s, s.toMove).filter((a) => !isResignation(a));
    s = game.apply(s, legal[rng.int(legal.length)]!);
  }
  const limits = { maxDepth: 4, deadline: Infinity, now: cpuNow };
  const time = (run: () => void): number => {
    const started = cpuNow();
    run();
    return cpuNow() - started;
  };
  search(s, { ...limits, maxDepth: 2 });
  copyingSearch(s, { ...limits, maxDepth: 2 });
  const fastMs = time(() => search(s, limits));
  const copyingMs = time(() => copyingSearch(s, limits));
  const ratio = copyingMs / fastMs;
  return {
    row: {
      measure: 'hard search to depth 4, mid-game (40 seeded random actions)',
      ms: `${fastMs.toFixed(0)} CPU (copying ${copyingMs.toFixed(0)})`,
      'x copying': ratio.toFixed(2),
    },
    target: {
      description: 'the hard search to depth 4 is faster than on the copying engine',
      figure: `${ratio.toFixed(2)} × (${fastMs.toFixed(0)} vs ${copyingMs.toFixed(0)} ms CPU)`,
      met: ratio > 1,
    },
  };
}

function perftSpeed(count: () => number): { count: number; cpuRate: number; wallRate: number } {
  let n = 0;
  for (let i = 0; i < RUNS_PER_ROUND; i++) n = count();
  const cpuRates: number[] = [];
  const wallRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < RUNS_PER_ROUND; i++) count();
    const wallMs = performance.now() - wall;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    cpuRates.push((n * RUNS_PER_ROUND) / cpuMs / 1000);
    wallRates.push((n * RUNS_PER_ROUND) / wallMs / 1000);
  }
  return { count: n, cpuRate: quantile(cpuRates, 0.5), wallRate: quantile(wallRates, 0.5) };
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export async function run(): Promise<BenchResult> {
  const rows: Record<string, string | number>[] = [];
  const opening = game.setup(game.configSchema.parse({ players: 2 }), 1);
  const clones = 20_000;
  const cloneMs =
    timed(() => {
      for (let i = 0; i < clones; i++) JSON.parse(JSON.stringify(opening));
    }) / clones;
  rows.push({ measure: 'baseline: JSON clone of the opening state', ms: cloneMs.toFixed(4) });
  const perftTargets: BenchTarget[] = [];
  for (const preset of ['rulebook', 'course'] as const) {
    const s = game.setup(game.configSchema.parse({ players: 2, preset }), 1);
    const fast = perftSpeed(() => perft(s, 3));
    const copying = perftSpeed(() => copyingPerft(s, 3));
    const ratio = fast.cpuRate / copying.cpuRate;
    rows.push({
      measure: `perft(3) ${preset} 14x15 = ${fast.count} (copying: ${copying.count})`,
      'M positions/s CPU': fast.cpuRate.toFixed(2),
      'copying M/s CPU': copying.cpuRate.toFixed(2),
      'x copying': ratio.toFixed(2),
      'M positions/s wall': fast.wallRate.toFixed(2),
      'copying M/s wall': copying.wallRate.toFixed(2),
    });
    perftTargets.push(
      {
        description: `perft(3) ${preset} 14x15 counts the same as the copying engine`,
        figure: `${fast.count} and ${copying.count}`,
        met: fast.count === copying.count,
      },
      {
        description: `perft(3) ${preset} 14x15 at ≥ 12 M positions per second of CPU time`,
        figure: `${fast.cpuRate.toFixed(2)} M/s (copying engine ${copying.cpuRate.toFixed(2)} M/s, ${ratio.toFixed(2)} ×)`,
        met: fast.cpuRate >= 12,
      },
      {
        description: `perft(3) ${preset} 14x15 ≥ 3 × the copying engine in the same run`,
        figure: `${ratio.toFixed(2)} × (${fast.cpuRate.toFixed(2)} vs ${copying.cpuRate.toFixed(2)} M/s CPU)`,
        met: ratio >= 3,
      },
    );
  }
  const searchRow = searchSpeed();
  rows.push(searchRow.row);
  const rng = Random.fromSeed('bench');
  const config = game.configSchema.parse({ players: 2, actionCap: 200 });
  let games = 0;
  let actions = 0;
  const gamesMs = timed(() => {
    for (; games < 200; games++) {
      let s = game.setup(config, games);
      while (!s.result) {
        const legal = game.legalActions(s, s.toMove).filter((a) => !isResignation(a));
        s = game.apply(s, legal[rng.int(legal.length)]!);
        actions++;
      }
    }
  });
  const perSecond = games / (gamesMs / 1000);
  rows.push({
    measure: `random games (cap 200, ${actions} actions)`,
    ms: gamesMs.toFixed(0),
    'games/s': perSecond.toFixed(1),
  });
  await Promise.resolve();
  return {
    title: 'Stones & Rivers engine speed',
    rows,
    targets: [
      ...perftTargets,
      searchRow.target,
      {
        description: 'at least 10 random games (200 actions) per second',
        figure: `${perSecond.toFixed(1)} games/s`,
        met: perSecond >= 10,
      },
    ],
  };
}
