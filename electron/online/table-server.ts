/**
 * A Colyseus server that runs online tables: inside the desktop app's main process (one
 * host's table) or on its own (`npm run serve`, many tables, optionally several processes
 * sharing matchmaking through Redis). It never stops its process by itself unless asked:
 * the embedded server must not take the app down with it.
 */
import { defineRoom, defineServer, matchMaker, type Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { WebSocket } from 'ws';
import { replay } from '../../shared/engine/record';
import { findEntry } from '../../shared/games/registry';
import { TABLE_ROOM, newClaim, type TableRequest } from '../../shared/online/protocol';
import { TableDoor } from './table-door';
import { openGate, trustSocketAddresses } from './table-gate';
import type { TableHost } from './table-host';
import { hashFairDiceNatively } from './native-sha256';
import { DEFAULT_LIMITS, type TableLimits } from './table-limits';
import { oneLine, RefusalLog } from './table-log';
import { TableRoom } from './table-room';
import type { TableStore } from './table-store';
import type { DiceThrower } from './throw-pool';
import { webClientRoutes } from './web-client';

export interface TableServerOptions {
  readonly store: TableStore;
  readonly limits?: Partial<TableLimits>;
  readonly log?: (line: string) => void;
  /** Several server processes share matchmaking through this Redis. */
  readonly redisUrl?: string;
  /** This process's address as clients reach it ("host:port"), needed when sharing Redis. */
  readonly publicAddress?: string;
  /** A dedicated server stops cleanly on SIGTERM; the desktop app's embedded one never exits. */
  readonly exitOnSignals?: boolean;
  /** Where physical throws run off the network thread (a dedicated server's dice threads). */
  readonly thrower?: DiceThrower;
  /** The built renderer a guest's browser is served (web-client.ts); found beside us if not given. */
  readonly webClientDir?: string;
  /**
   * Clients may create tables (default). The desktop host says no: its own tables are
   * made in its process (`openTable`), and nobody on the network can make more.
   */
  readonly remoteCreation?: boolean;
}

/** A table made in this process: its code, and the claim that seats its host. */
export interface OpenedTable {
  readonly code: string;
  readonly claim: string;
}

export interface TableServer {
  readonly server: Server;
  readonly host: TableHost;
  listen(port: number, hostname?: string): Promise<void>;
  /** Makes a table in this process, for its host to sit down at with the claim. */
  openTable(table: TableRequest): Promise<OpenedTable>;
  /** Brings back every unfinished table kept in the store; returns their codes. */
  restoreKept(): Promise<string[]>;
  /** Closes every table (each is saved) and stops listening, without exiting the process. */
  close(): Promise<void>;
}

/**
 * @colyseus/core 0.18 reads the global `WebSocket.OPEN` when a dropped client reconnects.
 * Node 22 and Electron's main process have that global; Node 20 does not, so a
 * reconnection would fail there without it.
 */
function provideGlobalWebSocket(): void {
  const global = globalThis as { WebSocket?: unknown };
  global.WebSocket ??= WebSocket;
}

/**
 * Colyseus resolves `listen` only once listening and never rejects when the port is taken
 * (the HTTP server's error is only logged): the caller would wait forever. This rejects.
 */
function listenOrFail(
  server: Server,
  transport: WebSocketTransport,
  port: number,
  hostname?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const http = transport.server;
    const failed = (error: Error): void => reject(error);
    http?.once('error', failed);
    server.listen(port, hostname).then(() => {
      http?.off('error', failed);
      // Ahead of the routes Colyseus has just bound.
      if (http) trustSocketAddresses(http);
      resolve();
    }, reject);
  });
}

/**
 * Where Colyseus's own messages go: its hints to developers (a token "invalid or expired.
 * Did you miss .allowReconnection()?") are dropped, the refusal is already logged by the
 * gate; a warning or an error is one line, without the stack Colyseus adds. A client can
 * cause them at will (bytes that are not a message), so they are summed up like refusals.
 */
function colyseusLogger(refusals: RefusalLog): Console {
  const firstLine = (...args: unknown[]): void =>
    refusals.refused('colyseus', `colyseus: ${String(args[0] ?? '').split('\n')[0]}`);
  const quiet = (): void => undefined;
  return {
    ...console,
    debug: quiet,
    info: quiet,
    trace: quiet,
    log: quiet,
    warn: firstLine,
    error: firstLine,
  };
}

export function createTableServer(options: TableServerOptions): TableServer {
  provideGlobalWebSocket();
  hashFairDiceNatively();
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const sink = options.log ?? ((line) => console.warn(line));
  const log = (line: string): void => sink(oneLine(line));
  const host: TableHost = {
    store: options.store,
    limits,
    restoring: new Set(),
    log,
    refusals: new RefusalLog(log),
    door: new TableDoor(limits),
    open: new Set(),
    ...(options.thrower ? { thrower: options.thrower } : {}),
  };
  const closeGate = openGate(host, { remoteCreation: options.remoteCreation ?? true });
  const redis = options.redisUrl;
  const transport = new WebSocketTransport({ maxPayload: limits.messageBytes });
  const server = defineServer({
    rooms: { [TABLE_ROOM]: defineRoom(TableRoom, { host }) },
    transport,
    ...(redis ? { presence: new RedisPresence(redis), driver: new RedisDriver(redis) } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    gracefullyShutdown: options.exitOnSignals ?? false,
    greet: false,
    logger: colyseusLogger(host.refusals),
    express: webClientRoutes(options.webClientDir, options.remoteCreation ?? true),
  });

  async function restoreKept(): Promise<string[]> {
    const restored: string[] = [];
    for (const code of await host.store.list()) {
      const saved = await host.store.load(code).catch(() => null);
      if (saved === undefined) {
        host.log(`[${code}] holds no table: the server stopped before its first save landed`);
        continue;
      }
      const entry = saved && findEntry(saved.record.gameId);
      if (!saved || !entry) {
        host.log(`[${code}] kept table could not be read; left as it is`);
        continue;
      }
      if (entry.game.next(replay(entry.game, saved.record)).kind === 'end') continue;
      host.restoring.add(code);
      try {
        await matchMaker.handleCreateRoom(TABLE_ROOM, { restore: code });
        restored.push(code);
      } finally {
        host.restoring.delete(code);
      }
    }
    return restored;
  }

  async function openTable(table: TableRequest): Promise<OpenedTable> {
    const claim = newClaim();
    const listing = await matchMaker.createRoom(TABLE_ROOM, { create: true, claim, ...table });
    return { code: listing.roomId, claim };
  }

  return {
    server,
    host,
    listen: (port, hostname) => listenOrFail(server, transport, port, hostname),
    openTable,
    restoreKept,
    close: async () => {
      closeGate();
      await server.gracefullyShutdown(false);
    },
  };
}
