/**
 * Counts the action tree from the opening position and prints the count and the time.
 * Options: `usage` below (`npm run perft -- stones-and-rivers --help`).
 */ import { game, perft } from '../../shared/games/stones-and-rivers';
import { intOption } from '../lib/args';
import { parseUsage, type ScriptUsage } from '../lib/usage';

export const usage: ScriptUsage = {
  command: 'npm run perft -- stones-and-rivers',
  about: 'Counts the action tree from the opening position.',
  options: [
    {
      name: 'preset',
      example: 'course',
      about: 'rulebook (default) or course',
      shows: 'course preset',
    },
    { name: 'board', example: '12x13', about: '12x13, 14x15 (default) or 16x17', shows: '12x13' },
    { name: 'depth', example: '2', about: 'plies to count (default 3)', shows: 'depth 2' },
  ],
  quick: ['--depth', '1'],
};

export function main(argv: readonly string[]): void {
  const args = parseUsage(argv, usage);
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
