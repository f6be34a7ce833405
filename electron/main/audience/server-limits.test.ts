/**
 * What a page that misbehaves can cost the audience server: a reader that stops reading,
 * too many listeners, sockets that say nothing. Each limit is set small here so the test
 * runs in a second; the defaults are the same mechanism with larger numbers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AudienceLimits } from './limits';
import { startAudienceServer, type RunningServer } from './server';
import { SseChannel } from './sse';

const TOKEN = 'limits-token-xxxxxxxxxxxxxxxx';
const dir = mkdtempSync(join(tmpdir(), 'audience-limits-'));
writeFileSync(join(dir, 'audience.html'), '<!doctype html><title>audience</title>');
const opened: Socket[] = [];
let running: RunningServer | null = null;

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await running?.close();
  running = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serve(
  limits: Partial<AudienceLimits> = {},
): Promise<{ port: number; feed: SseChannel }> {
  const feed = new SseChannel(() => [{ event: 'idle', data: null }]);
  running = await startAudienceServer(0, {
    staticDir: dir,
    audienceToken: () => TOKEN,
    commentatorToken: () => null,
    audience: feed,
    commentator: new SseChannel(() => []),
    limits,
  });
  return { port: running.port, feed };
}

/** A raw socket, kept so the test ends it; `closed` turns true when the server hangs up. */
function rawSocket(port: number, send?: string): { socket: Socket; closed: () => boolean } {
  let closed = false;
  const socket = connect({ host: '127.0.0.1', port }, () => send && socket.write(send));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  opened.push(socket);
  return { socket, closed: () => closed };
}

const feedRequest = (port: number): string =>
  `GET /${TOKEN}/feed HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

/** A page that asks for the feed and then never reads a byte of it. */
function pausedReader(port: number): { socket: Socket; closed: () => boolean } {
  const reader = rawSocket(port, feedRequest(port));
  reader.socket.pause();
  return reader;
}

/** A page that reads everything: counts the frames it is sent. */
function readingPage(port: number): { frames: () => number; status: Promise<number> } {
  let frames = 0;
  const status = new Promise<number>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/${TOKEN}/feed`, headers: { host: `127.0.0.1:${port}` } },
      (res) => {
        resolve(res.statusCode!);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (frames += chunk.split('event: frame\n').length - 1));
      },
    );
    req.on('socket', (socket) => opened.push(socket));
    req.on('error', reject);
    req.end();
  });
  return { frames: () => frames, status };
}

async function ask(port: number, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/${TOKEN}/feed`,
        headers: { host: `127.0.0.1:${port}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          // A feed never ends by itself: once its opening event is in, that is the answer.
          if (res.statusCode === 200 && body.includes('event: idle'))
            resolve({ status: 200, body });
        });
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('socket', (socket) => opened.push(socket));
    req.on('error', reject);
    req.end();
  });
}

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const turn = (): Promise<void> => new Promise((r) => setImmediate(r));

