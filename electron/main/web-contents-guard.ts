/**
 * The guard every web contents gets the moment it is created: it may navigate or be
 * redirected only within our renderer, may attach no webview, and may open no window;
 * a link to one of our own pages on the web opens in the person's browser instead.
 * Electron's web contents is handed in through this narrow shape, so tests use a fake.
 */
import { isRendererUrl, mayOpenExternally, type RendererSource } from './renderer-origin';

export interface NavigationEvent {
  readonly url: string;
  preventDefault(): void;
}

export interface GuardedContents {
  /** Called for both 'will-navigate' and 'will-redirect'. */
  onNavigation(listener: (event: NavigationEvent) => void): void;
  onAttachWebview(listener: (event: { preventDefault(): void }) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export function guardWebContents(
  contents: GuardedContents,
  source: RendererSource,
  openExternal: (url: string) => void,
): void {
  contents.onNavigation((event) => {
    if (!isRendererUrl(event.url, source)) event.preventDefault();
  });
  contents.onAttachWebview((event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (mayOpenExternally(url)) openExternal(url);
    return { action: 'deny' };
  });
}
