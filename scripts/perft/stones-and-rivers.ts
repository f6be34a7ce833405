/**
 * `npm run perft -- stones-and-rivers --preset course --board 14x15 --depth 3`
 * Counts the action tree from the opening position and prints the count and the time.
 */
import { game, perft } from '../../shared/games/stones-and-rivers';
import { intOption, parseArgs } from '../lib/args';

export function main(argv: readonly string[]): void {
  const args = parseArgs(argv, { values: ['preset', 'board', 'depth'] });
  const config = game.configSchema.parse({
    players: 2,
    preset: args.options.preset ?? 'rulebook',
    board: args.options.board ?? '14x15',
  });
  const depth = intOption(args, 'depth', 3);
  const state = game.setup(config, 1);
  const started = performance.now();
  const count = perft(state, depth);
  const ms = performance.now() - started;
  console.log(
    `Stones & Rivers perft, ${config.preset} preset, ${config.board}, depth ${depth}: ${count} (${ms.toFixed(1)} ms)`,
  );
}
