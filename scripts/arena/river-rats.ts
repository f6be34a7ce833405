/**
 * `npm run arena -- river-rats --players 1..4 --mode normal --games 1000 --seed 1 [--level hard]`
 * Seeded cooperative games: a team of one computer level in every seat, and in the same
 * run a team that picks uniformly among the legal actions, on the same deals. Prints each
 * team's win rate with a 95% interval per player count and mode, and decision times.
 */
import type { Bot } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import {
  bots,
  game,
  type Mode,
  type RatsAction,
  type RatsView,
} from '../../shared/games/river-rats';
import { intOption, parseArgs } from '../lib/args';
import { timedDecision } from '../lib/decide';
import { formatInterval, proportionInterval, quantile } from '../lib/stats';

interface Timing {
  samples: number[];
  maxCpuMs: number;
}

const randomLegal = (): Bot<RatsView, RatsAction> => ({
  level: 'random',
  choose: (_view, legal, context) => context.rng.pick(legal),
});

/** Plays one game with `make()` in every seat; true when the team wins. */
function playGame(
  make: () => Bot<RatsView, RatsAction>,
  players: number,
  mode: Mode,
  seed: string,
  timing: Timing | null,
): { won: boolean; rounds: number } {
  const seats = Array.from({ length: players }, make);
  const thinking = Random.fromSeed(`bots:${seed}`);
  let state = game.setup({ players, mode } as never, seed);
  for (let guard = 0; guard < 20_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') return { won: state.outcome === 'won', rounds: state.round.number };
    if (pending.kind !== 'decision') throw new Error('River Rats never throws dice');
    const seat = pending.seats[0]!;
    const { action, wallMs, cpuMs } = timedDecision(game, seats[seat]!, state, seat, thinking, 400);
    if (timing) {
      timing.samples.push(wallMs);
      timing.maxCpuMs = Math.max(timing.maxCpuMs, cpuMs);
    }
    state = game.apply(state, action);
  }
  throw new Error(`game ${seed} did not end`);
}

function playerCounts(text: string): number[] {
  const [from, to] = text.split('..').map(Number) as [number, number | undefined];
  const counts: number[] = [];
  for (let n = from; n <= (to ?? from); n++) counts.push(n);
  if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 4))
    throw new Error(`--players takes 1 to 4, or a range such as 1..4, not "${text}"`);
  return counts;
}

export function main(argv: readonly string[]): void {
  const args = parseArgs(argv);
  const counts = playerCounts(args.options.players ?? '1..4');
  const modes = (args.options.mode ?? 'normal').split(',') as Mode[];
  if (modes.some((m) => !['normal', 'advanced', 'expert'].includes(m))) {
    console.error('--mode takes normal, advanced or expert (or a list: normal,expert)');
    process.exitCode = 2;
    return;
  }
  const level = args.options.level ?? 'hard';
  if (!bots[level]) {
    console.error(`--level takes one of: ${Object.keys(bots).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const games = intOption(args, 'games', 1000);
  const seed = args.options.seed ?? '1';
  const timing: Timing = { samples: [], maxCpuMs: 0 };
  const started = performance.now();
  console.log(
    `River Rats arena: ${games} games per row, seed ${seed}, all-${level} team beside a random-legal team on the same deals`,
  );
  for (const mode of modes)
    for (const players of counts) {
      let wins = 0;
      let randomWins = 0;
      let rounds = 0;
      for (let g = 0; g < games; g++) {
        const deal = `${seed}:${mode}:${players}:${g}`;
        const result = playGame(bots[level]!, players, mode, deal, timing);
        if (result.won) wins++;
        rounds += result.rounds;
        if (playGame(randomLegal, players, mode, deal, null).won) randomWins++;
      }
      console.log(
        `  ${players} player${players > 1 ? 's' : ' '} ${mode}: ${level} ${formatInterval(proportionInterval(wins, games))}, random ${formatInterval(proportionInterval(randomWins, games))}, ${(rounds / games).toFixed(1)} rounds a game`,
      );
    }
  const s = timing.samples;
  console.log(
    `  decisions: ${s.length}; median ${quantile(s, 0.5).toFixed(2)} ms, 99.9% ${quantile(s, 0.999).toFixed(1)} ms, max ${s.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms (max ${timing.maxCpuMs.toFixed(1)} ms of CPU time), ${s.filter((x) => x >= 500).length} at 500 ms or more; run took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
