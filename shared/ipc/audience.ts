/**
 * Streaming settings and the match the audience follows, between the renderer and main.
 * The renderer sends the match record and its throw records; main builds every frame
 * the audience sees from them, so no view of a seat ever leaves the app.
 */
import { z } from 'zod';
import { matchRecordSchema } from '../engine/record';

/** The commentator's delay, in seconds: never under half a minute, two minutes unless set. */
export const COMMENTATOR_DELAY = { min: 30, max: 3600, default: 120 } as const;
export const DEFAULT_AUDIENCE_PORT = 47_321;

export const audiencePatchSchema = z
  .object({
    /** Serve the audience page and feed (off until the person turns it on). */
    enabled: z.boolean(),
    port: z.number().int().min(1024).max(65_535),
    /** Serve the commentator feed: every seat's hidden information, delayed. */
    commentator: z.boolean(),
    commentatorDelaySeconds: z
      .number()
      .int()
      .min(
        COMMENTATOR_DELAY.min,
        `the commentator's delay is at least ${COMMENTATOR_DELAY.min} seconds`,
      )
      .max(COMMENTATOR_DELAY.max),
  })
  .partial()
  .strict();
export type AudiencePatch = z.infer<typeof audiencePatchSchema>;

export interface AudienceStatus {
  readonly enabled: boolean;
  readonly port: number;
  /**
   * The page for an OBS browser source while serving, else null. Add `layout=full|table|overlay`,
   * `width=…&height=…` and `transparent=1` as URL parameters; the page reads them.
   */
  readonly url: string | null;
  readonly commentator: boolean;
  readonly commentatorDelaySeconds: number;
  readonly commentatorUrl: string | null;
  /** Pages connected now. */
  readonly listeners: { readonly audience: number; readonly commentator: number };
  /** Why serving failed (a port in use), for a person; null when all is well. */
  readonly problem: string | null;
}

/** The audience window's sizes: the two a stream is usually made at. */
export const AUDIENCE_WINDOW_SIZES = {
  '1920x1080': { width: 1920, height: 1080 },
  '1280x720': { width: 1280, height: 720 },
} as const;
export const audienceWindowSizeSchema = z.enum(['1920x1080', '1280x720']);
export type AudienceWindowSize = z.infer<typeof audienceWindowSizeSchema>;

/** The record of the match on the table (null: none), and its throw records by action index. */
export const audiencePublishArgs = z.tuple([
  matchRecordSchema.nullable(),
  z.record(z.string().regex(/^\d+$/), z.unknown()),
]);
