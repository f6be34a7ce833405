/** Writes a save file by hand, as an editor or another program would, checksum and all. */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { stableStringify } from '../../../shared/engine/stable-json';

export function envelopeOf(save: unknown): string {
  return JSON.stringify({
    envelope: 'river-table/save-file',
    sha256: createHash('sha256').update(stableStringify(save)).digest('hex'),
    save,
  });
}

export function writeByHand(path: string, save: unknown): string {
  const bytes = envelopeOf(save);
  writeFileSync(path, bytes);
  return bytes;
}
