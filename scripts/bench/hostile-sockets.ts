/**
 * Page loads while another local process holds silent sockets to the server: the audience
 * server and the web host, each started here as the app starts it, with its token. The
 * holder (hostile-socket-holder.ts) opens its sockets first; then the page is loaded on a
 * fresh connection every 200 ms, each given 2 s, while the holder keeps its sockets open.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAudienceServer } from '../../electron/main/audience/server';
import { SseChannel } from '../../electron/main/audience/sse';
import { startWebHost } from '../../electron/web/server';
import { createWebApi } from '../../electron/web/web-api';
import { startChild, waitFor } from './hostile-children';

export interface PageLoads {
  readonly server: 'audience page' | 'web host';
  readonly silentSockets: number;
  /** What the holder held open when the loads began and when they ended. */
  readonly heldAtStart: number;
  readonly heldAtEnd: number;
  readonly opened: number;
  readonly loads: number;
  readonly loaded: number;
}

interface HolderReport {
  readonly held: number;
  readonly opened: number;
  readonly refused: number;
}

interface Served {
  readonly port: number;
  readonly page: string;
  close(): Promise<void>;
}

const AUDIENCE_TOKEN = 'bench-audience-token-0123456789';

async function audienceServer(dir: string): Promise<Served> {
  writeFileSync(join(dir, 'audience.html'), '<!doctype html><title>audience</title>');
  const running = await startAudienceServer(0, {
    staticDir: dir,
    audienceToken: () => AUDIENCE_TOKEN,
    commentatorToken: () => null,
    audience: new SseChannel(() => []),
    commentator: new SseChannel(() => []),
  });
  const page = `http://127.0.0.1:${running.port}/${AUDIENCE_TOKEN}/audience.html`;
  return { port: running.port, page, close: () => running.close() };
}

async function webHost(dir: string): Promise<Served> {
  const rendererDir = join(dir, 'renderer');
  const dataDir = join(dir, 'data');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head></head></html>');
  const api = createWebApi({
    dataDir,
    rendererDir,
    audiencePort: 0,
    log: () => undefined,
    appInfo: { name: 'River Table', version: 'bench', platform: process.platform, versions: {} },
  });
  const web = await startWebHost({ rendererDir, handlers: api.handlers });
  return {
    port: web.port,
    page: web.url,
    close: async () => {
      await web.close();
      await api.close();
    },
  };
}

/** One load of the page on a connection of its own: whether it came back 200 within 2 s. */
function loadOnce(page: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(page, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

export async function pageLoadsUnderSilentSockets(
  server: PageLoads['server'],
  silentSockets: number,
  seconds: number,
): Promise<PageLoads> {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-sockets-'));
  const served = server === 'audience page' ? await audienceServer(dir) : await webHost(dir);
  const holder = startChild<HolderReport>('hostile-socket-holder.ts', [
    served.port,
    silentSockets,
    5000,
  ]);
  try {
    // The holder has opened its sockets (or as many as it could in 20 s).
    await waitFor(() => (holder.latest()?.opened ?? 0) >= silentSockets, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const heldAtStart = holder.latest()?.held ?? 0;
    let loads = 0;
    let loaded = 0;
    const pending: Promise<void>[] = [];
    for (const end = Date.now() + seconds * 1000; Date.now() < end;) {
      loads++;
      pending.push(loadOnce(served.page).then((ok) => void (ok && loaded++)));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all(pending);
    const heldAtEnd = holder.latest()?.held ?? 0;
    const last = await holder.stop();
    return {
      server,
      silentSockets,
      heldAtStart,
      heldAtEnd,
      opened: last?.opened ?? 0,
      loads,
      loaded,
    };
  } finally {
    await holder.stop();
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
