/** Options for tests that play many random games of every game: short games, all rules on. */
import type { AnyGame } from '../engine/contract';

/** The cap and the no-progress limit end random games within a few dozen moves; small purses end River sooner. */
const QUICK: Readonly<Record<string, Record<string, unknown>>> = {
  'stones-and-rivers': { actionCap: 60 },
  'river-crossing': { noProgressLimit: 40 },
  'river-dice': { purse: 20, rounds: 3 },
};

export function quickConfig(game: AnyGame, players: number): { players: number } {
  return game.configSchema.parse({ ...QUICK[game.id], players }) as { players: number };
}
