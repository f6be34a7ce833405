/**
 * `npm run arena -- stones-and-rivers --seats hard,greedy --games 200 --seed 1`
 * (a seat may also be `hard-copying`, the hard player before the fast board).
 * Seeded games between two computer players, colours alternating game by game. Prints the
 * first seat's win/draw/loss rates with 95% intervals, moves per game and decision times.
 * Options: --budget-ms <ms> per decision (default 1000), --preset, --board, --cap <actions>.
 * Each game opens with two random actions per side (from the seed) so games differ.
 * Decision times are given on the wall clock and in CPU time, which a busy machine does
 * not inflate; a progress line goes to stderr every 10 games (--progress <n>: every n).
 * --clock cpu (the default) gives the bots this process's CPU time as their clock, so the
 * budget means "on one core" and results do not depend on what else the machine runs;
 * --clock wall gives them the wall clock, as the app does.
 */
import { botContext, type Bot } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { bots, game, type SRAction, type SRState } from '../../shared/games/stones-and-rivers';
import { copyingHard } from '../baselines/stones-and-rivers';
import { intOption, parseArgs } from '../lib/args';
import { formatInterval, meanInterval, proportionInterval } from '../lib/stats';

/** The game's players, and the hard player as it was before the fast board (a yardstick). */
const players: Record<string, () => Bot<SRState, SRAction>> = {
  ...bots,
  'hard-copying': copyingHard,
};

export function main(argv: readonly string[]): void {
  const args = parseArgs(argv, {
    values: ['seats', 'games', 'budget-ms', 'seed', 'clock', 'preset', 'board', 'cap', 'progress'],
  });
  const seats = (args.options.seats ?? 'hard,greedy').split(',');
  if (seats.length !== 2 || seats.some((s) => !players[s])) {
    console.error(`--seats takes two levels: ${Object.keys(players).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const games = intOption(args, 'games', 200);
  const budgetMs = intOption(args, 'budget-ms', 1000);
  const progressEvery = Math.max(1, intOption(args, 'progress', 10));
  const seed = args.options.seed ?? '1';
  const clock = args.options.clock ?? 'cpu';
  if (clock !== 'cpu' && clock !== 'wall') {
    console.error('--clock takes cpu or wall');
    process.exitCode = 2;
    return;
  }
  const now =
    clock === 'cpu'
      ? (): number => {
          const used = process.cpuUsage();
          return (used.user + used.system) / 1000;
        }
      : (): number => performance.now();
  const config = game.configSchema.parse({
    players: 2,
    preset: args.options.preset ?? 'rulebook',
    board: args.options.board ?? '14x15',
    actionCap: intOption(args, 'cap', 1000),
  });
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const lengths: number[] = [];
  let decisions = 0;
  let totalMs = 0;
  let maxMs = 0;
  let maxCpuMs = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = Random.fromSeed(`${seed}:${g}`);
    const firstSeat = g % 2;
    const levels = firstSeat === 0 ? seats : [seats[1]!, seats[0]!];
    const seated = levels.map((l) => players[l]!());
    let state: SRState = game.setup(config, `${seed}:${g}`);
    for (let opening = 0; opening < 4 && !state.result; opening++) {
      const legal = game.legalActions(state, state.toMove);
      state = game.apply(state, legal[rng.int(legal.length)]!);
    }
    while (!state.result) {
      const legal = game.legalActions(state, state.toMove);
      const t = performance.now();
      const cpu = process.cpuUsage();
      const action = seated[state.toMove]!.choose(state, legal, botContext(rng, budgetMs, now));
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      maxCpuMs = Math.max(maxCpuMs, (used.user + used.system) / 1000);
      decisions++;
      totalMs += ms;
      maxMs = Math.max(maxMs, ms);
      state = game.apply(state, action);
    }
    lengths.push(state.actions);
    const winner = state.result.winners[0];
    if (winner === undefined) draws++;
    else if (winner === firstSeat) wins++;
    else losses++;
    if ((g + 1) % progressEvery === 0)
      console.error(`  ${g + 1} games: ${wins} won, ${draws} drawn, ${losses} lost`);
  }
  console.log(
    `Stones & Rivers arena: ${seats[0]!} vs ${seats[1]!}, ${games} games, seed ${seed}, budget ${budgetMs} ms (${clock} clock), ${config.preset} ${config.board}`,
  );
  console.log(`  ${seats[0]!} wins  ${formatInterval(proportionInterval(wins, games))}`);
  console.log(`  draws       ${formatInterval(proportionInterval(draws, games))}`);
  console.log(`  ${seats[0]!} losses ${formatInterval(proportionInterval(losses, games))}`);
  console.log(`  actions per game: ${meanInterval(lengths).estimate.toFixed(1)}`);
  console.log(
    `  decisions ${decisions}: mean ${(totalMs / Math.max(1, decisions)).toFixed(1)} ms, max ${maxMs.toFixed(1)} ms (CPU time max ${maxCpuMs.toFixed(1)} ms); run ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
