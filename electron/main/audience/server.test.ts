import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseAction } from '../../../shared/engine/contract';
import { newMatchRecord, type MatchRecord } from '../../../shared/engine/record';
import { findGame } from '../../../shared/games/registry';
import { createAudienceController, type AudienceController } from './controller';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A raw request: node:http sends the path and Host exactly as given (fetch would not). */
function ask(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: options.host ?? '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    // A CONNECT answer arrives as a 'connect' event, not a response.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode!, headers: res.headers, body: '' });
    });
    req.on('error', reject);
    req.end(options.method === 'POST' ? '{"type":"bid","seat":0,"amount":5}' : undefined);
  });
}

/** Listens to a feed and collects its events until told to stop. */
function listen(
  port: number,
  path: string,
): { events: { event: string; data: unknown }[]; stop(): void; closed: Promise<void> } {
  const events: { event: string; data: unknown }[] = [];
  let stop = (): void => undefined;
  const closed = new Promise<void>((done) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
        });
        res.on('close', () => done());
      },
    );
    req.on('error', () => done());
    req.end();
    stop = () => req.destroy();
  });
  return { events, stop: () => stop(), closed };
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

const dir = mkdtempSync(join(tmpdir(), 'audience-'));
const site = join(dir, 'site');
let clock = 1_000_000;
let tokens = 0;
const controller: AudienceController = createAudienceController({
  staticDir: site,
  findGame,
  now: () => clock,
  makeToken: () => `token-${++tokens}-${'x'.repeat(20)}`,
  saved: { port: 0 },
});
let port = 0;
let token = '';

/** Two-player River: Seat 1 throws the hole dice under the cup. */
const river = findGame('river-dice')!;
const seats = [0, 1].map((i) => ({ name: `P${i + 1}`, kind: 'human' as const, colour: '#aa3300' }));
const start: MatchRecord = newMatchRecord(river, { players: 2 }, 'stream', seats, new Date(0));
const withActions = (...actions: BaseAction[]): MatchRecord => ({ ...start, actions });
const hole = { type: 'throw', seat: 0, faces: [4, 6, 8, 10, 12] } as BaseAction;

beforeAll(async () => {
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'audience.html'), '<!doctype html><title>Audience</title>');
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>The app</title>');
  writeFileSync(join(site, 'assets', 'page.js'), 'export {};');
  writeFileSync(join(site, 'assets', 'page.css'), 'body{}');
  writeFileSync(join(site, '.env'), 'SECRET');
  writeFileSync(join(dir, 'secret.txt'), 'SECRET');
  symlinkSync(join(dir, 'secret.txt'), join(site, 'assets', 'link.txt'));
  const status = await controller.configure({ enabled: true });
  expect(status.problem).toBeNull();
  const url = new URL(status.url!);
  port = Number(url.port);
  token = url.pathname.split('/')[1]!;
});

