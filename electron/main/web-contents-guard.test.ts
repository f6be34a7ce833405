/** Issue 16 item 13: the global navigation, redirect, webview and window guard. */
import { describe, expect, it } from 'vitest';
import { rendererSource } from './renderer-origin';
import { guardWebContents, type GuardedContents, type NavigationEvent } from './web-contents-guard';

function fakeContents() {
  const navigation: ((event: NavigationEvent) => void)[] = [];
  const attach: ((event: { preventDefault(): void }) => void)[] = [];
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: GuardedContents = {
    onNavigation: (listener) => navigation.push(listener),
    onAttachWebview: (listener) => attach.push(listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const prevented = (url: string): boolean => {
    let stopped = false;
    for (const listener of navigation) listener({ url, preventDefault: () => (stopped = true) });
    return stopped;
  };
  return { contents, prevented, attach, open: (url: string) => openHandler?.({ url }) };
}

describe('web contents guard', () => {
  it('stops navigation and redirects to anything but our renderer', () => {
    const fake = fakeContents();
    guardWebContents(fake.contents, rendererSource(undefined, true), () => undefined);
    expect(fake.prevented('https://evil.com/')).toBe(true);
    expect(fake.prevented('file:///etc/passwd')).toBe(true);
    expect(fake.prevented('file://evilhost/share/out/renderer/index.html')).toBe(true);
    expect(fake.prevented('app://river-table/index.html')).toBe(false);
  });

  it('refuses webviews and new windows, opening no link outside the allowlist', () => {
    const fake = fakeContents();
    const opened: string[] = [];
    guardWebContents(fake.contents, rendererSource(undefined, true), (url) => opened.push(url));
    let stopped = false;
    for (const listener of fake.attach) listener({ preventDefault: () => (stopped = true) });
    expect(stopped).toBe(true);
    expect(fake.open('https://evil.com/')).toEqual({ action: 'deny' });
    expect(opened).toEqual([]);
  });
});
