/**
 * What the audience page's URL asks for. A browser source in OBS is set up once and the
 * URL is all it keeps, so every choice is a URL parameter and anything unknown falls back
 * to the plain full picture.
 */
import type { Settings } from '../../shared/ipc';

/** full: the table and the broadcast layer; table: the table alone; overlay: the layer alone. */
export type Layout = 'full' | 'table' | 'overlay';
/** follow: the camera goes where the action is; overview: the whole table, always. */
export type CameraMode = 'follow' | 'overview';

export interface PageOptions {
  readonly layout: Layout;
  readonly camera: CameraMode;
  /** No background: for an overlay on a camera feed. */
  readonly transparent: boolean;
  /** A fixed size in CSS pixels; null fills the window (the browser source's own size). */
  readonly size: { readonly width: number; readonly height: number } | null;
  readonly quality: Settings['graphicsQuality'];
  /** The dice's clatter: off unless asked for, so the app and its audience window do not both sound. */
  readonly sound: boolean;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const pixels = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 320 && n <= 7680 ? n : null;
};

const yes = (value: string | null): boolean => ['1', 'true', 'yes'].includes(value ?? '');

export function pageOptions(search: string): PageOptions {
  const params = new URLSearchParams(search);
  const [w, h] = (params.get('size') ?? '').split('x');
  const width = pixels(params.get('width') ?? w ?? null);
  const height = pixels(params.get('height') ?? h ?? null);
  return {
    layout: oneOf(params.get('layout'), ['full', 'table', 'overlay'], 'full'),
    camera: oneOf(params.get('camera'), ['follow', 'overview'], 'follow'),
    transparent: yes(params.get('transparent')),
    sound: yes(params.get('sound')),
    size: width !== null && height !== null ? { width, height } : null,
    quality: oneOf(params.get('quality'), ['low', 'medium', 'high'], 'medium'),
  };
}
