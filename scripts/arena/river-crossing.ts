/**
 * Seeded games between computer players in River Crossing's fixed seats (Red, Black,
 * Collector), and the same number of all-easy games with the same seeds as the baseline.
 * Prints each seat's win rate with a 95% interval for both, game lengths and decision times.
 * Every option is in `usage` below (`npm run arena -- river-crossing --help`); the rules'
 * options go under their own names, and those not given take the rule set's.
 * The CPU clock (the default) makes the budget mean "on one core", so results do not
 * depend on what else the machine runs. A progress line goes to stderr after the first
 * game and every 10 games, since a hard game at a real budget takes seconds.
 * River Crossing deals nothing at random, so a player that thinks to a fixed depth would
 * play the same game every time: each game opens with `--opening` random moves drawn from
 * its seed (two for each seat by default), and the players take over from there.
 * Besides the game's levels, a seat may be `hard-previous`: the hard player as it was before
 * issue #37, kept as a yardstick on the same seeds.
 */
import type { Bot } from '../../shared/engine/bot';
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import {
  bots,
  COLLECTOR,
  game,
  hardTeam,
  ORIGINAL_RULES,
  SEAT_NAMES,
  seatToMove,
  type CrossingAction,
  type CrossingConfig,
  type CrossingState,
} from '../../shared/games/river-crossing';
import { hardPrevious } from '../baselines/river-crossing';
import { readableError } from '../../shared/engine/schema-errors';
import { intOption, type ParsedArgs } from '../lib/args';
import { parseUsage, type ScriptUsage } from '../lib/usage';
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
  /** Red's and Black's pieces on their far banks at each game's end. */
  across: [number[], number[]];
  /** Games ended by the no-progress limit rather than by the river emptying. */
  stalled: number;
}

/** The game's players, and the hard player as it was before issue #37 (a yardstick). */
const players: Readonly<Record<string, () => Bot<CrossingState, CrossingAction>>> = {
  ...bots,
  'hard-previous': hardPrevious,
};

const SEAT_KEYS = ['red', 'black', 'collector'] as const;
const PROGRESS_EVERY = 10;

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** What every game of a match shares. */
interface Setup {
  readonly levels: readonly string[];
  readonly team: boolean;
  /** Random moves each game opens with, before the players take over. */
  readonly opening: number;
  readonly config: CrossingConfig;
  readonly seed: string;
  readonly budgetMs: number;
  readonly now: () => number;
}

