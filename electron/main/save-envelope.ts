/**
 * The bytes of a save file: the save wrapped with a SHA-256 of its content, so edits made
 * outside the app are caught. Opening checks size, JSON, wrapper and checksum only — what
 * the save itself says is checked by the caller (summary for the list, full replay on load).
 */
import { createHash, randomUUID } from 'node:crypto';
import { stableStringify } from '../../shared/engine/stable-json';
import { MAX_SAVE_BYTES, type SaveFile } from '../../shared/saves/format';

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

/** Stands for the moves while the rest of a save is written: no save can know it in advance. */
const MOVES_MARK = `\u0000moves-${randomUUID()}`;

/**
 * `JSON.stringify(save)` for a save whose moves' JSON text is already known: only the
 * rest of the save is written out, which for a long match is a small part of it.
 */
export function saveTextWithMoves(save: SaveFile, movesText: string): string {
  const skeleton = JSON.stringify({ ...save, record: { ...save.record, actions: MOVES_MARK } });
  const mark = JSON.stringify(MOVES_MARK);
  const at = skeleton.indexOf(mark);
  if (at < 0 || skeleton.lastIndexOf(mark) !== at) return JSON.stringify(save);
  return skeleton.slice(0, at) + movesText + skeleton.slice(at + mark.length);
}

/** `text` may be given when it is already known: it must be exactly `JSON.stringify(save)`. */
export function sealSave(save: unknown, text = JSON.stringify(save)): Buffer {
  return Buffer.from(
    `{"envelope":"${ENVELOPE}","sha256":"${sha256(text)}","save":${text}}`,
    'utf8',
  );
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
