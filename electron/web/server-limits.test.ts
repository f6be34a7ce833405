/**
 * What a local process that never shows the token can cost the web host: sockets that say
 * nothing or drip, a body nobody asked for, a call nested beyond any save. The real
 * server on loopback with the real handlers; the timeouts are set small where a test
 * waits for them, the same mechanism as the defaults with larger numbers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect as connectSocket, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { IpcResult } from '../../shared/ipc/result';
import { startWebHost, type WebHost, type WebHostOptions } from './server';
import { createWebApi, type WebApi } from './web-api';

let dataDir: string;
let rendererDir: string;
let api: WebApi;
let web: WebHost | null = null;
const opened: Socket[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'web-limits-data-'));
  rendererDir = mkdtempSync(join(tmpdir(), 'web-limits-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head></head></html>');
  api = createWebApi({
    dataDir,
    rendererDir,
    audiencePort: 0,
    appInfo: { name: 'River Table', version: 'test', platform: 'linux', versions: {} },
  });
});

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await web?.close();
  web = null;
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(rendererDir, { recursive: true, force: true });
});

async function serve(limits: WebHostOptions['limits'] = {}): Promise<WebHost> {
  web = await startWebHost({ rendererDir, handlers: api.handlers, limits });
  return web;
}

const tokenOf = (host: WebHost): string => new URL(host.url).pathname.split('/')[1]!;

/** A raw socket, kept so the test ends it; `closed` turns true when the server hangs up. */
function rawSocket(port: number, send?: string): { socket: Socket; closed: () => boolean } {
  let closed = false;
  const socket = connectSocket({ host: '127.0.0.1', port }, () => send && socket.write(send));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  socket.resume();
  opened.push(socket);
  return { socket, closed: () => closed };
}

/** Loads the app page on a connection of its own, as a browser opening it does. */
function loadPage(host: WebHost): Promise<number> {
  return new Promise((resolve) => {
    const req = request(host.url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('socket', (socket) => opened.push(socket));
    // A page that cannot load is a failure to count, not an error to stop at.
    req.on('error', () => resolve(0));
    req.end();
  });
}

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 3000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await pause(10);
  expect(check()).toBe(true);
}

describe('sockets without the token', () => {
  it('300 silent sockets: a few dozen at most stay open, and the page loads every time', async () => {
    const host = await serve();
    const silent = Array.from({ length: 300 }, () => rawSocket(host.port));
    await until(() => silent.filter((s) => !s.closed()).length <= 32);
    await pause(100);
    expect(silent.filter((s) => !s.closed()).length).toBe(32);
    const loads: number[] = [];
    for (let i = 0; i < 20; i++) loads.push(await loadPage(host));
    expect(loads).toEqual(Array(20).fill(200));
  });

  it('closes a silent socket, a dripping request and an idle keep-alive within seconds', async () => {
    const host = await serve({
      headersTimeoutMs: 300,
      requestTimeoutMs: 500,
      keepAliveTimeoutMs: 300,
      checkIntervalMs: 50,
    });
    const token = tokenOf(host);
    const at = `Host: 127.0.0.1:${host.port}`;
    const silent = rawSocket(host.port);
    const dripping = rawSocket(host.port, `GET /${token}/ HTTP/1.1\r\n${at}\r\nX-Drip: a`);
    const idle = rawSocket(host.port, `GET /${token}/ HTTP/1.1\r\n${at}\r\n\r\n`);
    // keep-alive sockets get Node's one-second grace beyond keepAliveTimeout.
    await until(() => [silent, dripping, idle].every((s) => s.closed()), 2500);
  });

  it('refuses a body at once and stops reading it: 1 GB is not read to its end', async () => {
    const host = await serve();
    const gigabyte = 1024 ** 3;
    const socket = connectSocket({ host: '127.0.0.1', port: host.port });
    opened.push(socket);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /${tokenOf(host)}/ HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n` +
        `Content-Type: application/octet-stream\r\nContent-Length: ${gigabyte}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    let open = true;
    void ended.then(() => (open = false));
    while (open && sent < gigabyte) {
      sent += chunk.length;
      if (!socket.write(chunk))
        await Promise.race([new Promise((r) => socket.once('drain', r)), ended]);
    }
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('a call', () => {
  it('nested deeper than any save is refused by its depth before it is parsed', async () => {
    const host = await serve();
    const socket = new WebSocket(`${host.url.replace(/^http/, 'ws')}rpc`, {
      origin: `http://127.0.0.1:${host.port}`,
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const depth = 200_000;
    const reply = new Promise<{ id: number | null; result: IpcResult<unknown> }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    socket.send(
      `{"id":1,"channel":"saves:list","args":[${'['.repeat(depth)}${']'.repeat(depth)}]}`,
    );
    expect(await reply).toMatchObject({
      id: null,
      result: {
        ok: false,
        error: { code: 'invalid-argument', message: expect.stringMatching(/nested/) },
      },
    });
    // The socket still answers: nothing was stuck behind it.
    const next = new Promise<{ id: number; result: IpcResult<unknown> }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    socket.send(JSON.stringify({ id: 2, channel: 'saves:list', args: [] }));
    expect(await next).toMatchObject({ id: 2, result: { ok: true } });
    socket.close();
  });
});
