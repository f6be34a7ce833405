/**
 * Seeded games between two computer players, colours alternating game by game. Prints the
 * first seat's win/draw/loss rates with 95% intervals, moves per game and decision times.
 * Each game opens with two random actions per side (from the seed) so games differ, unless
 * --opening says otherwise (a course agent's opening book assumes the starting board).
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
import { OWNER_NAMES, geometry, ownerOf, sideOf } from '../../shared/games/stones-and-rivers/board';
import { copyingHard } from '../baselines/stones-and-rivers';
import { previousHard } from '../baselines/stones-and-rivers-hard';
import {
  AgentRefused,
  outsideAgent,
  type OutsideAgent,
} from '../baselines/stones-and-rivers-outside';
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
  /** Random actions opening each game, when not the usual 4. */
  readonly opening?: number;
  /** Seconds on each clock an outside agent is told it has (only with an outside seat). */
  readonly agentClock?: number;
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
  /** The outside agent's thinking, when one played. */
  readonly agent?: AgentTime;
}

const matchKey = (m: Match): string => JSON.stringify(m);

const OUTSIDE = 'outside:';
const OPENING = 4;
/** An outside agent is told it has this many seconds on each clock unless --agent-clock says. */
const AGENT_CLOCK_S = 20;

/** CPU time an outside agent spent per answer over one game. */
interface AgentTime {
  readonly answers: number;
  readonly totalMs: number;
  readonly maxMs: number;
}

function seatPlayer(seat: string, agentClock: number): Bot<SRState, SRAction> | OutsideAgent {
  return seat.startsWith(OUTSIDE)
    ? outsideAgent(seat.slice(OUTSIDE.length), agentClock)
    : players[seat]!();
}

const isOutside = (bot: Bot<SRState, SRAction>): bot is OutsideAgent => 'close' in bot;

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

/** The board row by row in the outside agents' tokens, Square's side on top. */
function boardText(state: SRState): string {
  const { cols } = geometry(state.config.board);
  const rows: string[] = [];
  for (let i = 0; i < state.cells.length; i += cols)
    rows.push(
      state.cells
        .slice(i, i + cols)
        .map((c) => (c === 0 ? ' .' : `${'cs'[ownerOf(c)]!}${'shv'[sideOf(c)]!}`))
        .join(' '),
    );
  return rows.join('\n');
}

function playGame(
  g: number,
  match: Match,
  now: () => number,
  agentClock: number,
  showEnds: boolean,
): GameRecord {
  const firstSeat = g % 2;
  const levels = firstSeat === 0 ? match.seats : [match.seats[1]!, match.seats[0]!];
  const seated = levels.map((l) => seatPlayer(l, agentClock));
  try {
    const record = playSeated(g, match, now, seated, firstSeat, showEnds);
    const agent = seated.find(isOutside);
    if (!agent) return record;
    const ms = agent.cpuMs;
    return {
      ...record,
      agent: {
        answers: ms.length,
        totalMs: ms.reduce((a, b) => a + b, 0),
        maxMs: Math.max(0, ...ms),
      },
    };
  } finally {
    for (const bot of seated) if (isOutside(bot)) bot.close();
  }
}

