/**
 * `npm run serve`: the online tables without Electron, for a machine that stays on.
 *
 *   npm run serve -- --port 2567 --tables ./tables
 *   REDIS_URL=redis://127.0.0.1:6379 npm run serve -- --port 2568 --public-address 10.0.0.5:2568
 *
 * Options (each also read from the environment): --port (PORT, default 2567), --host
 * (HOST, default 0.0.0.0), --tables, the folder tables are kept in (TABLES_DIR, default
 * ./tables), --public-address, how clients reach this process when several share one
 * Redis (PUBLIC_ADDRESS). With REDIS_URL set, processes share matchmaking through Redis.
 * Unfinished tables kept in the folder are brought back at start.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createTableServer } from '../electron/online/table-server';
import { FolderTableStore } from '../electron/online/table-store';
import { createThrowPool, defaultThrowThreads } from '../electron/online/throw-pool';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    tables: { type: 'string' },
    'public-address': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number, not "${values.port ?? process.env.PORT}"`);
  process.exit(2);
}
const host = values.host ?? process.env.HOST ?? '0.0.0.0';
const folder = resolve(values.tables ?? process.env.TABLES_DIR ?? 'tables');
const redisUrl = process.env.REDIS_URL;
const publicAddress = values['public-address'] ?? process.env.PUBLIC_ADDRESS;

const threads = defaultThrowThreads();
const tables = createTableServer({
  store: new FolderTableStore(folder),
  thrower: createThrowPool(threads),
  ...(redisUrl ? { redisUrl } : {}),
  ...(publicAddress ? { publicAddress } : {}),
  exitOnSignals: true,
});
await tables.listen(port, host);
const restored = await tables.restoreKept();
console.log(
  `friends without River Table open http://<this machine's address>:${port}/ in a browser`,
);
console.log(
  `serving online tables on ws://${host}:${port} (kept in ${folder}; ${restored.length} brought back; physical dice on ${threads} thread${threads === 1 ? '' : 's'}; ${redisUrl ? `matchmaking shared through ${redisUrl}` : 'no Redis'})`,
);
