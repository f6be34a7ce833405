/** Config and state of Stones & Rivers. */
import { z } from 'zod';
import type { Outcome } from '../../engine/contract';
import { RecordError } from '../../engine/record';
import type { RuleOptions } from './moves';

/**
 * Who starts is an input: the table flips a piece and passes the result as `firstPlayer`.
 * Without it, Circle starts (as the course preset always does).
 */
export const configSchema = z
  .object({
    players: z.literal(2, 'Stones & Rivers is for exactly 2 players'),
    board: z.enum(['12x13', '14x15', '16x17']).default('14x15'),
    preset: z.enum(['rulebook', 'course']).default('rulebook'),
    stonePush: z.boolean().optional(),
    actionCap: z.number().int().min(1).max(1_000_000).default(1000),
    firstPlayer: z.enum(['circle', 'square']).default('circle'),
    /** The seed of the flipped piece that chose `firstPlayer`, so the table can show that flip again. */
    firstFlip: z.string().max(100).optional(),
  })
  .refine((c) => c.preset !== 'course' || c.firstPlayer === 'circle', {
    message: 'In the course preset Circle always starts',
  });

export type SRConfig = z.infer<typeof configSchema>;

export interface SRState {
  readonly config: SRConfig;
  /** Packed cells, row by row from the top (see board.ts). */
  readonly cells: readonly number[];
  /** 0 Circle, 1 Square. */
  readonly toMove: number;
  readonly actions: number;
  /** Every position so far, one per action from the start, for the draw rules (draws.ts). */
  readonly history: readonly string[];
  /** The points holding a stone that has been a river (sorted): see draws.ts. */
  readonly turned: readonly number[];
  readonly result: Outcome | null;
}

export function rulesOf(config: SRConfig): RuleOptions {
  const course = config.preset === 'course';
  return {
    stonePush: config.stonePush ?? course,
    sendAfterFlow: !course,
    sendRivers: !course,
    sentRestsOnSender: !course,
    sentPassesItsStart: !course,
  };
}

/**
 * Rules version 2 differs from today only in the course preset (a sent stone travelled
 * back over its own point; the draw was a third repetition and came at the 1000th action):
 * its rulebook records replay as they were played, its course records cannot.
 */
export function upgradeConfig(
  config: Readonly<Record<string, unknown>>,
  rulesVersion: number,
): Record<string, unknown> {
  if (rulesVersion === 2 && config.preset !== 'course') return { ...config };
  throw new RecordError(
    `This Stones & Rivers match was played under older rules (version ${rulesVersion}) of its ${config.preset === 'course' ? 'course' : 'rulebook'} preset, which this version no longer plays.`,
  );
}
