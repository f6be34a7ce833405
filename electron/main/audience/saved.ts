/** The streaming settings kept between launches (port, tokens, delay); anything unreadable is ignored. */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { audiencePatchSchema } from '../../../shared/ipc/audience';
import { writeFileAtomic } from '../atomic-file';
import type { AudienceSaved } from './controller';

const token = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
const savedSchema = z.object({
  port: audiencePatchSchema.shape.port.unwrap(),
  audienceToken: token,
  commentatorToken: token,
  commentatorDelaySeconds: audiencePatchSchema.shape.commentatorDelaySeconds.unwrap(),
});

export function readAudienceSaved(file: string): Partial<AudienceSaved> {
  try {
    if (!existsSync(file)) return {};
    const parsed = savedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeAudienceSaved(file: string, saved: AudienceSaved): void {
  writeFileAtomic(file, JSON.stringify(saved), false);
}
