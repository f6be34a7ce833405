/**
 * The server side of `npm run bench online`: one process running online tables, as
 * `npm run serve` does (tables saved to a folder after every action), with the limits of
 * online-limits.ts for the pace the bots play at. Started by online-processes.ts, it answers
 * "memory" (after a garbage collection), "cpu" and "rooms" (tables open here, and tables
 * ever created here), each a line on its stdin, with a line of JSON on its stdout. Not over
 * an IPC channel: with one, Colyseus loads @pm2/io, which takes the channel for its own
 * messages, and the answers stopped coming.
 *
 * Its arguments: the port; where tables are kept, "folder" or "nowhere" (not a server
 * anyone should run, only a way to measure what keeping every table after every action
 * costs the same load); the pace ("full-speed" or "human"); and optionally a Redis URL, to
 * share matchmaking with the other processes on it (each says it is reached at
 * 127.0.0.1:<port>).
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { matchMaker } from '@colyseus/core';
import { createTableServer } from '../../electron/online/table-server';
import { FolderTableStore, type TableStore } from '../../electron/online/table-store';
import { createThrowPool } from '../../electron/online/throw-pool';
import { benchLimits, type Pace } from './online-limits';

const [portArgument, keptIn, pace, redisUrl] = process.argv.slice(2);
const port = Number(portArgument);
const folder = mkdtempSync(join(tmpdir(), 'river-bench-tables-'));
const keptNowhere: TableStore = {
  save: async () => undefined,
  load: async () => undefined,
  list: async () => [],
  remove: async () => undefined,
  release: async () => undefined,
};
const store = keptIn === 'nowhere' ? keptNowhere : new FolderTableStore(folder);
/** Codes of the tables created here: every new table is saved once it is set up. */
const created = new Set<string>();
const tables = createTableServer({
  store: {
    list: () => store.list(),
    load: (code) => store.load(code),
    remove: (code) => store.remove(code),
    release: (code) => store.release(code),
    save: (table) => {
      created.add(table.code);
      return store.save(table);
    },
  },
  thrower: createThrowPool(),
  limits: benchLimits(pace as Pace),
  log: () => undefined,
  ...(redisUrl ? { redisUrl, publicAddress: `127.0.0.1:${port}` } : {}),
});
await tables.listen(port, '127.0.0.1');

const collect = (globalThis as { gc?: () => void }).gc;
const answer = (message: object): void => void process.stdout.write(`${JSON.stringify(message)}\n`);
const questions = createInterface({ input: process.stdin });
// The bench went away without saying stop (killed, or crashed): so does its server.
questions.on('close', () => process.exit(0));
questions.on('line', (question) => {
  if (question === 'memory') {
    collect?.();
    answer({ memory: process.memoryUsage() });
  } else if (question === 'cpu') {
    answer({ cpu: process.cpuUsage() });
  } else if (question === 'rooms') {
    answer({ rooms: { open: matchMaker.stats.local.roomCount, created: created.size } });
  } else if (question === 'stop') {
    void tables
      .close()
      // Saves may still be landing as the tables close: retry until the folder is empty.
      .then(() => rm(folder, { recursive: true, force: true, maxRetries: 10 }))
      .finally(() => process.exit(0));
  }
});
answer({ ready: true });
