import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableServer, type TableServer } from './table-server';
import { MemoryTableStore } from './table-store';
import { webClientRoutes } from './web-client';
import { freePort } from './test-support/free-port';
import { people, seatEveryone } from './test-support/tables';
import type { TestTables } from './test-support/test-server';

const PAGE = `<!doctype html>
<html><head><title>River Table</title></head><body><div id="root"></div></body></html>`;
const SCRIPT = 'console.log("the table");';

let built: string;
let tables: TableServer;
let t: TestTables;

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A raw request, so a path is sent exactly as written (fetch would tidy "..") . */
function ask(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port: t.port, method, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), 'river-web-client-'));
  mkdirSync(join(built, 'assets'));
  writeFileSync(join(built, 'index.html'), PAGE);
  writeFileSync(join(built, 'audience.html'), '<p>the audience page</p>');
  writeFileSync(join(built, 'assets', 'index-abc123.js'), SCRIPT);
  // A secret beside the build: a path that climbs out must never reach it.
  writeFileSync(join(built, '..', 'river-web-client-secret.txt'), 'secret');
  tables = createTableServer({
    store: new MemoryTableStore(),
    limits: { computerDelayMs: 0 },
    log: () => undefined,
    webClientDir: built,
  });
  const port = await freePort();
  await tables.listen(port, '127.0.0.1');
  t = { tables, colyseus: new ColyseusTestServer(tables.server), log: [], port };
});

afterAll(async () => {
  await tables.close();
  rmSync(built, { recursive: true, force: true });
  rmSync(join(built, '..', 'river-web-client-secret.txt'), { force: true });
});

describe('the web client on the table server’s port', () => {
  it('serves the page at / marked as a guest’s, with the page’s guards and no CORS', async () => {
    const page = await ask('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // This server opens tables for its visitors (npm run serve): the page may offer one.
    expect(page.body).toContain('<meta name="river-table-guest" content="server" />');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(Object.keys(page.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(page.headers['x-powered-by']).toBeUndefined();
    expect((await ask('GET', '/index.html')).body).toContain('river-table-guest');
  });

  it('serves the page’s scripts with their type, and HEAD with no body', async () => {
    const script = await ask('GET', '/assets/index-abc123.js?v=1');
    expect(script).toMatchObject({ status: 200, body: SCRIPT });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const head = await ask('HEAD', '/assets/index-abc123.js');
    expect(head).toMatchObject({ status: 200, body: '' });
  });

  it('refuses a path out of the build, another page, a missing file and every write', async () => {
    for (const path of [
      '/../river-web-client-secret.txt',
      '/assets/..%2F..%2Friver-web-client-secret.txt',
      '/%2e%2e/river-web-client-secret.txt',
      '/audience.html',
      '/assets/missing.js',
    ]) {
      const refused = await ask('GET', path);
      expect(refused.status, path).toBe(404);
      expect(refused.body, path).not.toContain('secret');
      expect(refused.body, path).not.toContain('audience page');
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await ask(method, '/');
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD');
    }
  });

  it('leaves matchmaking and the table’s sockets to Colyseus', async () => {
    // The SDK creates and joins over POST /matchmake and a WebSocket upgrade on this port.
    const { code, clients } = await seatEveryone(t, { gameId: 'river-stakes', seats: people(2) });
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(clients).toHaveLength(2);
    for (const client of clients) await client.room.leave();
  });

  it('says to build the client when there is none, instead of a blank page', async () => {
    rmSync(join(built, 'index.html'));
    try {
      const missing = await ask('GET', '/');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('npm run build');
    } finally {
      writeFileSync(join(built, 'index.html'), PAGE);
    }
  });
});

describe('the page of a desktop host’s table server', () => {
  it('is marked as a guest of its table only: nobody opens tables there', async () => {
    let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
    webClientRoutes(built, false)({ disable: () => undefined, use: (h) => (handler = h) });
    const server = createServer((request, response) => handler!(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(page).toContain('<meta name="river-table-guest" content="table" />');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
