/**
 * `npm run bench -- hostile`: what strangers can still cost a host (issue #40), measured
 * the way the tester reproduced it, each on the real servers over loopback:
 *
 * - a friend's join while a code holder reserves places for HOSTILE_FRIEND_SECONDS
 *   (default 60; hostile-friend.ts): every try a quiet table admits must be admitted;
 * - the audience page and the web host loaded every 200 ms for HOSTILE_PAGE_SECONDS
 *   (default 15) while another process holds 40, then 20,000 silent sockets to them
 *   (hostile-sockets.ts; 20,000 is this machine's descriptor limit, so the holder gets
 *   a few short of it): every load must succeed;
 * - HOSTILE_GARBAGE_CLIENTS (default 50) garbage clients at a table server for
 *   HOSTILE_GARBAGE_SECONDS (default 120; hostile-garbage.ts): the log must grow by at
 *   most LOG_BYTES_PER_MINUTE a minute and the server's memory must stay flat.
 *
 * HOSTILE_PARTS=<word> runs only the parts whose name contains it (friend, pages, garbage).
 * About 5 minutes in all; run it under `nice -n 10` on a shared machine.
 */
import { friendJoinsUnderReservations } from './hostile-friend';
import { garbageClients } from './hostile-garbage';
import { pageLoadsUnderSilentSockets, type PageLoads } from './hostile-sockets';
import type { BenchResult, BenchTarget } from './types';

const FRIEND_SECONDS = Number(process.env.HOSTILE_FRIEND_SECONDS ?? 60);
const PAGE_SECONDS = Number(process.env.HOSTILE_PAGE_SECONDS ?? 15);
const GARBAGE_CLIENTS = Number(process.env.HOSTILE_GARBAGE_CLIENTS ?? 50);
const GARBAGE_SECONDS = Number(process.env.HOSTILE_GARBAGE_SECONDS ?? 120);
const PARTS = process.env.HOSTILE_PARTS ?? '';
/**
 * The table server's refusal log writes at most 100 refusals a minute one by one and at
 * most 11 summary lines, each line at most 400 bytes (electron/online/table-log.ts).
 */
const LOG_BYTES_PER_MINUTE = 111 * 401;
/** Memory that grows by less than this over the run, after its first 10 s, is flat. */
const FLAT_MB = 5;

const wanted = (part: string): boolean => part.includes(PARTS);
const percent = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;

export async function run(): Promise<BenchResult> {
  const rows: Record<string, string | number>[] = [];
  const targets: BenchTarget[] = [];

  if (wanted('friend')) {
    const f = await friendJoinsUnderReservations(FRIEND_SECONDS);
    rows.push({
      part: `friend and watcher while a code holder reserves places (${FRIEND_SECONDS} s)`,
      admitted: `${f.admitted}/${f.tries}`,
      'on a quiet table': `${f.quietAdmitted}/${f.quietTries}`,
      detail: `knocks answered ${JSON.stringify(f.knocks)}; refused ${JSON.stringify(f.refusals)}`,
    });
    targets.push({
      description: 'a friend and a watcher are admitted every time a quiet table admits them',
      figure: `${f.admitted}/${f.tries} (${percent(f.admitted, f.tries)}); quiet table ${f.quietAdmitted}/${f.quietTries}`,
      met: f.admitted === f.tries && f.quietAdmitted === f.quietTries,
    });
  }

  if (wanted('pages')) {
    const runs: PageLoads[] = [];
    for (const server of ['audience page', 'web host'] as const)
      for (const silent of [40, 20_000])
        runs.push(await pageLoadsUnderSilentSockets(server, silent, PAGE_SECONDS));
    for (const p of runs) {
      rows.push({
        part: `${p.server} loads with ${p.silentSockets} silent sockets held (${PAGE_SECONDS} s)`,
        admitted: `${p.loaded}/${p.loads}`,
        detail: `holder held ${p.heldAtStart} open at the start, ${p.heldAtEnd} at the end, opened ${p.opened}`,
      });
      targets.push({
        description: `the ${p.server} loads every time while ${p.silentSockets} silent sockets are held`,
        figure: `${p.loaded}/${p.loads} (${percent(p.loaded, p.loads)})`,
        met: p.loads > 0 && p.loaded === p.loads,
      });
    }
  }

  if (wanted('garbage')) {
    const g = await garbageClients(GARBAGE_CLIENTS, GARBAGE_SECONDS);
    const minutes = g.seconds / 60;
    const growth = g.heldMb.at(-1)! - g.heldMb[1]!;
    rows.push({
      part: `${g.clients} garbage clients (${g.seconds} s)`,
      admitted: `${g.messagesSent} messages sent, ${g.comebacks} comebacks`,
      detail: `log ${g.logLines} lines, ${g.logBytes} bytes; held MB every 10 s ${g.heldMb.join(' ')}`,
    });
    for (const line of g.sample) rows.push({ part: 'log sample', detail: JSON.stringify(line) });
    targets.push({
      description: `the log grows by at most ${LOG_BYTES_PER_MINUTE} bytes a minute`,
      figure: `${Math.round(g.logBytes / minutes)} bytes a minute (${g.logBytes} in ${g.seconds} s)`,
      met: g.logBytes <= LOG_BYTES_PER_MINUTE * minutes,
    });
    targets.push({
      description: `the server's memory stays flat (grows by less than ${FLAT_MB} MB after its first 10 s)`,
      figure: `${growth.toFixed(1)} MB (${g.heldMb[1]} → ${g.heldMb.at(-1)} MB)`,
      met: growth < FLAT_MB,
    });
  }

  return { title: 'What a hostile stranger can still cost a host (issue #40)', rows, targets };
}
