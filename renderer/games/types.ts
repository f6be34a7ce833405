import type { ComponentType } from 'react';
import type { AnyGame } from '../../shared/engine/contract';
import type { GameId } from '../../shared/games/catalog';

/** A per-game choice on the New Game screen, turned into the engine's config. */
export type GameOption =
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'choice';
      readonly choices: readonly { readonly value: string; readonly label: string }[];
      readonly initial: string;
    }
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly initial: number;
    }
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'toggle';
      readonly initial: boolean;
    };

/**
 * What a game brings to the table: its 3D board (inside the one canvas), its HUD panels
 * (over it), the options it offers, and the computer levels it has.
 */
export interface TablePlugin {
  readonly gameId: GameId;
  readonly game: AnyGame;
  readonly Board: ComponentType;
  readonly Hud: ComponentType;
  readonly options: readonly GameOption[];
  readonly botLevels: readonly string[];
  /** "Turn 7", "Round 3 of 10": for the HUD and the saves list. */
  turnLabel(state: unknown): string;
}
