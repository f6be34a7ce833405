/**
 * A local process that holds silent sockets to a loopback server: it opens `count` of them
 * (never sending a byte) and another as soon as the server closes one, at most `perSecond`
 * a second, from addresses across 127.0.1.0/24 so no one source runs out of ports. Prints
 * a line a second: how many it holds open now and has opened in all.
 *
 *   tsx scripts/bench/hostile-socket-holder.ts <port> <count> <perSecond>
 */
import { connect, type Socket } from 'node:net';

const [port, count, perSecond] = process.argv.slice(2).map(Number) as [number, number, number];
const held = new Set<Socket>();
let opened = 0;
let refused = 0;
let wanted = count;
/** Sockets it may still open in this hundredth of a second. */
let budget = 0;
let stopping = false;

/** Opens the sockets wanted, as many as the budget allows: at once, as a script would. */
function openWanted(): void {
  for (; wanted > 0 && budget > 0 && !stopping; wanted--, budget--) {
    opened++;
    const socket = connect({
      host: '127.0.0.1',
      port,
      localAddress: `127.0.1.${1 + (opened % 250)}`,
    });
    socket.on('connect', () => held.add(socket));
    socket.on('error', () => refused++);
    socket.on('close', () => {
      held.delete(socket);
      wanted++;
      openWanted();
    });
    // It reads (and drops) whatever the server sends, so it sees the server hang up.
    socket.resume();
  }
}

const tick = setInterval(() => {
  budget = perSecond / 100;
  openWanted();
}, 10);
const report = setInterval(
  () => process.stdout.write(`${JSON.stringify({ held: held.size, opened, refused })}\n`),
  1000,
);

process.once('SIGTERM', () => {
  stopping = true;
  clearInterval(tick);
  clearInterval(report);
  process.stdout.write(`${JSON.stringify({ held: held.size, opened, refused })}\n`);
  for (const socket of held) socket.destroy();
  process.exit(0);
});
