/**
 * A random event of an online table (a throw, a deal) as the table fixed it: the table's
 * own secret and each seated person's, every one committed by its hash before any was
 * shown. Whoever has all the secrets can work the result out again; nobody could choose it
 * alone, because nobody knew the others' secrets when their own was fixed.
 */
import { z } from 'zod';
import { SECRET_PATTERN } from './seeds';

const hex64 = z.string().regex(SECRET_PATTERN, 'a seed or commitment is 64 hex digits');

export const contributionSchema = z.strictObject({
  seat: z.number().int().min(0).max(7),
  commitment: hex64,
  /** Null: this person was counted on but never showed their secret (they had gone away). */
  secret: hex64.nullable(),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const fairEventSchema = z.strictObject({
  /** The table's code: a secret shown at one table proves nothing at another. */
  table: z.string().min(1).max(20),
  /** Which event: `throw:<move>` (the action it became) or `deal`. */
  event: z.string().regex(/^(throw:\d{1,6}|deal)$/),
  server: z.strictObject({
    commitment: hex64,
    /** Null while the result is still hidden from whoever holds this copy. */
    secret: hex64.nullable(),
  }),
  seats: z.array(contributionSchema).max(8),
});
export type FairEvent = z.infer<typeof fairEventSchema>;

/** What a table says before anyone shows a secret: the event, its commitments and who takes part. */
export interface Announcement {
  readonly event: string;
  readonly commitment: string;
  readonly seats: readonly { readonly seat: number; readonly commitment: string }[];
}

/** The action index of a throw event; null for a deal. */
export function moveOf(event: string): number | null {
  const match = /^throw:(\d+)$/.exec(event);
  return match ? Number(match[1]) : null;
}
