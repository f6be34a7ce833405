/** Config and state of Stones & Rivers. */
import { z } from 'zod';
import type { Outcome } from '../../engine/contract';
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
  /** Every position so far (cells and side to move), for the repetition draw. */
  readonly history: readonly string[];
  readonly result: Outcome | null;
}

export function rulesOf(config: SRConfig): RuleOptions {
  const course = config.preset === 'course';
  return {
    stonePush: config.stonePush ?? course,
    sendAfterFlow: !course,
    sendRivers: !course,
    sentRestsOnSender: !course,
  };
}

export function positionKey(cells: readonly number[], toMove: number): string {
  return `${toMove}:${cells.join('')}`;
}
