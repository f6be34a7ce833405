/** Issue 16 item 13: the renderer's origin, the IPC sender check and the app:// files. */
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  bundledFileFor,
  EXTERNAL_LINKS,
  isTrustedSender,
  mayOpenExternally,
  rendererSource,
} from './renderer-origin';

const packaged = rendererSource('http://localhost:5173/', true);
const dev = rendererSource('http://localhost:5173/', false);
const main = (url: string) => ({ url, isMainFrame: true });

describe('where the renderer comes from', () => {
  it('ignores ELECTRON_RENDERER_URL in a packaged build and serves the bundle from app://', () => {
    expect(packaged).toEqual({ kind: 'bundled', url: 'app://river-table/index.html' });
    expect(rendererSource(undefined, false).url).toBe(APP_ENTRY);
  });

  it('honours the development server only unpackaged and only on this computer', () => {
    expect(dev).toMatchObject({ kind: 'dev-server', origin: 'http://localhost:5173' });
    expect(rendererSource('http://evil.com:5173/', false).kind).toBe('bundled');
    expect(rendererSource('file:///tmp/index.html', false).kind).toBe('bundled');
    expect(rendererSource('not a url', false).kind).toBe('bundled');
  });
});

describe('the IPC sender check', () => {
  const hostile = [
    'file://evilhost/share/out/renderer/index.html',
    'file:///home/someone/Downloads/out/renderer/index.html',
    'app://river-table.evil.com/index.html',
    'app://evil/index.html',
    'app://user@river-table/index.html',
    'https://river-table/index.html',
    'http://localhost:5173.evil.com/',
    'http://localhost:5174/',
    'http://evil.com/?http://localhost:5173/',
    'file://evilhost/%E0%A4%A/renderer/index.html',
    'http://localhost:5173.evil.com/%E0%A4%A',
    '%',
    '',
  ];

  it.each(hostile)('refuses %s without throwing', (url) => {
    expect(isTrustedSender(main(url), packaged)).toBe(false);
    expect(isTrustedSender(main(url), dev)).toBe(url === 'http://localhost:5173/' ? true : false);
  });

  it('accepts our own main frame and refuses our own page in a subframe', () => {
    expect(isTrustedSender(main('app://river-table/index.html#/home'), packaged)).toBe(true);
    expect(isTrustedSender(main('http://localhost:5173/index.html'), dev)).toBe(true);
    expect(
      isTrustedSender({ url: 'app://river-table/index.html', isMainFrame: false }, packaged),
    ).toBe(false);
    expect(isTrustedSender({ url: undefined, isMainFrame: true }, packaged)).toBe(false);
    // A malformed escape in our own page's path is still our page, and nothing throws.
    expect(isTrustedSender(main('app://river-table/%E0%A4%A'), packaged)).toBe(true);
  });
});

describe('files served from app://', () => {
  const root = resolve('/opt/river-table/out/renderer');

  it('maps our paths into the renderer folder', () => {
    expect(bundledFileFor('app://river-table/', root)).toBe(join(root, 'index.html'));
    expect(bundledFileFor('app://river-table/assets/main-1a2b.js', root)).toBe(
      join(root, 'assets', 'main-1a2b.js'),
    );
  });

  it.each([
    'app://river-table/../../etc/passwd',
    'app://river-table/%2e%2e/%2e%2e/etc/passwd',
    'app://river-table/assets/..%2f..%2f..%2fetc%2fpasswd',
    'app://river-table/assets/..%5c..%5c..%5cetc%5cpasswd',
    'app://river-table/%E0%A4%A',
    'app://river-table/index.html%00.png',
    'app://other-host/index.html',
    'file:///etc/passwd',
  ])('serves nothing outside the renderer folder for %s', (url) => {
    const file = bundledFileFor(url, root);
    expect(file === null || file.startsWith(root + sep), String(file)).toBe(true);
  });

  it('serves nothing for another host, a malformed escape or a climb out of the folder', () => {
    expect(bundledFileFor('app://other-host/index.html', root)).toBeNull();
    expect(bundledFileFor('app://river-table/%E0%A4%A', root)).toBeNull();
    expect(bundledFileFor('app://river-table/assets/..%2f..%2f..%2fetc%2fpasswd', root)).toBeNull();
    expect(bundledFileFor('app://river-table/index.html%00.png', root)).toBeNull();
  });
});

describe('links that open in the browser', () => {
  it('opens only exact addresses on the allowlist', () => {
    for (const url of [
      'https://evil.com/',
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '%',
    ])
      expect(mayOpenExternally(url)).toBe(false);
    for (const url of EXTERNAL_LINKS) expect(mayOpenExternally(url)).toBe(true);
  });
});
