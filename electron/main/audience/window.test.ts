import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { audienceWindowMenu, audienceWindowOptions } from './window';
import { findGame } from '../../../shared/games/registry';
import { createApiHandlers } from '../api-handlers';
import { menuTemplate } from '../menu';
import { createAudienceController } from './controller';

describe('the audience window', () => {
  it('draws the page at a stream’s size and keeps drawing while covered', () => {
    expect(audienceWindowOptions('1920x1080')).toMatchObject({
      width: 1920,
      height: 1080,
      useContentSize: true,
      webPreferences: { backgroundThrottling: false, sandbox: true, contextIsolation: true },
    });
    expect(audienceWindowOptions('1280x720')).toMatchObject({ width: 1280, height: 720 });
    // A page from the loopback server gets no bridge into the app.
    expect(audienceWindowOptions('1280x720').webPreferences?.preload).toBeUndefined();
  });

  it('offers both preset sizes in its own menu', () => {
    const resize = vi.fn();
    const items = audienceWindowMenu(resize)[0]!.submenu as MenuItemConstructorOptions[];
    const labelled = items.filter((i) => i.label);
    expect(labelled.map((i) => i.label)).toEqual(['1920 × 1080', '1280 × 720']);
    for (const item of labelled) (item.click as () => void)();
    expect(resize.mock.calls).toEqual([['1920x1080'], ['1280x720']]);
  });

  it('is opened from the application menu', () => {
    const send = vi.fn();
    const view = menuTemplate(send, 'linux').find((m) => m.label === '&View')!;
    const item = (view.submenu as MenuItemConstructorOptions[]).find(
      (i) => i.label === 'Audience Window…',
    )!;
    (item.click as () => void)();
    expect(send).toHaveBeenCalledWith('audience-window');
  });
});

describe('opening the audience window over IPC', () => {
  it('needs streaming on, then opens the streaming page at the size asked for', async () => {
    const audience = createAudienceController({ staticDir: '.', findGame, saved: { port: 0 } });
    const opened: unknown[] = [];
    const handlers = createApiHandlers({
      audience,
      openAudienceWindow: (url, size) => opened.push([url, size]),
      saves: {} as never,
      settings: {} as never,
      appInfo: { name: 'River Table', version: 'test', platform: 'linux', versions: {} },
    });
    expect(await handlers['audience:openWindow']('1920x1080')).toMatchObject({
      ok: false,
      error: { message: 'Turn streaming on first: the audience window shows its page.' },
    });
    const { url } = await audience.configure({ enabled: true });
    expect(await handlers['audience:openWindow']('1920x1080')).toEqual({ ok: true, value: null });
    expect(opened).toEqual([[url, '1920x1080']]);
    await audience.close();
  });
});
