import { Protocol } from '@colyseus/core';
import { unpack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { framesFor } from './table-frames';

/** Reads a frame as the Colyseus client does: the protocol byte, the type, then the message. */
function read(frame: Buffer): { code: number; type: string; message: unknown } {
  const typeLength = frame[1]! & 0x1f;
  return {
    code: frame[0]!,
    type: frame.subarray(2, 2 + typeLength).toString('utf8'),
    message: unpack(frame.subarray(2 + typeLength)),
  };
}

describe('a message framed for several viewers', () => {
  it('reaches each viewer as its own fields and the shared ones, in one map', () => {
    const shared = { code: 'ABCDEFGHJK', moves: 7, seats: [{ name: 'Ada' }, { name: 'Friend 2' }] };
    const own = [
      { viewer: 0, legal: [{ type: 'stop' }] },
      { viewer: 1, legal: [] },
      { viewer: 'public', view: { hidden: true } },
    ];
    const frames = framesFor('table', shared, own);
    expect(frames.map(read)).toEqual(
      own.map((fields) => ({
        code: Protocol.ROOM_DATA,
        type: 'table',
        message: { ...shared, ...fields },
      })),
    );
  });

  it('keeps the shared fields whole when a viewer has more fields than a short map holds', () => {
    const shared = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`shared${i}`, i]));
    const own = [Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`own${i}`, `v${i}`]))];
    const [frame] = framesFor('table', shared, own);
    expect(read(frame!).message).toEqual({ ...shared, ...own[0] });
  });

  it('sends no frame when nobody is there to see it', () => {
    expect(framesFor('table', { moves: 1 }, [])).toEqual([]);
  });
});
