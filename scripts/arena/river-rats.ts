/**
 * Seeded cooperative games: a team of one computer level in every seat, and in the same
 * run a team that picks uniformly among the legal actions, on the same deals. Prints each
 * team's win rate with a 95% interval per player count and mode, and decision times.
 * `--jobs N` plays the games on N worker processes; each game depends on its seed alone,
 * so the rates printed are the same for any N, and a row is the same whichever `--players`
 * range it is part of (rows can be played as separate runs). A long run is resumed with
 * `--journal`: each finished game is kept there, and a game already there is not played
 * again. Options: `usage` below (`npm run arena -- river-rats --help`).
 */ import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Bot } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import {
  bots,
  game,
  type Mode,
  type RatsAction,
  type RatsView,
} from '../../shared/games/river-rats';
import { previousHard } from '../baselines/river-rats';
import { intOption } from '../lib/args';
import { parseUsage, type ScriptUsage } from '../lib/usage';
import { timedDecision } from '../lib/decide';
import { formatInterval, proportionInterval, quantile } from '../lib/stats';
import { runInWorkers, serveTasks } from '../lib/workers';

/** One deal, played by the level's team and by the random team. */
interface Task {
  readonly level: string;
  readonly players: number;
  readonly mode: Mode;
  readonly deal: string;
  readonly characters: string | null;
}

interface GameResult {
  readonly won: boolean;
  readonly randomWon: boolean;
  readonly rounds: number;
  readonly wallMs: readonly number[];
  /** Each decision's CPU time: what the level costs on one core, however busy the machine. */
  readonly cpuMs: readonly number[];
}

/** A task's identity in a journal: the same deal for the same level and table. */
const taskKey = (task: Task): string => JSON.stringify(task);

function readJournal(path: string): Map<string, GameResult> {
  const games = new Map<string, GameResult>();
  if (!existsSync(path)) return games;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as { task: string; result: GameResult };
      games.set(entry.task, entry.result);
    } catch {
      // A line cut short by a process stopped mid-write: that game is played again.
    }
  }
  return games;
}

/** The game's levels, and the hard player as it was before issue #37 (a yardstick). */
const levels: Readonly<Record<string, () => Bot<RatsView, RatsAction>>> = {
  ...bots,
  'hard-previous': previousHard,
};

const randomLegal = (): Bot<RatsView, RatsAction> => ({
  level: 'random',
  choose: (_view, legal, context) => context.rng.pick(legal),
});

/**
 * The clock the bots see stands still, so a time-capped search always does its full work:
 * a game's result depends on its seed alone, not on what else the machine runs. The CPU
 * time printed is what that full work costs.
 */
const stillClock = (): number => 0;

/** Plays one game with `make()` in every seat, timing each decision when `timing` is given. */
function playGame(
  make: () => Bot<RatsView, RatsAction>,
  task: Task,
  timing: { wallMs: number[]; cpuMs: number[] } | null,
): { won: boolean; rounds: number } {
  const { players, mode, deal: seed } = task;
  const seats = Array.from({ length: players }, make);
  const thinking = Random.fromSeed(`bots:${seed}`);
  const characters = task.characters?.slice(0, players).split('');
  let state = game.setup({ players, mode, ...(characters ? { characters } : {}) } as never, seed);
  for (let guard = 0; guard < 20_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') return { won: state.outcome === 'won', rounds: state.round.number };
    if (pending.kind !== 'decision') throw new Error('River Rats never throws dice');
    const seat = pending.seats[0]!;
    const decision = timedDecision(game, seats[seat]!, state, seat, thinking, 400, stillClock);
    if (timing) {
      timing.wallMs.push(decision.wallMs);
      timing.cpuMs.push(decision.cpuMs);
    }
    state = game.apply(state, decision.action);
  }
  throw new Error(`game ${seed} did not end`);
}

function playDeal(task: Task): GameResult {
  const timing = { wallMs: [] as number[], cpuMs: [] as number[] };
  const result = playGame(levels[task.level]!, task, timing);
  const random = playGame(randomLegal, task, null);
  return { ...result, randomWon: random.won, ...timing };
}

function playerCounts(text: string): number[] {
  const [from, to] = text.split('..').map(Number) as [number, number | undefined];
  const counts: number[] = [];
  for (let n = from; n <= (to ?? from); n++) counts.push(n);
  if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 4))
    throw new Error(`--players takes 1 to 4, or a range such as 1..4, not "${text}"`);
  return counts;
}

/** One player count and mode: a slot for each game, filled as the games finish. */
interface Row {
  readonly mode: Mode;
  readonly players: number;
  readonly results: (GameResult | undefined)[];
}

function finished(row: Row): GameResult[] {
  return row.results.filter((r): r is GameResult => r !== undefined);
}

function rowLine(row: Row, level: string): string {
  const done = finished(row);
  const games = done.length;
  const count = (f: (r: GameResult) => boolean): number => done.filter(f).length;
  const rounds = done.reduce((sum, r) => sum + r.rounds, 0);
  const wins = formatInterval(
    proportionInterval(
      count((r) => r.won),
      games,
    ),
  );
  const randomWins = formatInterval(
    proportionInterval(
      count((r) => r.randomWon),
      games,
    ),
  );
  const stopped =
    games < row.results.length ? ` (stopped after ${games} of ${row.results.length} games)` : '';
  return `  ${row.players} player${row.players > 1 ? 's' : ' '} ${row.mode}: ${level} ${wins}, random ${randomWins}, ${(rounds / games).toFixed(1)} rounds a game${stopped}`;
}

