/**
 * `npm run arena -- river-crossing --seats red=hard,black=easy,collector=easy --games 1000 --seed 1`
 * Seeded games between computer players in River Crossing's fixed seats (Red, Black,
 * Collector), and the same number of all-easy games with the same seeds as the baseline.
 * Prints each seat's win rate with a 95% interval for both, game lengths and decision times.
 * Options: --budget <ms> per decision (default 200), --baseline <games> (default --games,
 * 0 to skip), --limit <moves> for the no-progress limit, --race.
 * --clock cpu (the default) gives the bots this process's CPU time as their clock, so the
 * budget means "on one core" and results do not depend on what else the machine runs;
 * --clock wall gives them the wall clock, as the app does. The longest decision is shown
 * in both. A progress line goes to stderr after the first game and every 10 games, since a
 * hard game at a real budget takes seconds.
 */
import type { Bot } from '../../shared/engine/bot';
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import {
  bots,
  game,
  SEAT_NAMES,
  type CrossingAction,
  type CrossingConfig,
  type CrossingState,
} from '../../shared/games/river-crossing';
import { intOption, parseArgs } from '../lib/args';
import { formatInterval, meanInterval, proportionInterval, quantile } from '../lib/stats';

interface Timing {
  decisions: number;
  totalMs: number;
  maxMs: number;
  maxCpuMs: number;
  samples: number[];
}

interface Tally {
  wins: number[];
  moves: number[];
}

const SEAT_KEYS = ['red', 'black', 'collector'] as const;
const PROGRESS_EVERY = 10;

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

function playGame(
  levels: readonly string[],
  config: CrossingConfig,
  seed: string,
  budgetMs: number,
  timing: Timing,
  now: () => number,
): CrossingState {
  const players: Bot<CrossingState, CrossingAction>[] = levels.map((level) => bots[level]!());
  const thinking = Random.fromSeed(`bots:${seed}`);
  let state = game.setup(config, seed);
  for (let guard = 0; guard < 1_000_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') return state;
    if (pending.kind !== 'decision') throw new Error('River Crossing never throws dice');
    const seat = pending.seats[0]!;
    const started = performance.now();
    const cpu = cpuMs();
    const action = players[seat]!.choose(
      game.view(state, seat),
      game.legalActions(state, seat),
      botContext(thinking, budgetMs, now),
    );
    const ms = performance.now() - started;
    timing.maxCpuMs = Math.max(timing.maxCpuMs, cpuMs() - cpu);
    timing.decisions++;
    timing.totalMs += ms;
    timing.maxMs = Math.max(timing.maxMs, ms);
    if (timing.samples.length < 50_000) timing.samples.push(ms);
    state = game.apply(state, action);
  }
  throw new Error(`game ${seed} did not end`);
}

function runMatch(
  levels: readonly string[],
  games: number,
  config: CrossingConfig,
  seed: string,
  budgetMs: number,
  timing: Timing,
  now: () => number,
): Tally {
  const tally: Tally = { wins: [0, 0, 0], moves: [] };
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const end = playGame(levels, config, `${seed}:${g}`, budgetMs, timing, now);
    for (const winner of end.result!.winners) tally.wins[winner]!++;
    tally.moves.push(end.moves);
    const played = g + 1;
    if (played === 1 || played % PROGRESS_EVERY === 0 || played === games) {
      const seconds = (performance.now() - started) / 1000;
      const left = (seconds / played) * (games - played);
      console.error(
        `  ${levels.join(',')}: ${played} of ${games} games, wins by seat ${tally.wins.join(' ')}; ${seconds.toFixed(0)} s, about ${left.toFixed(0)} s left`,
      );
    }
  }
  return tally;
}

function report(title: string, levels: readonly string[], tally: Tally, games: number): void {
  console.log(`${title}: ${games} games`);
  levels.forEach((level, seat) =>
    console.log(
      `  ${SEAT_NAMES[seat]!.padEnd(9)} (${level}): wins ${formatInterval(proportionInterval(tally.wins[seat]!, games))}`,
    ),
  );
  console.log(`  moves per game: ${meanInterval(tally.moves).estimate.toFixed(1)}`);
}

function parseSeats(text: string): string[] | null {
  const levels = ['easy', 'easy', 'easy'];
  for (const part of text.split(',')) {
    const [key, level] = part.split('=');
    const seat = SEAT_KEYS.indexOf(key as (typeof SEAT_KEYS)[number]);
    if (seat < 0 || !level || !bots[level]) return null;
    levels[seat] = level;
  }
  return levels;
}

export function main(argv: readonly string[]): void {
  const args = parseArgs(argv);
  const levels = parseSeats(args.options.seats ?? 'red=hard,black=easy,collector=easy');
  if (!levels) {
    console.error(
      `--seats takes seat=level pairs (seats: ${SEAT_KEYS.join(', ')}; levels: ${Object.keys(bots).join(', ')})`,
    );
    process.exitCode = 2;
    return;
  }
  const games = intOption(args, 'games', 1000);
  const baselineGames = intOption(args, 'baseline', games);
  const budgetMs = intOption(args, 'budget', 200);
  const seed = args.options.seed ?? '1';
  const clock = args.options.clock ?? 'cpu';
  if (clock !== 'cpu' && clock !== 'wall') {
    console.error('--clock takes cpu or wall');
    process.exitCode = 2;
    return;
  }
  const now = clock === 'cpu' ? cpuMs : (): number => performance.now();
  const config = game.configSchema.parse({
    players: 3,
    race: args.options.race === 'true',
    noProgressLimit: intOption(args, 'limit', 200),
  });
  const timing: Timing = { decisions: 0, totalMs: 0, maxMs: 0, maxCpuMs: 0, samples: [] };
  const started = performance.now();
  console.log(
    `River Crossing arena, seed ${seed}, budget ${budgetMs} ms (${clock} clock), race ${String(config.race)}, no-progress limit ${config.noProgressLimit}`,
  );
  report('Match', levels, runMatch(levels, games, config, seed, budgetMs, timing, now), games);
  if (baselineGames > 0) {
    const easy = ['easy', 'easy', 'easy'];
    const baselineTiming: Timing = {
      decisions: 0,
      totalMs: 0,
      maxMs: 0,
      maxCpuMs: 0,
      samples: [],
    };
    const tally = runMatch(easy, baselineGames, config, seed, budgetMs, baselineTiming, now);
    report('Baseline (same seeds)', easy, tally, baselineGames);
  }
  console.log(
    `  match decisions: ${timing.decisions}; mean ${(timing.totalMs / Math.max(1, timing.decisions)).toFixed(2)} ms, median ${quantile(timing.samples, 0.5).toFixed(2)} ms, max ${timing.maxMs.toFixed(1)} ms (CPU time max ${timing.maxCpuMs.toFixed(1)} ms); run took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
