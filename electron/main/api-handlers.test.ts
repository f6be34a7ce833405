import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ipcChannels, type IpcChannel } from '../../shared/ipc/api';
import { newMatchRecord } from '../../shared/engine/record';
import { findGame as findAnyGame } from '../../shared/games/registry';
import { createApiHandlers } from './api-handlers';
import { createAudienceController } from './audience/controller';
import { createSaveStore } from './save-store';
import { createSettingsStore } from './settings-store';
import { findGame, pigSave } from './test-support/pig-save';

const dir = mkdtempSync(join(tmpdir(), 'api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const handlers = createApiHandlers({
  saves: createSaveStore({ dir: join(dir, 'saves'), findGame }),
  settings: createSettingsStore({ file: join(dir, 'settings.json') }),
  appInfo: { name: 'River Table', version: '0.1.0', platform: 'linux', versions: {} },
  audience: createAudienceController({ staticDir: dir, findGame: findAnyGame }),
});

describe('IPC handlers', () => {
  const bad: Record<IpcChannel, unknown[]> = {
    'saves:list': ['extra'],
    'saves:read': ['../../etc/passwd'],
    'saves:saveAs': ['', pigSave()],
    'saves:autosave': [{ format: 'nope' }],
    'saves:autosaveMoves': [{ from: -1, save: pigSave() }],
    'saves:rename': ['ok-id', 'x'.repeat(200)],
    'saves:remove': [42],
    'saves:latestAutosave': [null],
    'settings:get': [1],
    'settings:update': [{ volume: 3 }],
    'audience:status': [true],
    'audience:configure': [{ port: 80 }],
    'audience:newToken': ['x'],
    'audience:publish': [{ format: 'nope' }, {}],
    'audience:openWindow': ['800x600'],
    'online:status': ['x'],
    'online:host': [80],
    'online:open': [{ gameId: 'river-stakes', seats: [], claim: 'mine' }],
    'online:stop': [1],
    'app:info': ['x'],
  };

  it.each(Object.keys(ipcChannels) as IpcChannel[])(
    '%s refuses bad arguments with a readable reason',
    async (channel) => {
      const result = await handlers[channel](...bad[channel]);
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(!result.ok && result.error.message).toMatch(
        new RegExp(`^${channel} was called with bad arguments: .+`),
      );
    },
  );

  it('refuses to stream a match that does not replay, saying which move', async () => {
    const river = findAnyGame('river-dice')!;
    const seats = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const, colour: '#102030' }));
    const record = newMatchRecord(river, { players: 2 }, 1, seats);
    const result = await handlers['audience:publish'](
      { ...record, actions: [{ type: 'pass', seat: 0 }] },
      {},
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(!result.ok && result.error.message).toMatch(
      /^The match cannot be streamed: Move 1 is not legal: /,
    );
    expect(await handlers['audience:publish'](record, {})).toEqual({ ok: true, value: null });
  });

  it('says only the desktop app hosts online tables when it has no table server', async () => {
    expect(await handlers['online:host'](2567)).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: 'Only the desktop app hosts online tables.' },
    });
  });

  it('refuses unknown settings keys rather than storing them', async () => {
    const result = await handlers['settings:update']({ evil: true });
    expect(result.ok).toBe(false);
  });

  it('serves good calls end to end', async () => {
    expect(await handlers['saves:saveAs']('Lunch', pigSave())).toMatchObject({
      ok: true,
      value: { id: 'lunch' },
    });
    expect(await handlers['saves:read']('lunch')).toMatchObject({
      ok: true,
      value: { name: 'Lunch' },
    });
    expect(await handlers['settings:update']({ muted: true })).toMatchObject({
      ok: true,
      value: { muted: true },
    });
    expect(await handlers['app:info']()).toMatchObject({ ok: true, value: { version: '0.1.0' } });
  });
});
