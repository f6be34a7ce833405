/**
 * Hosting online tables from the desktop app: the table server inside the main process,
 * started and stopped on the person's request. A failure (a port in use, a table that
 * cannot be saved) is reported in the status, never thrown at the app: the embedded
 * server never stops the app's process.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import {
  DEFAULT_ONLINE_PORT,
  type OnlineHostStatus,
  type OpenedTable,
} from '../../shared/ipc/online';
import type { TableRequest } from '../../shared/online/protocol';
import { createTableServer, type TableServer } from './table-server';
import type { TableStore } from './table-store';

export interface OnlineHostingOptions {
  readonly store: TableStore;
  readonly log: (line: string) => void;
  /** The machine's network interfaces (injected by tests). */
  readonly interfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
}

export interface OnlineHosting {
  status(): OnlineHostStatus;
  /** Starts serving on `port` (moving there if serving elsewhere); the status says how it went. */
  start(port: number): Promise<OnlineHostStatus>;
  /** Opens a table in this process for the host to sit down at; or why it could not. */
  open(table: TableRequest): Promise<OpenedTable | { readonly problem: string }>;
  stop(): Promise<OnlineHostStatus>;
}

/** The addresses other computers on the same networks can reach `port` at. */
export function lanAddresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  port: number,
): string[] {
  const found: string[] = [];
  for (const infos of Object.values(interfaces))
    for (const info of infos ?? [])
      if (info.family === 'IPv4' && !info.internal) found.push(`${info.address}:${port}`);
  return found;
}

function problemOf(error: unknown, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already used by another program. Choose another port.`;
  if (code === 'EACCES') return `This computer does not allow serving on port ${port}.`;
  return `The table server could not start: ${(error as Error).message}`;
}

export function createOnlineHosting(options: OnlineHostingOptions): OnlineHosting {
  const interfaces = options.interfaces ?? networkInterfaces;
  let server: TableServer | null = null;
  let port = DEFAULT_ONLINE_PORT;
  let problem: string | null = null;
  /** One start or stop at a time: a second click waits for the first to finish. */
  let queue: Promise<unknown> = Promise.resolve();

  const status = (): OnlineHostStatus => ({
    running: server !== null,
    port,
    addresses: server ? lanAddresses(interfaces(), port) : [],
    local: server ? `127.0.0.1:${port}` : null,
    problem,
  });

  async function close(): Promise<void> {
    const closing = server;
    server = null;
    await closing?.close().catch((error: Error) => options.log(`closing failed: ${error.message}`));
  }

  async function start(wanted: number): Promise<OnlineHostStatus> {
    if (server && port === wanted) return status();
    await close();
    port = wanted;
    // Nobody on the network opens tables here: the host's own are made in this process.
    const starting = createTableServer({
      store: options.store,
      log: options.log,
      remoteCreation: false,
    });
    try {
      // Every network: friends on the same network reach the host by its LAN address.
      await starting.listen(wanted, '0.0.0.0');
      server = starting;
      problem = null;
      await starting.restoreKept().catch((error: Error) => {
        options.log(`kept tables could not be brought back: ${error.message}`);
      });
    } catch (error) {
      problem = problemOf(error, wanted);
      options.log(problem);
      await starting.close().catch(() => undefined);
    }
    return status();
  }

  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step, step);
    queue = next.catch(() => undefined);
    return next;
  };

  async function open(table: TableRequest): Promise<OpenedTable | { readonly problem: string }> {
    if (!server) return { problem: 'Start hosting first: no table server is running.' };
    try {
      return await server.openTable(table);
    } catch (error) {
      return { problem: (error as Error).message };
    }
  }

  return {
    status,
    start: (wanted) => serially(() => start(wanted)),
    open,
    stop: () =>
      serially(async () => {
        await close();
        problem = null;
        return status();
      }),
  };
}
