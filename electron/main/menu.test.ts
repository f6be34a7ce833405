import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { menuTemplate } from './menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu) : []),
  ]);
}

describe('application menu', () => {
  it('has the usual commands with their shortcuts, and sends app commands to the renderer', () => {
    const send = vi.fn();
    const items = flatten(menuTemplate(send, 'linux'));
    const byLabel = (label: string) => items.find((i) => i.label === label);
    expect(byLabel('New Game…')?.accelerator).toBe('CmdOrCtrl+N');
    expect(byLabel('Load…')?.accelerator).toBe('CmdOrCtrl+O');
    expect(byLabel('Save As…')?.accelerator).toBe('CmdOrCtrl+Shift+S');
    expect(byLabel('Rules')?.accelerator).toBe('F1');
    expect(items.map((i) => i.role).filter(Boolean)).toEqual(
      expect.arrayContaining(['togglefullscreen', 'zoomIn', 'zoomOut', 'resetZoom', 'quit']),
    );
    (byLabel('New Game…')?.click as () => void)();
    (byLabel('About River Table')?.click as () => void)();
    (byLabel('Host Online Game…')?.click as () => void)();
    (byLabel('Join Online Game…')?.click as () => void)();
    expect(send.mock.calls).toEqual([['new-game'], ['about'], ['host-online'], ['join-online']]);
  });

  it('follows macOS conventions there', () => {
    const top = menuTemplate(() => undefined, 'darwin');
    expect(top[0]?.label).toBe('River Table');
  });
});
