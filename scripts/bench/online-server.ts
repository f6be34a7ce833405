/**
 * The server side of `npm run bench online`: one process running online tables, as
 * `npm run serve` does (tables saved to a folder after every action), with the message
 * rate limit raised for clients that play at machine speed. Forked by online.bench.ts,
 * it answers "memory" (after a garbage collection) and "cpu" over IPC.
 *
 * Its arguments are the port and where tables are kept: "folder", or "nowhere" (not a
 * server anyone should run, only a way to measure what keeping every table after every
 * action costs the same load).
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTableServer } from '../../electron/online/table-server';
import { FolderTableStore, type TableStore } from '../../electron/online/table-store';
import { createThrowPool } from '../../electron/online/throw-pool';

const port = Number(process.argv[2]);
const keptIn = process.argv[3];
const folder = mkdtempSync(join(tmpdir(), 'river-bench-tables-'));
const keptNowhere: TableStore = {
  save: async () => undefined,
  load: async () => undefined,
  list: async () => [],
  remove: async () => undefined,
  release: async () => undefined,
};
const tables = createTableServer({
  store: keptIn === 'nowhere' ? keptNowhere : new FolderTableStore(folder),
  thrower: createThrowPool(),
  limits: { messagesPerSecond: 1000, computerDelayMs: 0 },
  log: () => undefined,
});
await tables.listen(port, '127.0.0.1');

const collect = (globalThis as { gc?: () => void }).gc;
process.on('message', (message: string) => {
  if (message === 'memory') {
    collect?.();
    process.send!({ memory: process.memoryUsage() });
  } else if (message === 'cpu') {
    process.send!({ cpu: process.cpuUsage() });
  } else if (message === 'stop') {
    void tables
      .close()
      // Saves may still be landing as the tables close: retry until the folder is empty.
      .then(() => rm(folder, { recursive: true, force: true, maxRetries: 10 }))
      .finally(() => process.exit(0));
  }
});
process.send!({ ready: true });
