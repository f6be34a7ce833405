import { createServer, type Server } from 'node:net';
import { Client } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { TABLE_ROOM, type InvitesMessage } from '../../shared/online/protocol';
import { createOnlineHosting, lanAddresses, type OnlineHosting } from './hosting';
import { MemoryTableStore } from './table-store';
import { freePort } from './test-support/free-port';
import { hostOptions, people } from './test-support/tables';

const interfaces = () => ({
  lo: [
    { address: '127.0.0.1', family: 'IPv4', internal: true } as never,
    { address: '::1', family: 'IPv6', internal: true } as never,
  ],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false } as never,
    { address: 'fe80::1', family: 'IPv6', internal: false } as never,
  ],
  wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false } as never],
});

let hosting: OnlineHosting | undefined;
let blocker: Server | undefined;
afterEach(async () => {
  await hosting?.stop();
  blocker?.close();
});

function host(): { hosting: OnlineHosting; log: string[] } {
  const log: string[] = [];
  hosting = createOnlineHosting({
    store: new MemoryTableStore(),
    log: (l) => log.push(l),
    interfaces,
  });
  return { hosting, log };
}

describe('hosting online tables from the desktop app', () => {
  it('names the addresses friends on the same networks can reach, not this computer’s own', () => {
    expect(lanAddresses(interfaces(), 2567)).toEqual(['192.168.1.20:2567', '10.0.0.7:2567']);
  });

  it('serves tables on the chosen port once started, and stops serving when stopped', async () => {
    const { hosting } = host();
    expect(hosting.status()).toMatchObject({ running: false, addresses: [] });
    const port = await freePort();
    const status = await hosting.start(port);
    expect(status).toMatchObject({
      running: true,
      port,
      local: `127.0.0.1:${port}`,
      addresses: [`192.168.1.20:${port}`, `10.0.0.7:${port}`],
      problem: null,
    });
    const opened = await hosting.open({ gameId: 'river-stakes', seats: people(2) });
    if ('problem' in opened) throw new Error(opened.problem);
    const room = await new Client(`ws://127.0.0.1:${port}`).joinById(opened.code, {
      claim: opened.claim,
    });
    const invites = await new Promise<InvitesMessage>((resolve) =>
      room.onMessage('invites', resolve),
    );
    expect(invites.invites).toHaveLength(2);
    await room.leave();
    expect(await hosting.stop()).toMatchObject({ running: false, addresses: [] });
    await expect(new Client(`ws://127.0.0.1:${port}`).create(TABLE_ROOM, {})).rejects.toThrow();
  });

  it('opens tables only in its own process: nobody on the network creates one, and only the claim seats the host', async () => {
    const { hosting, log } = host();
    const port = await freePort();
    await hosting.start(port);
    const remote = new Client(`ws://127.0.0.1:${port}`);
    await expect(
      remote.create(TABLE_ROOM, hostOptions({ gameId: 'river-stakes', seats: people(2) })),
    ).rejects.toThrow('This host opens its own tables: join one with an invite.');
    expect(log).toContain(
      'refused create from 127.0.0.1: This host opens its own tables: join one with an invite.',
    );
    const opened = await hosting.open({ gameId: 'river-stakes', seats: people(2) });
    if ('problem' in opened) throw new Error(opened.problem);
    await expect(remote.joinById(opened.code, { claim: '0'.repeat(48) })).rejects.toThrow(
      'Only the person who opened the table sits in the host’s seat.',
    );
    const room = await remote.joinById(opened.code, { claim: opened.claim });
    const invites = await new Promise<InvitesMessage>((resolve) =>
      room.onMessage('invites', resolve),
    );
    expect(invites.code).toBe(opened.code);
    await room.leave();
  });

  it('says the port is taken instead of failing, and then serves on another port', async () => {
    const { hosting } = host();
    const taken = await freePort();
    blocker = createServer().listen(taken, '0.0.0.0');
    await new Promise((resolve) => blocker!.once('listening', resolve));
    const status = await hosting.start(taken);
    expect(status.running).toBe(false);
    expect(status.problem).toMatch(new RegExp(`Port ${taken} is already used by another program`));
    const other = await freePort();
    expect(await hosting.start(other)).toMatchObject({ running: true, port: other, problem: null });
  });
});
