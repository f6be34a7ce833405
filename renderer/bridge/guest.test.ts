import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/ipc/settings';
import { remoteApi } from '../../shared/ipc/remote-api';
import { serverAddress } from '../online/address';
import { GUEST_REFUSAL, guestTransport, pageAddress } from './guest';

describe('a guest’s page at a table server', () => {
  it('joins the server that served it, at the page’s own port', () => {
    const at = (protocol: string, hostname: string, port: string) =>
      serverAddress(pageAddress({ protocol, hostname, port }));
    expect(at('http:', '192.168.1.20', '2567')).toEqual({ url: 'ws://192.168.1.20:2567' });
    expect(at('http:', 'tables.example.org', '')).toEqual({ url: 'ws://tables.example.org' });
    expect(at('https:', 'tables.example.org', '')).toEqual({ url: 'wss://tables.example.org' });
    expect(at('https:', 'tables.example.org', '8443')).toEqual({
      url: 'wss://tables.example.org:8443',
    });
  });

  it('refuses saves and hosting with a message saying why, and keeps nothing', async () => {
    const api = remoteApi(guestTransport());
    const refused = { ok: false, error: { code: 'forbidden', message: GUEST_REFUSAL } };
    expect(GUEST_REFUSAL).toMatch(/Saves, streaming and hosting need River Table/);
    expect(await api.saves.saveAs('Evening game', {} as never)).toEqual(refused);
    expect(await api.saves.remove('evening-game')).toEqual(refused);
    expect(await api.online.host(2567)).toEqual(refused);
    expect(await api.audience.configure({ enabled: true })).toEqual(refused);
    expect(await api.saves.list()).toEqual({ ok: true, value: { saves: [], damaged: [] } });
    expect(await api.saves.latestAutosave()).toEqual({ ok: true, value: null });
  });

  it('keeps settings while the page is open, refusing one that does not exist', async () => {
    const api = remoteApi(guestTransport());
    expect(await api.settings.get()).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    await api.settings.update({ graphicsQuality: 'low' });
    expect(await api.settings.get()).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, graphicsQuality: 'low' },
    });
    const odd = await api.settings.update({ brightness: 3 } as never);
    expect(odd.ok).toBe(false);
    // A fresh page starts from the defaults: nothing was kept anywhere.
    expect(await remoteApi(guestTransport()).settings.get()).toEqual({
      ok: true,
      value: DEFAULT_SETTINGS,
    });
  });
});
