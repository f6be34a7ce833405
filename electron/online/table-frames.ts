/**
 * One message for several viewers, as Colyseus frames: the fields every viewer shares are
 * encoded once and each viewer's own fields are joined to them. A msgpack map is a count
 * followed by its key–value pairs, so pairs encoded apart make one map under a count of
 * them all, which any msgpack decoder reads as the whole message. On a busy server,
 * encoding each viewer's table whole was the largest single cost of sending tables.
 */
import { Protocol, getMessageBytes } from '@colyseus/core';
import { Packr } from 'msgpackr';

/** As Colyseus encodes messages: plain msgpack, without msgpackr's records extension. */
const packr = new Packr({ useRecords: false });

const FIXMAP = 0x80;
const MAP16 = 0xde;

interface Pairs {
  readonly count: number;
  readonly bytes: Uint8Array;
}

/** The key–value pairs of `fields` encoded, without their map's count. */
function pairsOf(fields: object): Pairs {
  const packed = packr.pack(fields);
  const first = packed[0]!;
  if ((first & 0xf0) === FIXMAP) return { count: first & 0x0f, bytes: packed.subarray(1) };
  if (first === MAP16) return { count: packed.readUInt16BE(1), bytes: packed.subarray(3) };
  throw new Error('A message has more fields than one frame carries.');
}

function mapHeader(count: number): Uint8Array {
  if (count < 16) return Uint8Array.of(FIXMAP | count);
  if (count > 0xffff) throw new Error('A message has more fields than one frame carries.');
  return Uint8Array.of(MAP16, count >> 8, count & 0xff);
}

/**
 * A frame of message `type` per entry of `own`: that viewer's fields with `shared`. No key
 * of `shared` may be in `own` too (a map with a key twice is not one message).
 */
export function framesFor(type: string, shared: object, own: readonly object[]): Buffer[] {
  if (own.length === 0) return [];
  const prefix = getMessageBytes.raw(Protocol.ROOM_DATA, type);
  const common = pairsOf(shared);
  // The packer reuses its buffer from one message to the next: the shared pairs are copied out.
  const commonBytes = Buffer.from(common.bytes);
  return own.map((fields) => {
    const mine = pairsOf(fields);
    return Buffer.concat([prefix, mapHeader(common.count + mine.count), mine.bytes, commonBytes]);
  });
}
