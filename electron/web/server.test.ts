/**
 * The web host as a page and a stranger meet it: the real server on loopback with the
 * real handlers over a temporary data folder. Every refusal must leave that folder empty.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newMatchRecord } from '../../shared/engine/record';
import { findGame } from '../../shared/games/registry';
import type { IpcResult } from '../../shared/ipc/result';
import { saveOf } from '../../shared/saves/testkit';
import type { AnyGame } from '../../shared/engine/contract';
import { MAX_MESSAGE_BYTES, startWebHost, type WebHost } from './server';
import { createWebApi, type WebApi } from './web-api';

let dataDir: string;
let rendererDir: string;
let api: WebApi;
let web: WebHost;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'web-host-data-'));
  rendererDir = mkdtempSync(join(tmpdir(), 'web-host-renderer-'));
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>River Table</title></head><body></body></html>',
  );
  writeFileSync(join(rendererDir, 'main.js'), 'console.log("table");');
  api = createWebApi({
    dataDir,
    rendererDir,
    audiencePort: 0,
    appInfo: { name: 'River Table', version: 'test', platform: 'linux', versions: {} },
  });
  web = await startWebHost({ rendererDir, handlers: api.handlers });
});

afterEach(async () => {
  await web.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(rendererDir, { recursive: true, force: true });
});

const rpcUrl = (url: string): string => `${url.replace(/^http/, 'ws')}rpc`;
const ownOrigin = (): string => `http://127.0.0.1:${web.port}`;

/** Opens a socket, or says with which HTTP status the host refused it. */
function connect(
  url: string,
  options: { origin?: string; headers?: Record<string, string> } = { origin: ownOrigin() },
): Promise<{ socket: WebSocket } | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ refused: response.statusCode ?? 0 }),
    );
    socket.once('error', reject);
  });
}

async function opened(): Promise<WebSocket> {
  const connected = await connect(rpcUrl(web.url));
  if (!('socket' in connected)) throw new Error(`refused with ${connected.refused}`);
  return connected.socket;
}

let nextId = 1;
function call(socket: WebSocket, channel: string, args: unknown[]): Promise<IpcResult<unknown>> {
  const id = nextId++;
  return new Promise((resolve) => {
    const listen = (data: WebSocket.RawData): void => {
      const message = JSON.parse(data.toString()) as { id: number; result: IpcResult<unknown> };
      if (message.id !== id) return;
      socket.off('message', listen);
      resolve(message.result);
    };
    socket.on('message', listen);
    socket.send(JSON.stringify({ id, channel, args }));
  });
}

const written = (): string[] => readdirSync(dataDir, { recursive: true }) as string[];

const stakes = findGame('river-stakes') as AnyGame;
const newSave = () =>
  saveOf(
    stakes,
    newMatchRecord(stakes, {}, 'seed-7', [
      { name: 'Ada', kind: 'human', colour: '#d64541' },
      { name: 'Basil', kind: 'human', colour: '#3b7dd8' },
    ]),
    [],
  );

describe('the web host refuses', () => {
  it('a socket without the token, or with a wrong one, as if nothing were there', async () => {
    const port = web.port;
    expect(await connect(`ws://127.0.0.1:${port}/rpc`)).toEqual({ refused: 404 });
    const wrong = rpcUrl(web.url).replace(/\/[^/]+\/rpc$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/rpc');
    expect(await connect(wrong)).toEqual({ refused: 404 });
    expect(written()).toEqual([]);
  });

  it('the page without the token, or with a wrong one', async () => {
    expect((await fetch(`http://127.0.0.1:${web.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${web.port}/index.html`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${web.port}/wrong-token/`)).status).toBe(404);
  });

  it('a socket opened by a page of another site, or by no page at all', async () => {
    expect(await connect(rpcUrl(web.url), { origin: 'http://evil.example' })).toEqual({
      refused: 403,
    });
    // The right host on another port is another site too.
    expect(await connect(rpcUrl(web.url), { origin: `http://127.0.0.1:${web.port + 1}` })).toEqual({
      refused: 403,
    });
    expect(await connect(rpcUrl(web.url), {})).toEqual({ refused: 403 });
    expect(written()).toEqual([]);
  });

  it('a request naming another Host (a DNS name pointed at 127.0.0.1)', async () => {
    const foreign = { origin: ownOrigin(), headers: { Host: `evil.example:${web.port}` } };
    expect(await connect(rpcUrl(web.url), foreign)).toEqual({ refused: 403 });
    expect(written()).toEqual([]);
  });

  it('answers no other site: no CORS headers, even to its own Origin', async () => {
    const response = await fetch(web.url, { headers: { Origin: 'http://evil.example' } });
    expect(response.status).toBe(403);
    const own = await fetch(web.url);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a channel that does not exist, and a message that is not a call', async () => {
    const socket = await opened();
    expect(await call(socket, 'fs:writeFile', ['/tmp/x', 'y'])).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('fs:writeFile') },
    });
    expect(await call(socket, 'toString', [])).toMatchObject({ ok: false });
    const junk = new Promise<unknown>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    socket.send('saves:saveAs please');
    expect(await junk).toMatchObject({ id: null, result: { ok: false } });
    socket.close();
    expect(written()).toEqual([]);
  });

  it('arguments that fail their schema', async () => {
    const socket = await opened();
    expect(await call(socket, 'saves:saveAs', ['', newSave()])).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    expect(await call(socket, 'saves:read', ['../../etc/passwd'])).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    expect(await call(socket, 'settings:update', [{ volume: 3 }])).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    socket.close();
    expect(written()).toEqual([]);
  });

  it('a message larger than a whole save can be, by closing the socket unread', async () => {
    const socket = await opened();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const name = 'x'.repeat(MAX_MESSAGE_BYTES);
    socket.send(JSON.stringify({ id: 1, channel: 'saves:saveAs', args: [name, newSave()] }));
    expect(await closed).toBe(1009);
    expect(written()).toEqual([]);
  });
});

describe('the web host serves', () => {
  it('the app page, telling it where its host listens', async () => {
    const page = await (await fetch(web.url)).text();
    const token = new URL(web.url).pathname.split('/')[1]!;
    expect(page).toContain(`<meta name="river-table-host" content="/${token}/rpc" />`);
    expect(await (await fetch(`${web.url}main.js`)).text()).toContain('table');
  });

  it('a save made through the socket, then listed', async () => {
    const socket = await opened();
    const saved = await call(socket, 'saves:saveAs', ['Evening game', newSave()]);
    expect(saved).toMatchObject({ ok: true, value: { name: 'Evening game' } });
    const listing = await call(socket, 'saves:list', []);
    expect(listing).toMatchObject({
      ok: true,
      value: { saves: [{ name: 'Evening game', gameId: 'river-stakes' }], damaged: [] },
    });
    expect(written().some((f) => f.startsWith('saves'))).toBe(true);
    socket.close();
  });

  it('menu commands to every open page', async () => {
    const socket = await opened();
    const got = new Promise<unknown>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    expect(web.menu('save-as')).toBe(1);
    expect(await got).toEqual({ menu: 'save-as' });
    socket.close();
  });
});