function playGame(setup: Setup, seed: string, timing: Timing): CrossingState {
  const seated: Bot<CrossingState, CrossingAction>[] = setup.levels.map((level, seat) =>
    setup.team && seat !== COLLECTOR ? hardTeam() : players[level]!(),
  );
  const thinking = Random.fromSeed(`bots:${seed}`);
  let state = game.setup(setup.config, seed);
  const opening = Random.fromSeed(`opening:${seed}`);
  for (let k = 0; k < setup.opening && !state.result; k++)
    state = game.apply(state, opening.pick(game.legalActions(state, seatToMove(state))));
  for (let guard = 0; guard < 1_000_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') return state;
    if (pending.kind !== 'decision') throw new Error('River Crossing never throws dice');
    const seat = pending.seats[0]!;
    const started = performance.now();
    const cpu = cpuMs();
    const action = seated[seat]!.choose(
      game.view(state, seat),
      game.legalActions(state, seat),
      botContext(thinking, setup.budgetMs, setup.now),
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

function runMatch(setup: Setup, games: number, timing: Timing): Tally {
  const tally: Tally = { wins: [0, 0, 0], moves: [], across: [[], []], stalled: 0 };
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const end = playGame(setup, `${setup.seed}:${g}`, timing);
    for (const winner of end.result!.winners) tally.wins[winner]!++;
    tally.moves.push(end.moves);
    if (end.quiet >= setup.config.noProgressLimit) tally.stalled++;
    end.sides.forEach((side, colour) => tally.across[colour]!.push(side.far));
    const played = g + 1;
    if (played === 1 || played % PROGRESS_EVERY === 0 || played === games) {
      const seconds = (performance.now() - started) / 1000;
      const left = (seconds / played) * (games - played);
      console.error(
        `  ${setup.levels.join(',')}: ${played} of ${games} games, wins by seat ${tally.wins.join(' ')}; ${seconds.toFixed(0)} s, about ${left.toFixed(0)} s left`,
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
  const across = tally.across.map((far) => meanInterval(far).estimate.toFixed(1));
  console.log(`  pieces across at the end: Red ${across[0]!}, Black ${across[1]!} (of 12)`);
  console.log(`  ended by the no-progress limit: ${tally.stalled} of ${games}`);
}

function parseSeats(text: string): string[] | null {
  const levels = ['easy', 'easy', 'easy'];
  for (const part of text.split(',')) {
    const [key, level] = part.split('=');
    const seat = SEAT_KEYS.indexOf(key as (typeof SEAT_KEYS)[number]);
    if (seat < 0 || !level || !players[level]) return null;
    levels[seat] = level;
  }
  return levels;
}

const CONFIG_KEYS = Object.keys(ORIGINAL_RULES).filter((key) => key !== 'players');

/** The rules from flags named like the config's options (`--collectors 4`); `--limit` is `noProgressLimit`. */
function configFrom(args: ParsedArgs): CrossingConfig | string {
  const raw: Record<string, unknown> = { players: 3 };
  for (const [name, text] of Object.entries(args.options)) {
    const key = name === 'limit' ? 'noProgressLimit' : name;
    if (!CONFIG_KEYS.includes(key)) continue;
    raw[key] =
      text === 'true' ? true : text === 'false' ? false : /^\d+$/.test(text) ? Number(text) : text;
  }
  const parsed = game.configSchema.safeParse(raw);
  return parsed.success
    ? parsed.data
    : `These rules do not fit River Crossing: ${readableError(parsed.error)} (options: ${CONFIG_KEYS.map((k) => `--${k}`).join(', ')})`;
}

function rulesLine(config: CrossingConfig): string {
  return CONFIG_KEYS.map((key) => `${key} ${String(config[key as keyof CrossingConfig])}`).join(
    ', ',
  );
}

export const usage: ScriptUsage = {
  command: 'npm run arena -- river-crossing',
  about: 'Computer players against each other in the fixed seats, beside an all-easy baseline.',
  options: [
    {
      name: 'seats',
      example: 'red=hard,black=easy,collector=medium',
      about:
        'seat=level pairs (red, black, collector; easy, medium, hard, hard-previous); default red=hard',
      shows: 'Collector (medium)',
    },
    {
      name: 'games',
      example: '2',
      about: 'games in the match (default 1000)',
      shows: 'Match: 2 games',
    },
    {
      name: 'baseline',
      example: '1',
      about: 'all-easy games with the same seeds (default --games, 0 to skip)',
      shows: 'Baseline (same seeds): 1 games',
    },
    {
      name: 'opening',
      example: '2',
      about: 'random moves each game opens with, from its seed (default 6: two a seat)',
      shows: '2 random opening moves',
    },
    { name: 'budget', example: '5', about: 'ms per decision (default 200)', shows: 'budget 5 ms' },
    {
      name: 'seed',
      example: '7',
      about: 'the seed of the first game (default 1)',
      shows: 'seed 7',
    },
    {
      name: 'clock',
      example: 'wall',
      about: "cpu (default) or wall: the bots' clock",
      shows: '(wall clock)',
    },
    {
      name: 'team',
      about: 'hard Red and Black play as one team',
      shows: 'Red and Black as a team',
    },
    {
      name: 'rules',
      example: 'original',
      about: 'river-table (default) or original',
      shows: 'rules original',
    },
    { name: 'collectors', example: '6', about: '2, 4 or 6 collectors', shows: 'collectors 6' },
    {
      name: 'collectorTurns',
      example: 'after-each',
      about: 'after-each or once-a-round',
      shows: 'collectorTurns after-each',
    },
    {
      name: 'crossToWin',
      example: '8',
      about: 'pieces across to win (1 to 12)',
      shows: 'crossToWin 8',
    },
    {
      name: 'restAfterCollecting',
      about: 'a collector that collected rests a turn',
      shows: 'restAfterCollecting true',
    },
    { name: 'race', about: 'the race option', shows: 'race true' },
    {
      name: 'limit',
      example: '60',
      about: 'moves without progress before a draw (default 200)',
      shows: 'noProgressLimit 60',
    },
  ],
  quick: ['--games', '1', '--baseline', '0', '--budget', '2', '--limit', '40'],
};

export function main(argv: readonly string[]): void {
  const args = parseUsage(argv, usage);
  const levels = parseSeats(args.options.seats ?? 'red=hard,black=easy,collector=easy');
  if (!levels) {
    console.error(
      `--seats takes seat=level pairs (seats: ${SEAT_KEYS.join(', ')}; levels: ${Object.keys(players).join(', ')})`,
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
  const config = configFrom(args);
  if (typeof config === 'string') {
    console.error(config);
    process.exitCode = 2;
    return;
  }
  const team = args.options.team === 'true';
  const setup: Setup = {
    levels,
    team,
    opening: intOption(args, 'opening', 6),
    config,
    seed,
    budgetMs,
    now,
  };
  const timing: Timing = { decisions: 0, totalMs: 0, maxMs: 0, maxCpuMs: 0, samples: [] };
  const started = performance.now();
  console.log(
    `River Crossing arena, seed ${seed}, ${setup.opening} random opening moves, budget ${budgetMs} ms (${clock} clock)${team ? ', Red and Black as a team' : ''}; ${rulesLine(config)}`,
  );
  report('Match', levels, runMatch(setup, games, timing), games);
  if (baselineGames > 0) {
    const easy = ['easy', 'easy', 'easy'];
    const baselineTiming: Timing = {
      decisions: 0,
      totalMs: 0,
      maxMs: 0,
      maxCpuMs: 0,
      samples: [],
    };
    const tally = runMatch({ ...setup, levels: easy, team: false }, baselineGames, baselineTiming);
    report('Baseline (same seeds)', easy, tally, baselineGames);
  }
  console.log(
    `  match decisions: ${timing.decisions}; mean ${(timing.totalMs / Math.max(1, timing.decisions)).toFixed(2)} ms, median ${quantile(timing.samples, 0.5).toFixed(2)} ms, max ${timing.maxMs.toFixed(1)} ms (CPU time max ${timing.maxCpuMs.toFixed(1)} ms); run took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
