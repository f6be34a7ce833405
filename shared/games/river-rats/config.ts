/** The options of a River Rats game, checked and completed with their defaults. */
import { z } from 'zod';
import { SUITS, type Suit } from './cards';
import type { RatsConfig } from './state';

/**
 * Characters handed out when a config names none: ♦ first, so a solo player swaps from the
 * Market. Measured with the hard team (solo, 100-200 games each): ♦ 40%, ♣ 35%, ♥ 32%,
 * ♠ 30%; two players with ♦♥ 38.5%, ♦♠ 39%, ♦♣ 35%, within each other's noise.
 */
export const DEFAULT_CHARACTERS: readonly Suit[] = ['D', 'H', 'S', 'C'];

export const configSchema = z
  .object({
    players: z
      .number()
      .int()
      .min(1, 'River Rats is for 1 to 4 players')
      .max(4, 'River Rats is for 1 to 4 players'),
    mode: z.enum(['normal', 'advanced', 'expert']).default('normal'),
    // The issue spells the option "at least"; saves use "at-least".
    prediction: z.preprocess(
      (v) => (v === 'at least' ? 'at-least' : v),
      z.enum(['exact', 'at-least']).default('exact'),
    ),
    firstGame: z.boolean().default(false),
    characters: z.array(z.enum(SUITS)).optional(),
    jokerNamed: z.enum(['by-players', 'by-engine']).default('by-players'),
  })
  .transform((c): RatsConfig => ({
    ...c,
    characters: c.characters ?? DEFAULT_CHARACTERS.slice(0, c.players),
  }))
  .refine((c) => c.characters.length === c.players, {
    message: 'Each player needs exactly one Ace as their character',
  })
  .refine((c) => new Set(c.characters).size === c.characters.length, {
    message: 'Two players cannot take the same Ace',
  });

/**
 * Under rules version 1 the engine named a Joker's card itself: its records keep that rule
 * so they replay exactly as they were played.
 */
export function upgradeConfig(
  config: Readonly<Record<string, unknown>>,
  rulesVersion: number,
): Record<string, unknown> {
  return rulesVersion < 2 ? { ...config, jokerNamed: 'by-engine' } : { ...config };
}
