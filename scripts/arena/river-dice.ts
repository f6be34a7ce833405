/**
 * Seeded games between computer players until the given number of rounds has been played,
 * seat order rotated game by game, dice from a seeded generator. Prints each seat's mean
 * profit per round with a 95% interval, and how long decisions took. Options: `usage`
 * below (`npm run arena -- river-dice --help`).
 */ import type { Bot } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { rollFaces } from '../../shared/engine/throws';
import {
  bots,
  game,
  type RiverAction,
  type RiverConfig,
  type RiverState,
  type RiverView,
} from '../../shared/games/river-dice';
import { previousHard } from '../baselines/river-dice';
import { intOption } from '../lib/args';
import { parseUsage, type ScriptUsage } from '../lib/usage';
import { timedDecision } from '../lib/decide';
import { quantile, type Interval } from '../lib/stats';

/** The game's players, and the hard player as it was before bids were capped (a yardstick). */
const players: Record<string, () => Bot<RiverView, RiverAction>> = {
  ...bots,
  'hard-previous': previousHard,
};

/** One level's decision times, on the wall clock and in this process's CPU time (which a busy machine does not inflate). */
interface Timing {
  wallMs: number[];
  cpuMs: number[];
}

function decide(
  bot: Bot<RiverView, RiverAction>,
  state: RiverState,
  seat: number,
  rng: Random,
  timing: Timing,
): RiverAction {
  const { action, wallMs, cpuMs } = timedDecision(game, bot, state, seat, rng, 100);
  timing.wallMs.push(wallMs);
  timing.cpuMs.push(cpuMs);
  return action;
}

/** Plays one game; returns each seat's gold won or lost and the rounds played. */
function playGame(
  levels: readonly string[],
  config: RiverConfig,
  seed: string,
  timings: ReadonlyMap<string, Timing>,
): { profit: number[]; rounds: number } {
  const seated = levels.map((level) => players[level]!());
  const dice = Random.fromSeed(`dice:${seed}`);
  const thinking = Random.fromSeed(`bots:${seed}`);
  let state = game.setup(config, seed);
  for (let guard = 0; guard < 1_000_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end')
      return { profit: state.purses.map((p) => p - config.purse), rounds: state.round - 1 };
    if (pending.kind === 'throw')
      state = game.apply(state, {
        type: 'throw',
        seat: pending.seat,
        faces: rollFaces(dice, pending.dice),
      });
    else {
      const seat = pending.seats[0]!;
      const timing = timings.get(levels[seat]!)!;
      state = game.apply(state, decide(seated[seat]!, state, seat, thinking, timing));
    }
  }
  throw new Error(`game ${seed} did not end`);
}

/**
 * Profit per round as total profit over total rounds, with a 95% interval that treats each
 * game as one sample (rounds of the same game are not independent: purses carry over).
 */
function perRound(profits: readonly number[], rounds: readonly number[]): Interval {
  const n = profits.length;
  const totalRounds = rounds.reduce((a, b) => a + b, 0);
  const estimate = profits.reduce((a, b) => a + b, 0) / totalRounds;
  const squares = profits.reduce((sum, p, g) => sum + (p - estimate * rounds[g]!) ** 2, 0);
  const half = (1.959963984540054 * Math.sqrt((squares * n) / (n - 1))) / totalRounds;
  return { estimate, low: estimate - half, high: estimate + half };
}

const gold = (i: Interval): string =>
  `${i.estimate >= 0 ? '+' : ''}${i.estimate.toFixed(2)} [${i.low.toFixed(2)}, ${i.high.toFixed(2)}]`;

export const usage: ScriptUsage = {
  command: 'npm run arena -- river-dice',
  about: "Computer players at one River table, each seat's profit per round with a 95% interval.",
  options: [
    {
      name: 'seats',
      example: 'medium,easy,hard',
      about: `2 to 6 levels (${Object.keys(players).join(', ')}); default hard,easy,easy,easy`,
      shows: 'seats medium, easy, hard',
    },
    {
      name: 'rounds',
      example: '3',
      about: 'rounds to play in all (default 5000)',
      shows: '3 rounds',
    },
    {
      name: 'seed',
      example: '7',
      about: 'the seed of the first game (default 1)',
      shows: 'seed 7',
    },
    {
      name: 'game-rounds',
      example: '2',
      about: 'rounds in each game (default 10)',
      shows: 'games of up to 2 rounds',
    },
    {
      name: 'purse',
      example: '60',
      about: "each seat's gold at the start (default 100)",
      shows: 'purse 60',
    },
    { name: 'ante', example: '3', about: 'the ante (default 5)', shows: 'ante 3' },
  ],
  quick: ['--rounds', '2'],
};

