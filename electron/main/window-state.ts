/**
 * The table window's size, place, maximised and full-screen state, remembered across
 * restarts. Pure functions over plain rectangles, so a monitor that has gone away can be
 * tested without one.
 */
import { z } from 'zod';

export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const MIN_WIDTH = 960;
export const MIN_HEIGHT = 600;

export const windowStateSchema = z.object({
  bounds: z.object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  maximised: z.boolean(),
  fullScreen: z.boolean(),
});

export type WindowState = z.infer<typeof windowStateSchema>;

/** How much of `a` lies inside `b`, in square pixels. */
function overlap(a: Rectangle, b: Rectangle): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A first window: most of the primary display's work area, centred. */
export function defaultWindowState(primary: Rectangle): WindowState {
  const width = Math.max(MIN_WIDTH, Math.min(1440, Math.round(primary.width * 0.85)));
  const height = Math.max(MIN_HEIGHT, Math.min(900, Math.round(primary.height * 0.85)));
  return {
    bounds: {
      x: primary.x + Math.round((primary.width - width) / 2),
      y: primary.y + Math.round((primary.height - height) / 2),
      width,
      height,
    },
    maximised: false,
    fullScreen: false,
  };
}

/**
 * The window state to open with: the saved one when at least a good part of it is on a
 * display that exists now, else the saved size centred on the primary display. Sizes are
 * kept within the minimum and the largest display.
 */
export function restoreWindowState(
  saved: unknown,
  displays: readonly Rectangle[],
  primary: Rectangle,
): WindowState {
  const parsed = windowStateSchema.safeParse(saved);
  if (!parsed.success) return defaultWindowState(primary);
  const state = parsed.data;
  const largest = displays.reduce(
    (a, b) => (a.width * a.height >= b.width * b.height ? a : b),
    primary,
  );
  const width = Math.min(
    Math.max(state.bounds.width, MIN_WIDTH),
    Math.max(MIN_WIDTH, largest.width),
  );
  const height = Math.min(
    Math.max(state.bounds.height, MIN_HEIGHT),
    Math.max(MIN_HEIGHT, largest.height),
  );
  const bounds = { ...state.bounds, width, height };
  const visible = displays.some(
    (d) => overlap(bounds, d) >= Math.min(bounds.width * bounds.height * 0.25, 200 * 200),
  );
  if (visible) return { ...state, bounds };
  const w = Math.min(width, primary.width);
  const h = Math.min(height, primary.height);
  return {
    ...state,
    bounds: {
      x: primary.x + Math.round((primary.width - w) / 2),
      y: primary.y + Math.round((primary.height - h) / 2),
      width: w,
      height: h,
    },
  };
}
