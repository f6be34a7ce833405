import type { Settings } from '../../shared/ipc';

export interface RenderQuality {
  /** Device-pixel-ratio range handed to the canvas. */
  readonly dpr: [number, number];
  readonly shadows: boolean;
  readonly shadowMapSize: number;
  readonly antialias: boolean;
}

/** The graphics quality setting, as render parameters. High-DPI screens get up to 2×. */
export function renderQuality(quality: Settings['graphicsQuality']): RenderQuality {
  switch (quality) {
    case 'low':
      // Three quarters of the window's pixels (half on a 2× screen): a software renderer or
      // an old GPU draws the smaller picture much faster, and the page scales it up.
      return { dpr: [0.5, 0.75], shadows: false, shadowMapSize: 512, antialias: false };
    case 'medium':
      return { dpr: [1, 1.5], shadows: true, shadowMapSize: 1024, antialias: true };
    case 'high':
      return { dpr: [1, 2], shadows: true, shadowMapSize: 2048, antialias: true };
  }
}
