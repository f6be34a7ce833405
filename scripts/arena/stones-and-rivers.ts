/**
 * Seeded games between two computer players, colours alternating game by game. Prints the
 * first seat's win/draw/loss rates with 95% intervals, moves per game and decision times.
 * Each game opens with two random actions per side (from the seed) so games differ.
 * Decision times are given on the wall clock and in CPU time, which a busy machine does
 * not inflate. The CPU clock (the default) makes the budget mean "on one core", so results
 * do not depend on what else the machine runs.
 * A long match (200 games at 1 s is hours of CPU) is split and resumed with --journal:
 * games already there for the same match are not played again, and the summary covers the
 * whole journal; --shard lets several processes share one match through it.
 * Options: `usage` below (`npm run arena -- stones-and-rivers --help`).
 */ import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { botContext, type Bot } from '../../shared/engine/bot';
import { isResignation } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { bots, game, type SRAction, type SRState } from '../../shared/games/stones-and-rivers';
import { copyingHard } from '../baselines/stones-and-rivers';
import { previousHard } from '../baselines/stones-and-rivers-hard';
import { intOption, UsageError } from '../lib/args';
import { parseUsage, type ScriptUsage } from '../lib/usage';
import { formatInterval, meanInterval, proportionInterval } from '../lib/stats';

/**
 * The game's players, and two yardsticks: the hard player as it was before the fast board,
 * and as it was before it knew the draw rules.
 */
const players: Record<string, () => Bot<SRState, SRAction>> = {
  ...bots,
  'hard-copying': copyingHard,
  'hard-previous': previousHard,
};

/** What a match is: games recorded under another match are never mixed into this one. */
interface Match {
  readonly seats: readonly string[];
  readonly seed: string;
  readonly budgetMs: number;
  readonly clock: 'cpu' | 'wall';
  readonly preset: string;
  readonly board: string;
  readonly cap: number;
}

/** One finished game, from the first seat's side. */
interface GameRecord {
  readonly game: number;
  readonly outcome: 'won' | 'drawn' | 'lost';
  readonly actions: number;
  readonly decisions: number;
  readonly totalMs: number;
  readonly maxMs: number;
  readonly maxCpuMs: number;
  /** How the game ended, in the game's words (absent from journals written before it was kept). */
  readonly end?: string;
}

const matchKey = (m: Match): string => JSON.stringify(m);

function readJournal(path: string, match: Match): Map<number, GameRecord> {
  const games = new Map<number, GameRecord>();
  if (!existsSync(path)) return games;
  const key = matchKey(match);
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let entry: { match: string; record: GameRecord };
    try {
      entry = JSON.parse(line) as { match: string; record: GameRecord };
    } catch {
      // A line cut short by a process stopped mid-write: that game is played again.
      continue;
    }
    if (entry.match === key) games.set(entry.record.game, entry.record);
  }
  return games;
}

function parseShard(raw: string | undefined): { index: number; count: number } {
  if (raw === undefined) return { index: 0, count: 1 };
  const m = /^(\d+)\/(\d+)$/.exec(raw);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count)
    throw new UsageError(`--shard takes i/n with i below n, like 0/2, not "${raw}"`);
  return { index, count };
}

function playGame(g: number, match: Match, now: () => number): GameRecord {
  const config = game.configSchema.parse({
    players: 2,
    preset: match.preset,
    board: match.board,
    actionCap: match.cap,
  });
  const rng = Random.fromSeed(`${match.seed}:${g}`);
  const firstSeat = g % 2;
  const levels = firstSeat === 0 ? match.seats : [match.seats[1]!, match.seats[0]!];
  const seated = levels.map((l) => players[l]!());
  let state: SRState = game.setup(config, `${match.seed}:${g}`);
  for (let opening = 0; opening < 4 && !state.result; opening++) {
    const legal = game.legalActions(state, state.toMove).filter((a) => !isResignation(a));
    state = game.apply(state, legal[rng.int(legal.length)]!);
  }
  let decisions = 0;
  let totalMs = 0;
  let maxMs = 0;
  let maxCpuMs = 0;
  while (!state.result) {
    const legal = game.legalActions(state, state.toMove);
    const t = performance.now();
    const cpu = process.cpuUsage();
    const action = seated[state.toMove]!.choose(state, legal, botContext(rng, match.budgetMs, now));
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    maxCpuMs = Math.max(maxCpuMs, (used.user + used.system) / 1000);
    decisions++;
    totalMs += ms;
    maxMs = Math.max(maxMs, ms);
    state = game.apply(state, action);
  }
  const winner = state.result.winners[0];
  const outcome = winner === undefined ? 'drawn' : winner === firstSeat ? 'won' : 'lost';
  return {
    game: g,
    outcome,
    actions: state.actions,
    decisions,
    totalMs,
    maxMs,
    maxCpuMs,
    end: state.result.summary,
  };
}