function playSeated(
  g: number,
  match: Match,
  now: () => number,
  seated: readonly Bot<SRState, SRAction>[],
  firstSeat: number,
  showEnds: boolean,
): GameRecord {
  const config = game.configSchema.parse({
    players: 2,
    preset: match.preset,
    board: match.board,
    actionCap: match.cap,
  });
  const rng = Random.fromSeed(`${match.seed}:${g}`);
  let state: SRState = game.setup(config, `${match.seed}:${g}`);
  for (let opening = 0; opening < (match.opening ?? OPENING) && !state.result; opening++) {
    const legal = game.legalActions(state, state.toMove).filter((a) => !isResignation(a));
    state = game.apply(state, legal[rng.int(legal.length)]!);
  }
  let decisions = 0;
  let totalMs = 0;
  let maxMs = 0;
  let maxCpuMs = 0;
  let refused: { seat: number; reason: string } | undefined;
  while (!state.result && !refused) {
    const legal = game.legalActions(state, state.toMove);
    const t = performance.now();
    const cpu = process.cpuUsage();
    let action: SRAction;
    try {
      action = seated[state.toMove]!.choose(state, legal, botContext(rng, match.budgetMs, now));
    } catch (error) {
      if (!(error instanceof AgentRefused)) throw error;
      refused = { seat: state.toMove, reason: `${OWNER_NAMES[state.toMove]!}: ${error.message}` };
      break;
    }
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    maxCpuMs = Math.max(maxCpuMs, (used.user + used.system) / 1000);
    decisions++;
    totalMs += ms;
    maxMs = Math.max(maxMs, ms);
    state = game.apply(state, action);
  }
  const winner = refused ? 1 - refused.seat : state.result?.winners[0];
  const outcome = winner === undefined ? 'drawn' : winner === firstSeat ? 'won' : 'lost';
  const end = refused?.reason ?? state.result?.summary;
  if (showEnds && outcome !== 'won')
    console.error(
      `game ${g} ${outcome} after ${state.actions} actions (${match.seats[0]!} is ${OWNER_NAMES[firstSeat]!}): ${end}\n${boardText(state)}`,
    );
  return { game: g, outcome, actions: state.actions, decisions, totalMs, maxMs, maxCpuMs, end };
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
  const agents = records.flatMap((r) => (r.agent ? [r.agent] : []));
  const answers = agents.reduce((a, t) => a + t.answers, 0);
  if (answers > 0)
    console.log(
      `  outside agent: ${answers} answers, CPU time mean ${(agents.reduce((a, t) => a + t.totalMs, 0) / answers).toFixed(1)} ms, max ${Math.max(...agents.map((t) => t.maxMs)).toFixed(1)} ms`,
    );
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
      about: `two levels (${Object.keys(players).join(', ')}, or outside:<path> for a course agent's executable, course preset only); default hard,greedy`,
      shows: 'easy vs greedy',
    },
    {
      name: 'agent-clock',
      example: '20',
      about: `seconds left on each clock that an outside agent is told every turn (default ${AGENT_CLOCK_S}): the course agents choose their depth from it`,
    },
    {
      name: 'opening',
      example: '0',
      about: `random actions opening each game (default ${OPENING})`,
    },
    {
      name: 'show-ends',
      about: 'print each game the first seat does not win, how it ended and its final board',
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
  if (seats.length !== 2 || seats.some((s) => !players[s] && !s.startsWith(OUTSIDE)))
    throw new UsageError(
      `--seats takes two levels: ${Object.keys(players).join(', ')}, or outside:<path>`,
    );
  const outside = seats.filter((s) => s.startsWith(OUTSIDE)).map((s) => s.slice(OUTSIDE.length));
  for (const path of outside)
    if (!existsSync(path)) throw new UsageError(`no outside agent at ${path}`);
  const clock = args.options.clock ?? 'cpu';
  if (clock !== 'cpu' && clock !== 'wall') throw new UsageError('--clock takes cpu or wall');
  const games = intOption(args, 'games', 200);
  const progressEvery = Math.max(1, intOption(args, 'progress', 10));
  const shard = parseShard(args.options.shard);
  const opening = intOption(args, 'opening', OPENING);
  const match: Match = {
    seats,
    seed: args.options.seed ?? '1',
    budgetMs: intOption(args, 'budget-ms', 1000),
    clock,
    preset: args.options.preset ?? 'rulebook',
    board: args.options.board ?? '14x15',
    cap: intOption(args, 'cap', 1000),
    ...(opening !== OPENING ? { opening } : {}),
    ...(outside.length > 0 ? { agentClock: intOption(args, 'agent-clock', AGENT_CLOCK_S) } : {}),
  };
  if (outside.length > 0 && match.preset !== 'course')
    throw new UsageError('an outside agent plays the course preset only: add --preset course');
  const showEnds = args.options['show-ends'] !== undefined;
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
    const record = playGame(g, match, now, match.agentClock ?? AGENT_CLOCK_S, showEnds);
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