function timingLine(rows: readonly Row[], seconds: number, jobs: number): string {
  const all = rows.flatMap(finished);
  const wall = all.flatMap((r) => r.wallMs);
  const cpu = all.flatMap((r) => r.cpuMs);
  const spread = (ms: readonly number[]): string =>
    `median ${quantile(ms, 0.5).toFixed(2)} ms, 99.9% ${quantile(ms, 0.999).toFixed(1)} ms, max ${ms.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms`;
  return `  decisions: ${wall.length}; CPU time ${spread(cpu)}, mean ${(cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length)).toFixed(2)} ms; wall ${spread(wall)}, ${wall.filter((x) => x >= 500).length} at 500 ms or more; run took ${seconds.toFixed(1)} s${jobs > 1 ? ` on ${jobs} workers` : ''}`;
}

/**
 * Plays every row's games, on this process or on `jobs` workers, printing each row once it
 * is complete. The games are dealt to the rows in turn, so a run stopped early (Ctrl-C or
 * SIGTERM) has taken every row about as far, and prints what each row has so far.
 */
async function playRows(
  rows: Row[],
  tasks: readonly Task[],
  jobs: number,
  level: string,
  journal: string | undefined,
) {
  const started = performance.now();
  const kept = journal ? readJournal(journal) : new Map<string, GameResult>();
  let printed = 0;
  const printComplete = (): void => {
    while (
      printed < rows.length &&
      finished(rows[printed]!).length === rows[printed]!.results.length
    )
      console.log(rowLine(rows[printed++]!, level));
  };
  const place = (index: number, result: GameResult): void => {
    rows[index % rows.length]!.results[Math.floor(index / rows.length)] = result;
  };
  const pending: number[] = [];
  tasks.forEach((task, index) => {
    const result = kept.get(taskKey(task));
    if (result) place(index, result);
    else pending.push(index);
  });
  if (journal) console.log(`  ${tasks.length - pending.length} games from the journal ${journal}`);
  printComplete();
  const record = (index: number, result: GameResult): void => {
    if (journal)
      appendFileSync(journal, `${JSON.stringify({ task: taskKey(tasks[index]!), result })}\n`);
    place(index, result);
    printComplete();
  };
  const stop = (): void => {
    while (printed < rows.length) console.log(rowLine(rows[printed++]!, level));
    console.log(timingLine(rows, (performance.now() - started) / 1000, jobs));
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  if (jobs <= 1)
    for (const i of pending) {
      record(i, playDeal(tasks[i]!));
      // Between games, let a Ctrl-C be heard.
      await new Promise((resolve) => setImmediate(resolve));
    }
  else
    await runInWorkers(
      pending.map((i) => tasks[i]!),
      jobs,
      ['river-rats', '--worker'],
      (n: number, result: GameResult) => record(pending[n]!, result),
    );
  process.off('SIGINT', stop).off('SIGTERM', stop);
  console.log(timingLine(rows, (performance.now() - started) / 1000, jobs));
}

export const usage: ScriptUsage = {
  command: 'npm run arena -- river-rats',
  about: 'A computer team against the River Rats beside a random-legal team on the same deals.',
  options: [
    {
      name: 'players',
      example: '2..3',
      about: 'players per team: 1 to 4 or a range (default 1..4)',
      shows: '3 players',
    },
    {
      name: 'mode',
      example: 'expert',
      about: 'normal (default), advanced or expert, or a list: normal,expert',
      shows: 'expert',
    },
    {
      name: 'level',
      example: 'easy',
      about: "the team's level (default hard; hard-previous is hard before issue #37)",
      shows: 'all-easy team',
    },
    {
      name: 'games',
      example: '2',
      about: 'games per row (default 1000)',
      shows: '2 games per row',
    },
    {
      name: 'jobs',
      example: '2',
      about: 'worker processes (default 1); the rates are the same for any number',
    },
    {
      name: 'seed',
      example: '7',
      about: 'the seed of the first deal (default 1)',
      shows: 'seed 7',
    },
    {
      name: 'characters',
      example: 'HSDC',
      about: "the Aces the seats take, first n for n players (default the game's)",
      shows: 'Aces HSDC',
    },
    {
      name: 'journal',
      example: '<tmp>/river-rats.jsonl',
      about: 'keep each finished game in this file and skip those already there',
      shows: 'games from the journal',
    },
  ],
  quick: ['--games', '1', '--players', '1'],
  internalFlags: ['worker'],
};

export async function main(argv: readonly string[]): Promise<void> {
  const args = parseUsage(argv, usage);
  if (args.options.worker) return serveTasks(playDeal);
  const counts = playerCounts(args.options.players ?? '1..4');
  const modes = (args.options.mode ?? 'normal').split(',') as Mode[];
  if (modes.some((m) => !['normal', 'advanced', 'expert'].includes(m))) {
    console.error('--mode takes normal, advanced or expert (or a list: normal,expert)');
    process.exitCode = 2;
    return;
  }
  const level = args.options.level ?? 'hard';
  if (!levels[level]) {
    console.error(`--level takes one of: ${Object.keys(levels).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const games = intOption(args, 'games', 1000);
  const jobs = Math.max(1, intOption(args, 'jobs', 1));
  const seed = args.options.seed ?? '1';
  const characters = args.options.characters?.toUpperCase() ?? null;
  console.log(
    `River Rats arena: ${games} games per row, seed ${seed}, all-${level} team beside a random-legal team on the same deals${characters ? `, Aces ${characters}` : ''}`,
  );
  if (games === 0) return;
  const rows: Row[] = [];
  for (const mode of modes)
    for (const players of counts) rows.push({ mode, players, results: new Array(games) });
  const tasks: Task[] = [];
  for (let g = 0; g < games; g++)
    for (const { mode, players } of rows)
      tasks.push({ level, players, mode, deal: `${seed}:${mode}:${players}:${g}`, characters });
  await playRows(rows, tasks, jobs, level, args.options.journal);
}
