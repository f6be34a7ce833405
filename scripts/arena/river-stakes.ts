/**
 * Seeded games between computer players, seat order alternated game by game, dice from a
 * seeded generator. Prints each level's win rate with a 95% interval, average turns,
 * each level's average turns to secure three paths playing alone, and decision speed.
 * Options: `usage` below (`npm run arena -- river-stakes --help`).
 */ import type { Bot } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { rollFaces } from '../../shared/engine/throws';
import {
  bots,
  game,
  type Securing,
  type StakesAction,
  type StakesState,
} from '../../shared/games/river-stakes';
import { intOption } from '../lib/args';
import { parseUsage, type ScriptUsage } from '../lib/usage';
import { timedDecision } from '../lib/decide';
import { formatInterval, meanInterval, proportionInterval, quantile } from '../lib/stats';

interface Timing {
  decisions: number;
  totalMs: number;
  maxMs: number;
  slow: number;
  samples: number[];
  /** The longest decision in this process's own CPU time: unlike wall time, it does not grow while other programs have the cores. */
  maxCpuMs: number;
}

function decide(
  bot: Bot<StakesState, StakesAction>,
  state: StakesState,
  seat: number,
  rng: Random,
  timing: Timing,
): StakesAction {
  const { action, wallMs: ms, cpuMs } = timedDecision(game, bot, state, seat, rng, 100);
  timing.maxCpuMs = Math.max(timing.maxCpuMs, cpuMs);
  timing.decisions++;
  timing.totalMs += ms;
  timing.maxMs = Math.max(timing.maxMs, ms);
  if (ms >= 100) timing.slow++;
  timing.samples.push(ms);
  return action;
}

/** Plays one game; returns the winner's seat and the number of turns. */
function playGame(
  levels: readonly string[],
  seed: string,
  securing: Securing,
  timing: Timing,
): { winner: number; turns: number } {
  const players = levels.map((level) => bots[level]!());
  const dice = Random.fromSeed(`dice:${seed}`);
  const thinking = Random.fromSeed(`bots:${seed}`);
  let state = game.setup({ players: levels.length, securing }, seed);
  for (let guard = 0; guard < 100_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') return { winner: pending.outcome.winners[0]!, turns: state.turn };
    if (pending.kind === 'throw')
      state = game.apply(state, {
        type: 'throw',
        seat: pending.seat,
        faces: rollFaces(dice, pending.dice),
      });
    else {
      const seat = pending.seats[0]!;
      state = game.apply(state, decide(players[seat]!, state, seat, thinking, timing));
    }
  }
  throw new Error(`game ${seed} did not end`);
}

/**
 * Turns a level needs to secure three paths playing alone: a one-player run of the
 * engine's turn logic. The game is set up for two seats (the engine's minimum), but the
 * second seat never plays: each time its turn would begin, the turn is handed straight
 * back, so the board holds only the bot's own pieces.
 */
function soloTurns(level: string, seed: string, securing: Securing, timing: Timing): number {
  const bot = bots[level]!();
  const dice = Random.fromSeed(`solo-dice:${seed}`);
  const thinking = Random.fromSeed(`solo-bots:${seed}`);
  let state = game.setup({ players: 2, securing }, seed);
  let turns = 1;
  for (let guard = 0; guard < 100_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') return turns;
    if (pending.kind === 'throw') {
      if (pending.purpose === 'start') {
        state = game.apply(state, {
          type: 'throw',
          seat: pending.seat,
          faces: pending.seat === 0 ? [6, 6] : [1, 1],
        });
        continue;
      }
      // The absent player's turns are skipped by handing the board straight back.
      if (pending.seat === 1) {
        state = { ...state, current: 0, turn: state.turn + 1 };
        turns++;
        continue;
      }
      state = game.apply(state, { type: 'throw', seat: 0, faces: rollFaces(dice, pending.dice) });
    } else state = game.apply(state, decide(bot, state, 0, thinking, timing));
  }
  throw new Error(`solo game ${seed} did not end`);
}

