/**
 * The bytes of a save file: the save wrapped with a SHA-256 of its content, so edits made
 * outside the app are caught. Opening checks size, JSON, wrapper and checksum only — what
 * the save itself says is checked by the caller (summary for the list, full replay on load).
 */
import { createHash } from 'node:crypto';
import { stableStringify } from '../../shared/engine/stable-json';
import { MAX_SAVE_BYTES } from '../../shared/saves/format';

const ENVELOPE = 'river-table/save-file';

interface Envelope {
  readonly envelope: typeof ENVELOPE;
  readonly sha256: string;
  readonly save: unknown;
}

export type Opened =
  { readonly ok: true; readonly save: unknown } | { readonly ok: false; readonly problem: string };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Files are sealed over the save's JSON text as written, which parsing and writing again
 * reproduces exactly; files from before (and written by hand) over the key-sorted text.
 */
function sealedBy(save: unknown, sum: string): boolean {
  return sha256(JSON.stringify(save)) === sum || sha256(stableStringify(save)) === sum;
}

export function tooLargeProblem(size: number): string | null {
  return size > MAX_SAVE_BYTES
    ? `it is ${(size / 1024 / 1024).toFixed(1)} MB, larger than any real save (${MAX_SAVE_BYTES / 1024 / 1024} MB at most).`
    : null;
}

/** The envelope's text up to where the save's own text begins. */
export function envelopeStart(sha256: string): string {
  return `{"envelope":"${ENVELOPE}","sha256":"${sha256}","save":`;
}

export function sealSave(save: unknown): Buffer {
  const text = JSON.stringify(save);
  return Buffer.from(`${envelopeStart(sha256(text))}${text}}`, 'utf8');
}

export function openSave(bytes: Buffer): Opened {
  const tooLarge = tooLargeProblem(bytes.length);
  if (tooLarge) return { ok: false, problem: tooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return {
      ok: false,
      problem:
        bytes.length === 0
          ? 'the file is empty.'
          : 'it is not valid JSON: the file was cut short or damaged.',
    };
  }
  const envelope = parsed as Partial<Envelope> | null;
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    envelope.envelope !== ENVELOPE ||
    typeof envelope.sha256 !== 'string'
  )
    return { ok: false, problem: 'it is not a River Table save file.' };
  let sealed: boolean;
  try {
    sealed = sealedBy(envelope.save, envelope.sha256);
  } catch {
    // Only a hostile file nests deeply enough to exhaust the stack.
    return { ok: false, problem: 'it is nested far deeper than any save.' };
  }
  if (!sealed)
    return {
      ok: false,
      problem: 'its content was changed outside River Table (its checksum does not match).',
    };
  return { ok: true, save: envelope.save };
}