async function until(check: () => boolean, ms = 3000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await pause(10);
  expect(check()).toBe(true);
}

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** Bytes this thread holds after a full collection: the JS heap and Buffers outside it. */
function held(): number {
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const FRAME = { event: 'frame', data: 'x'.repeat(16 * 1024) };
const FRAMES = 3000;

/**
 * Publishes like a match does: a few frames, then the event loop gets its turn. Gives the
 * most bytes the server held for any one page at a turn's end, by its own count.
 */
async function publish(feed: SseChannel): Promise<number> {
  let most = 0;
  for (let i = 0; i < FRAMES; i++) {
    feed.send(FRAME);
    if (i % 4 === 3) {
      most = Math.max(most, feed.mostBuffered);
      await turn();
    }
  }
  await pause(50);
  return most;
}

describe('a page that stops reading', () => {
  it('is dropped once its buffer passes the bound, so memory stays flat', async () => {
    const bound = 256 * 1024;
    const { port, feed } = await serve({ maxBufferedBytes: bound });

    const before = held();
    await publish(feed);
    const growthWithoutReaders = held() - before;

    const stalled = Array.from({ length: 4 }, () => pausedReader(port));
    const page = readingPage(port);
    expect(await page.status).toBe(200);
    await until(() => feed.listeners === 5);
    const start = held();
    const mostBuffered = await publish(feed);
    const growthWithReaders = held() - start;

    // What the stalled pages would have been sent, had each been kept.
    const owed = stalled.length * FRAMES * (FRAME.data.length + 20);
    console.log(
      `held after ${FRAMES} frames: ${(growthWithoutReaders / 2 ** 20).toFixed(1)} MB with no page, ` +
        `${(growthWithReaders / 2 ** 20).toFixed(1)} MB with ${stalled.length} stalled pages ` +
        `(owed them ${(owed / 2 ** 20).toFixed(0)} MB); at most ${mostBuffered} bytes held for one page; ` +
        `listeners left ${feed.listeners}`,
    );
    // Memory grows by a sliver of what the stalled pages were owed (the kernel's socket
    // buffers take some of it, out of this count; without the bound most of the rest stays).
    expect((growthWithReaders - growthWithoutReaders) / owed).toBeLessThan(0.05);
    expect(feed.listeners).toBe(1);
    // A stalled page, reading at last, finds its feed ended by the server.
    for (const reader of stalled) reader.socket.resume();
    await until(() => stalled.every((reader) => reader.closed()));
    // Past the bound a page gets no more: one frame may cross it, never two.
    expect(mostBuffered).toBeLessThanOrEqual(bound + FRAME.data.length + 64);
    // The page that reads keeps its place and misses nothing.
    await until(() => page.frames() === FRAMES);
  });
});

describe('how many may listen', () => {
  it('lets 16 pages listen and refuses the 17th with 503 and a reason', async () => {
    const { port, feed } = await serve();
    const answers = await Promise.all(Array.from({ length: 16 }, () => ask(port)));
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    await until(() => feed.listeners === 16);
    const seventeenth = await ask(port);
    expect(seventeenth.status).toBe(503);
    expect(seventeenth.body).toBe('Too many pages are listening (16 at most).\n');
    expect(feed.listeners).toBe(16);
    // A page turned away asks why with HEAD (EventSource does not say): the same answer.
    expect((await ask(port, 'HEAD')).status).toBe(503);
    // When one page goes, the next one gets in.
    opened[0]!.destroy();
    await until(() => feed.listeners === 15);
    expect((await ask(port)).status).toBe(200);
  });

  it('keeps at most a few dozen connections without the token open, whatever connects', async () => {
    const { port } = await serve({ maxStrangerSockets: 32 });
    const sockets = Array.from({ length: 300 }, () => rawSocket(port));
    await until(() => sockets.filter((s) => !s.closed()).length <= 32);
    await pause(100);
    expect(sockets.filter((s) => !s.closed()).length).toBe(32);
  });
});

/** Loads the audience page on a connection of its own, as a browser opening it does. */
function loadPage(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/${TOKEN}/audience.html`,
        headers: { host: `127.0.0.1:${port}` },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('socket', (socket) => opened.push(socket));
    // A page that cannot load is a failure to count, not an error to stop at.
    req.on('error', () => resolve(0));
    req.end();
  });
}

describe('sockets without the token', () => {
  it('40 silent sockets held open do not keep the page from loading', async () => {
    const { port } = await serve();
    const silent = Array.from({ length: 40 }, () => rawSocket(port));
    // Connected, or already closed by the server to keep within its limit.
    await until(() => silent.every((s) => s.closed() || s.socket.readyState === 'open'));
    const loads: number[] = [];
    for (let i = 0; i < 20; i++) loads.push(await loadPage(port));
    expect(loads).toEqual(Array(20).fill(200));
  });

  it('a request without the right token is answered and its socket closed at once', async () => {
    const { port } = await serve();
    const wrong = rawSocket(
      port,
      `GET /wrong-token/audience.html HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`,
    );
    wrong.socket.resume();
    await until(() => wrong.closed(), 500);
  });
});

describe('sockets that say nothing', () => {
  const quick: Partial<AudienceLimits> = {
    headersTimeoutMs: 300,
    requestTimeoutMs: 500,
    keepAliveTimeoutMs: 300,
    checkIntervalMs: 50,
  };

  it('closes a silent socket, a half-sent request and an idle keep-alive within seconds', async () => {
    const { port } = await serve(quick);
    const silent = rawSocket(port);
    const halfHeaders = rawSocket(port, `GET /${TOKEN}/feed HTTP/1.1\r\nHost: 127.0.0.1`);
    const halfBody = rawSocket(
      port,
      `GET /${TOKEN}/x HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 100\r\n\r\nab`,
    );
    const idle = rawSocket(
      port,
      `GET /${TOKEN}/x HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`,
    );
    idle.socket.resume();
    silent.socket.resume();
    halfHeaders.socket.resume();
    halfBody.socket.resume();
    await until(
      () => [silent, halfHeaders, halfBody, idle].every((s) => s.closed()),
      // keep-alive sockets get Node's one-second grace beyond keepAliveTimeout.
      2500,
    );
  });

  it('keeps a page that listens open however long the feed is quiet', async () => {
    const { port, feed } = await serve(quick);
    const page = readingPage(port);
    expect(await page.status).toBe(200);
    await pause(1500);
    expect(feed.listeners).toBe(1);
    feed.send(FRAME);
    await until(() => page.frames() === 1);
  });
});
