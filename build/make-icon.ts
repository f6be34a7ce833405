/**
 * Draws the app icon (a die on a river-blue disc) as a 512×512 PNG without any image
 * library: raw RGBA rows, zlib-compressed into IDAT, with CRCs. `npx tsx build/make-icon.ts`.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function pixel(x: number, y: number): [number, number, number, number] {
  const cx = x - SIZE / 2;
  const cy = y - SIZE / 2;
  const r = Math.hypot(cx, cy);
  if (r > 250) return [0, 0, 0, 0];
  const inDie = Math.abs(cx) < 120 && Math.abs(cy) < 120;
  if (inDie) {
    const pips = [
      [-60, -60],
      [60, 60],
      [0, 0],
      [60, -60],
      [-60, 60],
    ];
    if (pips.some(([px, py]) => Math.hypot(cx - px!, cy - py!) < 22)) return [27, 20, 8, 255];
    return [243, 237, 226, 255];
  }
  const wave = Math.sin(cx / 28) * 10;
  return cy + wave > 60 ? [31, 90, 120, 255] : [43, 111, 143, 255];
}

const rows: Buffer[] = [];
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE * 4);
  for (let x = 0; x < SIZE; x++) row.set(pixel(x, y), 1 + x * 4);
  rows.push(row);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows))),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
