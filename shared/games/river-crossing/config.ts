/**
 * The options of a River Crossing game. `rules` picks a rule set, ours or the original
 * page's, and fills in every option it decides; an option given beside it wins, so a
 * variant is one choice and the original one click away.
 */
import { z } from 'zod';
import { PIECES_PER_SIDE, type CrossingConfig, type CrossingRules } from './state';

type RuleSet = Omit<CrossingConfig, 'players' | 'rules' | 'race' | 'noProgressLimit'>;

/** The rules as the 1984 page wrote them, with the points it left open settled. */
const ORIGINAL: RuleSet = {
  collectors: 6,
  collectorTurns: 'after-each',
  restAfterCollecting: false,
  crossToWin: PIECES_PER_SIDE,
};

/**
 * Our variant, chosen by measuring hard computer players in every seat (the rules page has
 * the table): four collectors that move once a round, and ten pieces across to win.
 */
const RIVER_TABLE: RuleSet = {
  collectors: 4,
  collectorTurns: 'once-a-round',
  restAfterCollecting: false,
  crossToWin: 10,
};

export const RULE_SETS: Readonly<Record<CrossingRules, RuleSet>> = {
  'river-table': RIVER_TABLE,
  original: ORIGINAL,
};

export const ORIGINAL_RULES: CrossingConfig = {
  players: 3,
  rules: 'original',
  ...ORIGINAL,
  race: false,
  noProgressLimit: 200,
};

export const configSchema = z
  .object({
    players: z.literal(3, 'River Crossing is for exactly 3 players'),
    rules: z.enum(['river-table', 'original']).default('river-table'),
    collectors: z.union([z.literal(2), z.literal(4), z.literal(6)]).optional(),
    collectorTurns: z.enum(['after-each', 'once-a-round']).optional(),
    restAfterCollecting: z.boolean().optional(),
    crossToWin: z.number().int().min(1).max(PIECES_PER_SIDE).optional(),
    race: z.boolean().default(false),
    noProgressLimit: z.number().int().min(1).max(100_000).default(200),
  })
  .transform((c): CrossingConfig => ({
    ...c,
    collectors: c.collectors ?? RULE_SETS[c.rules].collectors,
    collectorTurns: c.collectorTurns ?? RULE_SETS[c.rules].collectorTurns,
    restAfterCollecting: c.restAfterCollecting ?? RULE_SETS[c.rules].restAfterCollecting,
    crossToWin: c.crossToWin ?? RULE_SETS[c.rules].crossToWin,
  }));

/**
 * Rules version 1 had only the original rules and no `rules` option: its records keep
 * meaning them now that ours are the default.
 */
export function upgradeConfig(
  config: Readonly<Record<string, unknown>>,
  rulesVersion: number,
): Record<string, unknown> {
  return rulesVersion < 2 ? { ...config, rules: 'original' } : { ...config };
}
