/**
 * Garbage clients at a table server: `tables` tables of two seats, each opened by a client
 * that sits down as its host, and watchers (each from an address of its own in
 * 127.0.2.0/24) making up `clients` in all. Every client sends a refused message 15 times a
 * second, of every kind a table refuses: message types carrying made-up log lines, actions
 * that are not actions, throws with no hand. Every 30 s each floods or sends bytes that are
 * not a message (and is disconnected for it); a client disconnected comes back to watch.
 * Prints a line a second: clients at a table, messages sent, comebacks.
 *
 *   tsx scripts/bench/hostile-garbage-client.ts <port> <clients> <tables>
 */
import { Client, type Room } from '@colyseus/sdk';
import { matchmake } from '../../electron/online/test-support/strangers';
import { TableClient } from '../../electron/online/test-support/table-client';
import { hostOptions, people } from '../../electron/online/test-support/tables';
import { TABLE_ROOM } from '../../shared/online/protocol';

const [port, clients, tables] = process.argv.slice(2).map(Number) as [number, number, number];
// What the tables answer is never read: the SDK's warning for each unread kind is noise.
const warn = console.warn;
console.warn = (...args: unknown[]): void => {
  if (!String(args[0]).includes('onMessage() not registered')) warn(...args);
};
const url = `ws://127.0.0.1:${port}`;
let present = 0;
let sent = 0;
let comebacks = 0;
let stopping = false;

const garbage = (code: string): ((room: Room) => void)[] => [
  (room) => room.send(`x\n[${code}] Seat 1 sat down\nrefused join from 6.6.6.6`),
  (room) => room.send('act', 'garbage'),
  (room) => room.send('act', { type: 'teleport', seat: 0 }),
  (room) => room.send('throw', { position: [0, 'up', 0] }),
  (room) => room.send('computer', { seat: 99 }),
  (room) => room.send(`hack-${'y'.repeat(200)}`),
];

function misbehave(room: Room, code: string, address: string, index: number): void {
  present++;
  // What the table answers is not read: a garbage client only sends.
  room.onMessage('*', () => undefined);
  const kinds = garbage(code);
  let n = index;
  const steady = setInterval(() => {
    kinds[n++ % kinds.length]!(room);
    sent++;
  }, 1000 / 15);
  // Every 30 s the client is disconnected: by a flood, or by bytes that are not a message.
  const flood = setInterval(
    () => {
      if (n % 2 === 0) {
        for (let i = 0; i < 40; i++) room.send('act', 'flood');
        sent += 40;
      } else {
        room.connection.send(new Uint8Array([13, 0xc1, 0xc1, 0xc1]));
        sent++;
      }
    },
    30_000 + index * 97,
  );
  room.onLeave(() => {
    present--;
    clearInterval(steady);
    clearInterval(flood);
    if (!stopping) setTimeout(() => void watch(code, address, index, true), 1000);
  });
}

async function watch(code: string, address: string, index: number, again: boolean): Promise<void> {
  if (stopping) return;
  const answer = await matchmake(
    port,
    'joinById',
    code,
    { watch: true },
    { localAddress: address },
  );
  if (answer.status !== 200) {
    setTimeout(() => void watch(code, address, index, again), 1000);
    return;
  }
  const room = await new Client(url).consumeSeatReservation(answer.body);
  room.reconnection.enabled = false;
  if (again) comebacks++;
  misbehave(room, code, address, index);
}

const codes: string[] = [];
for (let t = 0; t < tables; t++) {
  const host = new TableClient(
    await new Client(url).create(
      TABLE_ROOM,
      hostOptions({ gameId: 'river-stakes', seats: people(2), dice: 'quick' }),
    ),
  );
  host.room.reconnection.enabled = false;
  const { code } = await host.next('invites');
  codes.push(code);
  misbehave(host.room, code, '127.0.0.1', t);
}
for (let i = tables; i < clients; i++)
  await watch(codes[i % tables]!, `127.0.2.${1 + (i % 250)}`, i, false);

const report = setInterval(
  () => process.stdout.write(`${JSON.stringify({ present, sent, comebacks })}\n`),
  1000,
);
process.once('SIGTERM', () => {
  stopping = true;
  clearInterval(report);
  process.stdout.write(`${JSON.stringify({ present, sent, comebacks })}\n`);
  process.exit(0);
});
