/** Actions as they are recorded: points in notation form (see notation.ts). */
import { z } from 'zod';

const seat = z.number().int().min(0).max(1);
const point = z.string().regex(/^[a-p]\d{1,2}$/, 'a point like c7');

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('move'), seat, from: point, to: point }),
  z.strictObject({
    type: z.literal('flip'),
    seat,
    at: point,
    orientation: z.enum(['H', 'V']).optional(),
  }),
  z.strictObject({ type: z.literal('rotate'), seat, at: point }),
  z.strictObject({ type: z.literal('send'), seat, from: point, via: point, to: point }),
  z.strictObject({ type: z.literal('push'), seat, from: point, to: point }),
  z.strictObject({ type: z.literal('resign'), seat }),
]);

export type SRAction = z.infer<typeof actionSchema>;
