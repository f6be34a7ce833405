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
 *
 * Limits (defaults in electron/online/table-limits.ts), for a load test to raise or a test to shorten:
 * --tables-per-minute (TABLES_PER_MINUTE) and --open-tables-per-address
 * (OPEN_TABLES_PER_ADDRESS), the tables one remote address may create in a minute and
 * have open; --open-tables (OPEN_TABLES), the tables open in this process;
 * --wrong-guesses-per-minute (WRONG_GUESSES_PER_MINUTE), wrong codes, invites or tokens
 * one address may try; --unjoined-table-seconds (UNJOINED_TABLE_SECONDS), how long a
 * table nobody sat down at stays open; --seat-reservations-per-address
 * (SEAT_RESERVATIONS_PER_ADDRESS), places at tables one address may hold before it
 * connects to them (each lapses after 15 s); --reconnect-seconds (RECONNECT_SECONDS), how
 * long a seat waits for a person who dropped before the computer plays it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TableLimits } from '../electron/online/table-limits';
import { createTableServer } from '../electron/online/table-server';
import { FolderTableStore } from '../electron/online/table-store';
import { createThrowPool, defaultThrowThreads } from '../electron/online/throw-pool';

/** Each limit a flag can set: the flag, its environment variable and the limit. */
const LIMIT_FLAGS = {
  'tables-per-minute': ['TABLES_PER_MINUTE', 'tablesPerMinutePerAddress'],
  'open-tables-per-address': ['OPEN_TABLES_PER_ADDRESS', 'openTablesPerAddress'],
  'open-tables': ['OPEN_TABLES', 'openTables'],
  'wrong-guesses-per-minute': ['WRONG_GUESSES_PER_MINUTE', 'wrongGuessesPerMinute'],
  'unjoined-table-seconds': ['UNJOINED_TABLE_SECONDS', 'unjoinedTableSeconds'],
  'seat-reservations-per-address': ['SEAT_RESERVATIONS_PER_ADDRESS', 'seatReservationsPerAddress'],
  'reconnect-seconds': ['RECONNECT_SECONDS', 'reconnectSeconds'],
} as const satisfies Record<string, readonly [string, keyof TableLimits]>;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    tables: { type: 'string' },
    'public-address': { type: 'string' },
    ...Object.fromEntries(Object.keys(LIMIT_FLAGS).map((flag) => [flag, { type: 'string' }])),
  } as Record<string, { type: 'string' }>,
});

const port = Number(values.port ?? process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number, not "${values.port ?? process.env.PORT}"`);
  process.exit(2);
}

const limits: Partial<Record<keyof TableLimits, number>> = {};
for (const [flag, [env, limit]] of Object.entries(LIMIT_FLAGS)) {
  const given = values[flag] ?? process.env[env];
  if (given === undefined) continue;
  const value = Number(given);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${flag} takes a whole number from 1 up, not "${String(given)}"`);
    process.exit(2);
  }
  limits[limit] = value;
}

const host = values.host ?? process.env.HOST ?? '0.0.0.0';
const folder = resolve(values.tables ?? process.env.TABLES_DIR ?? 'tables');
const redisUrl = process.env.REDIS_URL;
const publicAddress = values['public-address'] ?? process.env.PUBLIC_ADDRESS;

const threads = defaultThrowThreads();
const tables = createTableServer({
  store: new FolderTableStore(folder),
  thrower: createThrowPool(threads),
  limits,
  ...(redisUrl ? { redisUrl } : {}),
  ...(publicAddress ? { publicAddress } : {}),
  exitOnSignals: true,
});
await tables.listen(port, host);
const restored = await tables.restoreKept();
const { tablesPerMinutePerAddress, openTablesPerAddress, openTables } = tables.host.limits;
console.log(
  `friends without River Table open http://<this machine's address>:${port}/ in a browser`,
);
console.log(
  `serving online tables on ws://${host}:${port} (kept in ${folder}; ${restored.length} brought back; physical dice on ${threads} thread${threads === 1 ? '' : 's'}; ${redisUrl ? `matchmaking shared through ${redisUrl}` : 'no Redis'}; at most ${tablesPerMinutePerAddress} new tables a minute and ${openTablesPerAddress} open per address, ${openTables} open in all)`,
);