function printSummary(match: Match, games: number, records: readonly GameRecord[]): void {
  const count = (o: GameRecord['outcome']) => records.filter((r) => r.outcome === o).length;
  const played = records.length;
  const decisions = records.reduce((a, r) => a + r.decisions, 0);
  const totalMs = records.reduce((a, r) => a + r.totalMs, 0);
  const [first, second] = match.seats;
  console.log(
    `Stones & Rivers arena: ${first!} vs ${second!}, ${played === games ? games : `${played} of ${games}`} games, seed ${match.seed}, budget ${match.budgetMs} ms (${match.clock} clock), ${match.preset} ${match.board}, cap ${match.cap} actions`,
  );
  console.log(`  ${first!} wins  ${formatInterval(proportionInterval(count('won'), played))}`);
  console.log(`  draws       ${formatInterval(proportionInterval(count('drawn'), played))}`);
  console.log(`  ${first!} losses ${formatInterval(proportionInterval(count('lost'), played))}`);
  // how the draws came about: repetition and the action limit read differently
  const drawEnds = new Map<string, number>();
  for (const r of records)
    if (r.outcome === 'drawn')
      drawEnds.set(r.end ?? 'unknown', (drawEnds.get(r.end ?? 'unknown') ?? 0) + 1);
  for (const [end, n] of drawEnds) console.log(`    ${n} × ${end}`);
  console.log(
    `  actions per game: ${meanInterval(records.map((r) => r.actions)).estimate.toFixed(1)}`,
  );
  console.log(
    `  decisions ${decisions}: mean ${(totalMs / Math.max(1, decisions)).toFixed(1)} ms, max ${Math.max(0, ...records.map((r) => r.maxMs)).toFixed(1)} ms (CPU time max ${Math.max(0, ...records.map((r) => r.maxCpuMs)).toFixed(1)} ms)`,
  );
}

export const usage: ScriptUsage = {
  command: 'npm run arena -- stones-and-rivers',
  about: "Two computer players, colours alternating: the first seat's win/draw/loss rates.",
  options: [
    {
      name: 'seats',
      example: 'easy,greedy',
      about: `two levels (${Object.keys(players).join(', ')}); default hard,greedy`,
      shows: 'easy vs greedy',
    },
    { name: 'games', example: '2', about: 'games to play (default 200)', shows: 'of 2 games' },
    { name: 'budget-ms', example: '5', about: 'ms per decision (default 1000)', shows: '5 ms' },
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
      shows: 'wall clock',
    },
    { name: 'preset', example: 'course', about: 'rulebook (default) or course', shows: 'course' },
    { name: 'board', example: '12x13', about: '12x13, 14x15 (default) or 16x17', shows: '12x13' },
    {
      name: 'cap',
      example: '30',
      about: 'actions before a game is called a draw (default 1000)',
      shows: 'cap 30 actions',
    },
    {
      name: 'progress',
      example: '1',
      about: 'a progress line every n games (default 10)',
      shows: 'games recorded',
    },
    {
      name: 'journal',
      example: '<tmp>/journal.jsonl',
      about: 'keep each finished game in this file and skip those already there',
    },
    {
      name: 'shard',
      example: '0/2',
      about: 'i/n: play only the games numbered i modulo n',
      shows: 'played 1 games here',
    },
  ],
  quick: ['--games', '1', '--budget-ms', '2', '--cap', '20', '--seats', 'easy,greedy'],
};

export function main(argv: readonly string[]): void {
  const args = parseUsage(argv, usage);
  const seats = (args.options.seats ?? 'hard,greedy').split(',');
  if (seats.length !== 2 || seats.some((s) => !players[s]))
    throw new UsageError(`--seats takes two levels: ${Object.keys(players).join(', ')}`);
  const clock = args.options.clock ?? 'cpu';
  if (clock !== 'cpu' && clock !== 'wall') throw new UsageError('--clock takes cpu or wall');
  const games = intOption(args, 'games', 200);
  const progressEvery = Math.max(1, intOption(args, 'progress', 10));
  const shard = parseShard(args.options.shard);
  const match: Match = {
    seats,
    seed: args.options.seed ?? '1',
    budgetMs: intOption(args, 'budget-ms', 1000),
    clock,
    preset: args.options.preset ?? 'rulebook',
    board: args.options.board ?? '14x15',
    cap: intOption(args, 'cap', 1000),
  };
  const now =
    clock === 'cpu'
      ? (): number => {
          const used = process.cpuUsage();
          return (used.user + used.system) / 1000;
        }
      : (): number => performance.now();
  const journal = args.options.journal;
  const done = journal ? readJournal(journal, match) : new Map<number, GameRecord>();
  const started = performance.now();
  let playedHere = 0;
  for (let g = shard.index; g < games; g += shard.count) {
    if (done.has(g)) continue;
    const record = playGame(g, match, now);
    done.set(g, record);
    if (journal) appendFileSync(journal, `${JSON.stringify({ match: matchKey(match), record })}\n`);
    if (++playedHere % progressEvery === 0)
      console.error(`  ${done.size} of ${games} games recorded (game ${g} ${record.outcome})`);
  }
  // Other shards' games join the summary through the journal they share.
  const all = journal ? readJournal(journal, match) : done;
  const records = [...all.values()].filter((r) => r.game < games).sort((a, b) => a.game - b.game);
  printSummary(match, games, records);
  console.log(
    `  played ${playedHere} games here in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