export const usage: ScriptUsage = {
  command: 'npm run arena -- river-stakes',
  about: "Computer players against each other, each level's win rate with a 95% interval.",
  options: [
    {
      name: 'seats',
      example: 'medium,easy,hard',
      about: '2 to 4 levels (easy, medium, hard); default hard,easy',
      shows: 'seats medium vs easy vs hard',
    },
    { name: 'games', example: '2', about: 'games to play (default 2000)', shows: 'arena: 2 games' },
    {
      name: 'seed',
      example: '7',
      about: 'the seed of the first game (default 1)',
      shows: 'seed 7',
    },
    {
      name: 'securing',
      example: 'on-stop',
      about: 'immediate (default) or on-stop: when a path is secured',
      shows: 'securing on-stop',
    },
    {
      name: 'solo',
      example: '4',
      about: 'games each level plays alone to secure three paths (default 200, or --games/4)',
      shows: 'three paths (4 games)',
    },
  ],
  quick: ['--games', '1', '--solo', '5'],
};

export function main(argv: readonly string[]): void {
  const args = parseUsage(argv, usage);
  const levels = (args.options.seats ?? 'hard,easy').split(',');
  const unknown = levels.filter((l) => !bots[l]);
  if (unknown.length > 0 || levels.length < 2 || levels.length > 4) {
    console.error(`--seats takes 2 to 4 of: ${Object.keys(bots).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const games = intOption(args, 'games', 2000);
  const seed = args.options.seed ?? '1';
  const securing = args.options.securing ?? 'immediate';
  if (securing !== 'immediate' && securing !== 'on-stop') {
    console.error('--securing takes immediate (the default) or on-stop');
    process.exitCode = 2;
    return;
  }
  const timing: Timing = { decisions: 0, totalMs: 0, maxMs: 0, slow: 0, samples: [], maxCpuMs: 0 };
  const wins = levels.map(() => 0);
  const turns: number[] = [];
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    // Rotate who sits where, so no level keeps the advantage of a seat.
    const shift = g % levels.length;
    const seating = levels.map((_, i) => levels[(i + shift) % levels.length]!);
    const result = playGame(seating, `${seed}:${g}`, securing, timing);
    wins[(result.winner + shift) % levels.length]!++;
    turns.push(result.turns);
  }
  console.log(
    `River Stakes arena: ${games} games, seats ${levels.join(' vs ')}, seed ${seed}, securing ${securing}, seat order rotated every game`,
  );
  levels.forEach((level, i) =>
    console.log(
      `  ${level} (listed ${i + 1}): wins ${formatInterval(proportionInterval(wins[i]!, games))}`,
    ),
  );
  const perGame = meanInterval(turns);
  console.log(
    `  average turns per game: ${perGame.estimate.toFixed(1)} (${(perGame.estimate / levels.length).toFixed(1)} per player)`,
  );
  const soloGames = intOption(args, 'solo', Math.max(200, Math.round(games / 4)));
  const distinct = [...new Set(levels)];
  const solo = Object.fromEntries(
    distinct.map((level) => [
      level,
      meanInterval(
        Array.from({ length: soloGames }, (_, g) =>
          soloTurns(level, `${seed}:solo:${g}`, securing, timing),
        ),
      ),
    ]),
  );
  for (const level of distinct)
    console.log(
      `  ${level} alone: ${formatInterval(solo[level]!, false)} turns to secure three paths (${soloGames} games)`,
    );
  if (solo.hard && solo.easy)
    console.log(
      `  hard's solo turns / easy's: ${(solo.hard.estimate / solo.easy.estimate).toFixed(3)} (target ≤ 0.95)`,
    );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  decisions: ${timing.decisions}, ${(timing.decisions / (timing.totalMs / 1000)).toFixed(0)} per second of thinking; median ${quantile(timing.samples, 0.5).toFixed(2)} ms, 99.9% ${quantile(timing.samples, 0.999).toFixed(1)} ms, ${timing.slow} over 100 ms, max ${timing.maxMs.toFixed(1)} ms (max ${timing.maxCpuMs.toFixed(1)} ms of CPU time); run took ${seconds.toFixed(1)} s`,
  );
}