afterAll(async () => {
  await controller.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the audience server', () => {
  it('is off until turned on', async () => {
    const off = createAudienceController({ staticDir: site, findGame, saved: { port: 0 } });
    expect(off.status()).toMatchObject({ enabled: false, url: null, commentatorUrl: null });
    await off.close();
  });

  it('serves the audience page only under its token', async () => {
    const page = await ask(port, `/${token}/audience.html?layout=overlay&transparent=1`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Audience</title>');
    expect((await ask(port, `/${token}/`)).body).toContain('<title>Audience</title>');
    expect((await ask(port, '/audience.html')).status).toBe(404);
    expect((await ask(port, '/')).status).toBe(404);
    expect((await ask(port, `/${token.slice(0, -1)}y/audience.html`)).status).toBe(404);
    expect((await ask(port, `/${token}x/audience.html`)).status).toBe(404);
    expect((await ask(port, `/${token}/feed`.replace(token, 'wrong'))).status).toBe(404);
  });

  it('gives each built file its content type', async () => {
    const js = await ask(port, `/${token}/assets/page.js`);
    expect([js.status, js.headers['content-type']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    const css = await ask(port, `/${token}/assets/page.css`);
    expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect(js.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a foreign Host', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `[::1]:${port}`,
    ]) {
      const answer = await ask(port, `/${token}/audience.html`, { headers: { host } });
      expect([host, answer.status]).toEqual([host, 403]);
    }
    expect(
      (await ask(port, `/${token}/audience.html`, { headers: { host: `localhost:${port}` } }))
        .status,
    ).toBe(200);
  });

  it('refuses a foreign Origin, and a cross-site fetch', async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${port + 1}`,
    ]) {
      const answer = await ask(port, `/${token}/feed`, { method: 'HEAD', headers: { origin } });
      expect([origin, answer.status]).toEqual([origin, 403]);
    }
    const crossSite = await ask(port, `/${token}/audience.html`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const own = await ask(port, `/${token}/feed`, {
      method: 'HEAD',
      headers: { origin: `http://127.0.0.1:${port}` },
    });
    expect([own.status, own.headers['content-type']]).toEqual([200, 'text/event-stream']);
  });

  it('answers every method but a read with 405, and changes nothing', async () => {
    controller.publish(withActions(), {});
    const before = await ask(port, `/${token}/audience.html`, { method: 'HEAD' });
    expect([before.status, before.body]).toEqual([200, '']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']) {
      const answer = await ask(port, `/${token}/feed`, { method });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
    const feed = listen(port, `/${token}/feed`);
    await until(() => feed.events.length > 0);
    feed.stop();
    expect(feed.events[0]).toMatchObject({ event: 'snapshot', data: { actions: 0 } });
  });

  it('serves no file outside its folder, no other page and no hidden file', async () => {
    for (const path of [
      `/${token}/../secret.txt`,
      `/${token}/%2e%2e/secret.txt`,
      `/${token}/assets/..%2f..%2fsecret.txt`,
      `/${token}/assets/%2e%2e%2f%2e%2e%2fsecret.txt`,
      `/${token}/..%5c..%5csecret.txt`,
      `/${token}/assets/link.txt`,
      `/${token}/%00`,
      `/${token}/assets`,
      `/${token}/index.html`,
      `/${token}/.env`,
      `/${token}/assets/%E0%A4%A`,
    ]) {
      const answer = await ask(port, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain('SECRET');
    }
  });

  it('listens on 127.0.0.1 only, not on this computer’s other addresses', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address);
    const reached = await Promise.all(
      ['127.0.0.1', ...others].map(
        (address) =>
          new Promise<[string, boolean]>((resolve) => {
            const socket = connect({ host: address, port });
            socket.once('connect', () => (socket.destroy(), resolve([address, true])));
            socket.once('error', () => resolve([address, false]));
          }),
      ),
    );
    expect(reached).toEqual([['127.0.0.1', true], ...others.map((a) => [a, false])]);
    console.log(
      `bind check: reachable on 127.0.0.1; refused on ${others.join(', ') || '(no other IPv4 address)'}`,
    );
  });

  it('pushes public frames as the match goes, with a hole throw’s faces held back', async () => {
    controller.publish(withActions(), {});
    const feed = listen(port, `/${token}/feed`);
    await until(() => feed.events.length === 1);
    controller.publish(withActions(hole), {});
    await until(() => feed.events.length === 2);
    feed.stop();
    expect(feed.events[1]).toMatchObject({
      event: 'action',
      data: { actions: 1, log: ['Seat 1 throws the hole dice under the cup'], throws: [] },
    });
    expect(JSON.stringify(feed.events[1]!.data)).not.toContain('4,6,8,10,12');
  });

  it('serves the commentator feed only while it is on, and nothing before its delay', async () => {
    controller.publish(withActions(), {});
    const off = controller.status();
    expect(off.commentatorUrl).toBeNull();
    const on = await controller.configure({ commentator: true, commentatorDelaySeconds: 60 });
    const commentatorToken = new URL(on.commentatorUrl!).pathname.split('/')[1]!;
    const feed = listen(port, `/${commentatorToken}/feed`);
    await until(() => feed.events.length === 1);
    expect(feed.events[0]).toEqual({ event: 'waiting', data: { delaySeconds: 60 } });
    const thrownAt = clock;
    controller.publish(withActions(hole), {});
    clock = thrownAt + 59_999;
    controller.tick();
    await new Promise((r) => setTimeout(r, 50));
    expect(feed.events).toHaveLength(1);
    clock = thrownAt + 60_000;
    controller.tick();
    await until(() => feed.events.some((e) => e.event === 'action'));
    const shown = feed.events.find((e) => e.event === 'action')!.data as {
      throws: { faces: number[] }[];
    };
    expect(shown.throws[0]!.faces).toEqual([4, 6, 8, 10, 12]);
    // The audience token does not open the commentator feed, nor the other way round.
    expect(commentatorToken).not.toBe(token);
    await controller.configure({ commentator: false });
    await feed.closed;
    expect((await ask(port, `/${commentatorToken}/feed`, { method: 'HEAD' })).status).toBe(404);
  });

  it('a new token shuts out the old URL and the pages open with it', async () => {
    const feed = listen(port, `/${token}/feed`);
    await until(() => feed.events.length > 0);
    const renewed = controller.newToken();
    await feed.closed;
    expect((await ask(port, `/${token}/audience.html`)).status).toBe(404);
    const fresh = new URL(renewed.url!).pathname.split('/')[1]!;
    expect((await ask(port, `/${fresh}/audience.html`)).status).toBe(200);
    token = fresh;
  });
});

describe('streaming settings', () => {
  it('says so in words when the port is taken, and stays off', async () => {
    const second = createAudienceController({ staticDir: site, findGame, saved: { port } });
    const status = await second.configure({ enabled: true });
    expect(status).toMatchObject({ enabled: false, url: null });
    expect(status.problem).toBe(`Port ${port} is in use by another program: choose another port.`);
    await second.close();
  });

  it('tells open pages when no match is on the table', async () => {
    const feed = listen(port, `/${token}/feed`);
    await until(() => feed.events.length === 1);
    controller.publish(null, {});
    await until(() => feed.events.length === 2);
    feed.stop();
    expect(feed.events[1]).toEqual({ event: 'idle', data: null });
  });

  it('refuses to stream a record that does not replay, naming the move', () => {
    const illegal = withActions({ type: 'bid', seat: 0, amount: 5 } as BaseAction);
    expect(() => controller.publish(illegal, {})).toThrow(/Move 1 is not legal/);
  });
});
