/**
 * Seals saves as `save-envelope` does, but for a match that autosaves after every move:
 * the save's text is written with its record first and the record's moves last in it, so
 * the text up to the last move only grows from one autosave to the next. The sealer keeps
 * the SHA-256 state and the UTF-8 bytes of that growing part, and each autosave writes out,
 * hashes and encodes only its new moves and the short rest, so an autosave at move 5,000
 * costs about what one at move 10 does. The file is the same envelope any reader opens: the checksum
 * is over the save's JSON text as written.
 */
import { createHash, randomUUID, type Hash } from 'node:crypto';
import type { SaveFile } from '../../shared/saves/format';
import { extendsMoves } from '../../shared/saves/save-checker';
import { envelopeStart } from './save-envelope';

/** Stands for the moves while the rest of a save is written: no save can know it in advance. */
const MOVES_MARK = `\u0000moves-${randomUUID()}`;
const MARK_TEXT = JSON.stringify(MOVES_MARK);

/** Bytes that grow at the end, with room to spare so appending is not a copy each time. */
class GrowingBytes {
  private buffer = Buffer.alloc(64 * 1024);
  length = 0;

  append(text: string): void {
    const needed = this.length + Buffer.byteLength(text, 'utf8');
    if (needed > this.buffer.length) {
      const larger = Buffer.alloc(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  get bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** What was sealed last: its text up to (not including) the moves' closing bracket. */
interface Growing {
  readonly head: string;
  /** The moves sealed so far, in a list of the sealer's own (callers may go on adding to theirs). */
  moves: readonly unknown[];
  readonly hash: Hash;
  readonly bytes: GrowingBytes;
}

/** The save's text split around its moves: record first, the moves last in the record. */
function split(save: SaveFile): { readonly head: string; readonly tail: string } {
  const { record, ...rest } = save;
  const { actions: _moves, ...recordRest } = record;
  const skeleton = JSON.stringify({ record: { ...recordRest, actions: MOVES_MARK }, ...rest });
  const at = skeleton.indexOf(MARK_TEXT);
  return { head: skeleton.slice(0, at), tail: skeleton.slice(at + MARK_TEXT.length) };
}

/** The JSON text `moves` add after `before` moves: what goes between `[…` and `]`. */
function textOfMoves(moves: readonly unknown[], before: number): string {
  const items = JSON.stringify(moves).slice(1, -1);
  return before === 0 || items === '' ? items : `,${items}`;
}

function start(head: string, moves: readonly unknown[]): Growing {
  const growing: Growing = {
    head,
    moves: moves.slice(),
    hash: createHash('sha256'),
    bytes: new GrowingBytes(),
  };
  const text = `${head}[${textOfMoves(moves, 0)}`;
  growing.hash.update(text);
  growing.bytes.append(text);
  return growing;
}

export function createSaveSealer() {
  let last: Growing | null = null;

  return function seal(save: SaveFile): Buffer {
    const { head, tail } = split(save);
    const moves = save.record.actions;
    if (last && last.head === head && extendsMoves(moves, last.moves)) {
      const added = textOfMoves(moves.slice(last.moves.length), last.moves.length);
      last.hash.update(added);
      last.bytes.append(added);
      last.moves = moves.slice();
    } else {
      last = start(head, moves);
    }
    const end = `]${tail}`;
    const sha256 = last.hash.copy().update(end).digest('hex');
    return Buffer.concat([
      Buffer.from(envelopeStart(sha256), 'utf8'),
      last.bytes.bytes,
      Buffer.from(`${end}}`, 'utf8'),
    ]);
  };
}

export type SaveSealer = ReturnType<typeof createSaveSealer>;
