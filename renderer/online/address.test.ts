import { describe, expect, it } from 'vitest';
import { serverAddress, shareable } from './address';

describe('the host’s address as typed', () => {
  it('takes a LAN address with its port, a name, or a full URL', () => {
    expect(serverAddress(' 192.168.1.20:2567 ')).toEqual({ url: 'ws://192.168.1.20:2567' });
    expect(serverAddress('tables.example.org:4000')).toEqual({
      url: 'ws://tables.example.org:4000',
    });
    expect(serverAddress('wss://tables.example.org')).toEqual({ url: 'wss://tables.example.org' });
    expect(serverAddress('http://10.0.0.7:2600')).toEqual({ url: 'ws://10.0.0.7:2600' });
  });

  it('uses the usual port 2567 when none is given', () => {
    expect(serverAddress('192.168.1.20')).toEqual({ url: 'ws://192.168.1.20:2567' });
  });

  it('keeps port 80 when it is typed out, as a guest’s page served on it gives it', () => {
    expect(serverAddress('http://tables.example.org:80')).toEqual({
      url: 'ws://tables.example.org',
    });
    expect(serverAddress('192.168.1.20:80')).toEqual({ url: 'ws://192.168.1.20' });
  });

  it('says what an address looks like when it is empty or not one', () => {
    for (const typed of ['', '   ', 'ftp://x', 'a b:c', '10.0.0.7:2567/tables'])
      expect(serverAddress(typed)).toEqual({
        problem: expect.stringMatching(/192\.168\.1\.20:2567/),
      });
  });

  it('says a host name with characters no host has is not an address (a browser would try it)', () => {
    for (const typed of ['notanaddress!!', 'ws://not%20an%20address!!', 'table_server:2567'])
      expect(serverAddress(typed)).toEqual({
        problem: expect.stringMatching(/192\.168\.1\.20:2567/),
      });
  });
});

describe('where friends reach a table server', () => {
  it('is its address and the page a browser opens there', () => {
    expect(shareable('192.168.1.20:2567')).toEqual({
      address: '192.168.1.20:2567',
      page: 'http://192.168.1.20:2567/',
      loopback: false,
    });
    expect(shareable('wss://tables.example.org')).toEqual({
      address: 'tables.example.org',
      page: 'https://tables.example.org/',
      loopback: false,
    });
  });

  it('says when the address is this computer’s own, which friends cannot reach', () => {
    expect(shareable('http://127.0.0.1:4000')).toMatchObject({ loopback: true });
    expect(shareable('localhost')).toMatchObject({ address: 'localhost:2567', loopback: true });
  });
});
