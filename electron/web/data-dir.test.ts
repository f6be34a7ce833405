import { describe, expect, it } from 'vitest';
import { chooseDataDir, desktopDataDir } from './data-dir';

const productName = 'River Table';

describe("the web host's data folder is the desktop app's userData", () => {
  it('on Linux: $XDG_CONFIG_HOME, else ~/.config', () => {
    expect(desktopDataDir({ platform: 'linux', env: {}, home: '/home/ada', productName })).toBe(
      '/home/ada/.config/River Table',
    );
    expect(
      desktopDataDir({
        platform: 'linux',
        env: { XDG_CONFIG_HOME: '/home/ada/conf' },
        home: '/home/ada',
        productName,
      }),
    ).toBe('/home/ada/conf/River Table');
  });

  it('on macOS: ~/Library/Application Support', () => {
    expect(desktopDataDir({ platform: 'darwin', env: {}, home: '/Users/ada', productName })).toBe(
      '/Users/ada/Library/Application Support/River Table',
    );
  });

  it('on Windows: %APPDATA%', () => {
    expect(
      desktopDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\Ada\\AppData\\Roaming' },
        home: 'C:\\Users\\Ada',
        productName,
      }),
    ).toBe('C:\\Users\\Ada\\AppData\\Roaming\\River Table');
  });

  it('--data-dir wins over RIVER_TABLE_DATA_DIR, which wins over the desktop folder', () => {
    const world = {
      platform: 'linux' as const,
      env: { RIVER_TABLE_DATA_DIR: '/tmp/from-env' },
      home: '/home/ada',
      productName,
    };
    expect(chooseDataDir(['--data-dir', '/tmp/from-flag'], world)).toBe('/tmp/from-flag');
    expect(chooseDataDir([], world)).toBe('/tmp/from-env');
    expect(chooseDataDir([], { ...world, env: {} })).toBe('/home/ada/.config/River Table');
  });
});
