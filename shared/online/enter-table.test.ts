import { Room } from '@colyseus/sdk';
import { unpack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { packPlainly } from './enter-table';
import { TO_TABLE } from './protocol';

/** What a room sends, caught instead of going out on a socket. */
function sentBy(room: Room): Uint8Array[] {
  const sent: Uint8Array[] = [];
  (room as unknown as { connection: object }).connection = {
    isOpen: true,
    send: (data: Uint8Array) => sent.push(Uint8Array.from(data)),
  };
  return sent;
}

/** The msgpack payload after Colyseus's header: its code, then the message type as a short string. */
function payloadOf(frame: Uint8Array): Uint8Array {
  const typeLength = frame[1]! & 0x1f;
  return frame.subarray(2 + typeLength);
}

const MOVE = { type: 'stop', seat: 0 };

describe('what a page sends to its table', () => {
  it('goes as plain msgpack maps, with no record definitions for the server to read first', () => {
    const room = packPlainly(new Room('table'));
    const sent = sentBy(room);
    room.send(TO_TABLE.act, MOVE);
    room.send(TO_TABLE.act, MOVE);
    for (const frame of sent) {
      const payload = payloadOf(frame);
      // 0xde: a map with a 16-bit count; msgpackr's records start with an extension (0xd4).
      expect(payload[0]).toBe(0xde);
      expect(unpack(payload)).toEqual(MOVE);
    }
    expect(sent).toHaveLength(2);
  });

  it('would otherwise carry a record definition in every message', () => {
    const room = new Room('table');
    const caught = sentBy(room);
    room.send(TO_TABLE.act, MOVE);
    expect(payloadOf(caught[0]!)[0]).toBe(0xd4);
  });
});
