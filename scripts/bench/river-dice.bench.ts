/**
 * `npm run bench river-dice`: how fast River ranks hands (all 23,040 rolls) and how long
 * each computer player takes to decide, over the decisions of seeded four-player games,
 * beside a baseline measured in the same run (a JSON clone of a mid-auction state), so
 * figures compare across machines. Decisions are timed in this process's CPU time, which
 * other programs busy on the machine do not inflate as they do the wall clock.
 */
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { rollFaces } from '../../shared/engine/throws';
import {
  bots,
  evaluateHand,
  forEachRoll,
  game,
  type RiverState,
} from '../../shared/games/river-dice';
import { quantile } from '../lib/stats';
import type { BenchResult } from './types';

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function cpuTimed(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** Plays seeded games with every seat at `level`, timing each decision. */
function decisionTimes(level: string, games: number): { times: number[]; sample: RiverState } {
  const times: number[] = [];
  let sample: RiverState | null = null;
  for (let g = 0; g < games; g++) {
    const seats = [0, 1, 2, 3].map(() => bots[level]!());
    const dice = Random.fromSeed(`bench-dice:${g}`);
    const thinking = Random.fromSeed(`bench-bots:${g}`);
    let s = game.setup({ players: 4, purse: 100, ante: 5, rounds: 3 }, g);
    for (let pending = game.next(s); pending.kind !== 'end'; pending = game.next(s)) {
      if (pending.kind === 'throw') {
        s = game.apply(s, {
          type: 'throw',
          seat: pending.seat,
          faces: rollFaces(dice, pending.dice),
        });
        continue;
      }
      const seat = pending.seats[0]!;
      const view = game.view(s, seat);
      const legal = game.legalActions(s, seat);
      let action = legal[0]!;
      times.push(
        cpuTimed(() => (action = seats[seat]!.choose(view, legal, botContext(thinking, 100)))),
      );
      sample ??= s.phase === 'auction' && s.auction!.die === 2 ? s : null;
      s = game.apply(s, action);
    }
  }
  return { times, sample: sample! };
}

export async function run(): Promise<BenchResult> {
  const rows: Record<string, string | number>[] = [];
  const { sample } = decisionTimes('easy', 1);
  const clones = 20_000;
  const cloneMs =
    timed(() => {
      for (let i = 0; i < clones; i++) JSON.parse(JSON.stringify(sample));
    }) / clones;
  rows.push({ measure: 'baseline: JSON clone of a mid-auction state', ms: cloneMs.toFixed(4) });
  const rankMs = timed(() => forEachRoll((values) => evaluateHand(values)));
  rows.push({
    measure: 'rank all 23,040 rolls',
    ms: rankMs.toFixed(1),
    'x baseline': (rankMs / cloneMs).toFixed(0),
  });
  let hardMedian = 0;
  let slowest = 0;
  for (const level of Object.keys(bots)) {
    const { times } = decisionTimes(level, 8);
    const median = quantile(times, 0.5);
    const max = times.reduce((a, b) => Math.max(a, b), 0);
    if (level === 'hard') hardMedian = median;
    slowest = Math.max(slowest, max);
    rows.push({
      measure: `${level}: ${times.length} decisions, CPU median / 99% / max`,
      ms: `${median.toFixed(2)} / ${quantile(times, 0.99).toFixed(1)} / ${max.toFixed(1)}`,
      'x baseline': (median / cloneMs).toFixed(0),
    });
  }
  await Promise.resolve();
  return {
    title: 'River hands and computer players',
    rows,
    targets: [
      {
        description: 'every decision under 100 ms of CPU time',
        figure: `slowest ${slowest.toFixed(1)} ms; hard's median ${hardMedian.toFixed(2)} ms (${(hardMedian / cloneMs).toFixed(0)} JSON clones)`,
        met: slowest < 100,
      },
    ],
  };
}
