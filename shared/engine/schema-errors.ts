import type { z } from 'zod';

/** A schema failure as one or two plain sentences: "seats.0.name: a seat needs a name". */
export function readableError(error: z.ZodError, most = 3): string {
  const lines = error.issues.slice(0, most).map((issue) => {
    const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    return `${where}${issue.message}`;
  });
  const more = error.issues.length - most;
  return lines.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}
