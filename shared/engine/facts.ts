/**
 * What a table needs to know of a game besides its rules: the options a New game form
 * offers (with the engine's own defaults), the computer levels, and how to name a moment of
 * the game ("Turn 7"). They live beside each engine so no renderer keeps a copy of a rule.
 */
import type { AnyGame } from './contract';

interface OptionBase {
  /** The config key the engine reads. */
  readonly key: string;
  readonly label: string;
}

/** One New-game option: its kind, and its choices where it has them (values the schema accepts). */
export type OptionFact = OptionBase &
  (
    | {
        readonly kind: 'choice';
        readonly choices: readonly { readonly value: string; readonly label: string }[];
      }
    | { readonly kind: 'number'; readonly min: number; readonly max: number }
    | { readonly kind: 'toggle' }
  );

export interface GameFacts {
  readonly options: readonly OptionFact[];
  /** Computer levels, weakest first. */
  readonly botLevels: readonly string[];
  /** What each computer level does, in one line a person reads when choosing it. */
  readonly botLevelNotes: Readonly<Record<string, string>>;
  /** "Turn 7", "Round 3 of 10": for the HUD and the saves list. */
  turnLabel(state: unknown): string;
  /**
   * What the New game form's options become before the match starts, for a game that
   * decides something at the table first (who starts, by a flipped piece); `seed` is the
   * match's seed, so the same match always decides the same way.
   */
  prepareConfig?(options: Record<string, unknown>, seed: string): Record<string, unknown>;
}

/** The engine's defaults for a game of `players`: what a New game form starts from. */
export function optionDefaults(
  game: AnyGame,
  facts: GameFacts,
  players: number,
): Record<string, unknown> {
  const config = game.configSchema.parse({ players }) as Record<string, unknown>;
  return Object.fromEntries(facts.options.map((o) => [o.key, config[o.key]]));
}