export function main(argv: readonly string[]): void {
  const args = parseUsage(argv, usage);
  const levels = (args.options.seats ?? 'hard,easy,easy,easy').split(',');
  const unknown = levels.filter((l) => !players[l]);
  if (unknown.length > 0 || levels.length < 2 || levels.length > 6) {
    console.error(`--seats takes 2 to 6 of: ${Object.keys(players).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const target = intOption(args, 'rounds', 5000);
  const seed = args.options.seed ?? '1';
  const perGame = intOption(args, 'game-rounds', 10);
  const base = {
    players: levels.length,
    purse: intOption(args, 'purse', 100),
    ante: intOption(args, 'ante', 5),
  };
  const timings = new Map<string, Timing>(
    [...new Set(levels)].map((l) => [l, { wallMs: [], cpuMs: [] }]),
  );
  const profits: number[][] = levels.map(() => []);
  const rounds: number[] = [];
  const started = performance.now();
  let played = 0;
  for (let g = 0; played < target; g++) {
    // Rotate who sits where, so no level keeps the advantage of a seat.
    const shift = g % levels.length;
    const seating = levels.map((_, i) => levels[(i + shift) % levels.length]!);
    const config = { ...base, rounds: Math.min(perGame, target - played) };
    const result = playGame(seating, config, `${seed}:${g}`, timings);
    levels.forEach((_, i) => {
      const seat = (i - shift + levels.length) % levels.length;
      profits[i]!.push(result.profit[seat]!);
    });
    rounds.push(result.rounds);
    played += result.rounds;
  }
  console.log(
    `River arena: ${played} rounds in ${rounds.length} games of up to ${perGame} rounds, seats ${levels.join(', ')}, seed ${seed}, purse ${base.purse}, ante ${base.ante}, seat order rotated every game`,
  );
  console.log('  mean profit per round in gold, 95% interval (each game one sample):');
  levels.forEach((level, i) =>
    console.log(`  ${level} (listed ${i + 1}): ${gold(perRound(profits[i]!, rounds))}`),
  );
  const byLevel = new Map<string, Interval>();
  for (const level of new Set(levels)) {
    const mine = levels.flatMap((l, i) => (l === level ? [i] : []));
    const pooled = rounds.map(
      (_, g) => mine.reduce((sum, i) => sum + profits[i]![g]!, 0) / mine.length,
    );
    byLevel.set(level, perRound(pooled, rounds));
    if (mine.length > 1)
      console.log(`  ${level}, its ${mine.length} seats together: ${gold(byLevel.get(level)!)}`);
  }
  const hard = byLevel.get('hard');
  const easy = byLevel.get('easy');
  if (hard && easy)
    console.log(
      `  target: hard's interval above zero (${hard.low > 0 ? 'yes' : 'no'}) and above easy's (${hard.low > easy.high ? 'yes' : 'no'})`,
    );
  const seconds = (performance.now() - started) / 1000;
  console.log(`  decision times (run took ${seconds.toFixed(1)} s):`);
  for (const [level, t] of timings) console.log(`  ${level}: ${describeTimes(t)}`);
}

function describeTimes({ wallMs, cpuMs }: Timing): string {
  const over = (xs: readonly number[]): number => xs.filter((x) => x >= 100).length;
  const spread = (xs: readonly number[]): string =>
    `median ${quantile(xs, 0.5).toFixed(2)} ms, 99.9% ${quantile(xs, 0.999).toFixed(1)} ms, max ${xs.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms, ${over(xs)} at 100 ms or more`;
  return `${wallMs.length} decisions; wall clock ${spread(wallMs)}; CPU time ${spread(cpuMs)}`;
}
