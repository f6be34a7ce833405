import { describe, expect, it } from 'vitest';
import { serverAddress } from './address';

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
});
