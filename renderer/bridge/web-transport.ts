/**
 * The web host's transport (electron/web/server.ts): one WebSocket to the host that served
 * this page, at the address it wrote into the page's <meta name="river-table-host">. Calls
 * wait for the socket to open; when it closes (the host stopped), every call waiting is
 * answered with a message saying so, and the next call tries to connect again.
 */
import type { IpcChannel, MenuCommand } from '../../shared/ipc';
import { fail, type IpcResult } from '../../shared/ipc/result';
import type { ChannelTransport } from '../../shared/ipc/remote-api';

const HOST_META = 'river-table-host';

/** The host's socket path when a web host served this page, else null. */
export function webHostPath(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${HOST_META}"]`);
  return meta?.content.startsWith('/') ? meta.content : null;
}

const GONE =
  'River Table’s web host is not answering: it may have been stopped. Start it again (npm start) and open the address it prints.';

export function webTransport(path: string): ChannelTransport {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
  const waiting = new Map<number, (result: IpcResult<unknown>) => void>();
  const listeners = new Set<(command: MenuCommand) => void>();
  let socket: WebSocket | null = null;
  let ready: Promise<WebSocket | null> | null = null;
  let nextId = 1;

  function settleAll(code: number): void {
    // 1009: the host refused a message larger than a save can be, and read none of it.
    const answer =
      code === 1009
        ? fail('invalid-argument', 'That was too large to send to the host: nothing was saved.')
        : fail('io', GONE);
    for (const resolve of waiting.values()) resolve(answer);
    waiting.clear();
  }

  function connect(): Promise<WebSocket | null> {
    if (ready) return ready;
    ready = new Promise((resolve) => {
      const opening = new WebSocket(url);
      opening.onopen = () => {
        socket = opening;
        resolve(opening);
      };
      opening.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as
          { id: number | null; result: IpcResult<unknown> } | { menu: MenuCommand };
        if ('menu' in message) listeners.forEach((listener) => listener(message.menu));
        else if (message.id !== null) {
          waiting.get(message.id)?.(message.result);
          waiting.delete(message.id);
        }
      };
      opening.onclose = (event) => {
        socket = null;
        ready = null;
        settleAll(event.code);
        resolve(null);
      };
    });
    return ready;
  }

  return {
    async invoke(channel: IpcChannel, args: readonly unknown[]) {
      const open = await connect();
      if (!open) return fail('io', GONE);
      const id = nextId++;
      return new Promise<IpcResult<unknown>>((resolve) => {
        waiting.set(id, resolve);
        open.send(JSON.stringify({ id, channel, args }));
      });
    },
    onMenu(listener) {
      listeners.add(listener);
      // Menu commands arrive only over an open socket: open it now, not at the first call.
      if (!socket) void connect();
      return () => listeners.delete(listener);
    },
  };
}
