import { z } from 'zod';

const fields = {
  /** Master volume, 0..1. */
  volume: z.number().min(0).max(1),
  muted: z.boolean(),
  /** Scales shadow maps and render resolution. */
  graphicsQuality: z.enum(['low', 'medium', 'high']),
  reducedMotion: z.boolean(),
  colourBlindPalette: z.boolean(),
  /** Multiplies animation and computer-turn pacing; 1 is normal, 4 is fastest. */
  animationSpeed: z.number().min(0.25).max(4),
  /** Whether the game log beside the table is open or folded to its heading. */
  gameLogOpen: z.boolean(),
};

export const settingsSchema = z.object(fields);
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  volume: 0.7,
  muted: false,
  graphicsQuality: 'high',
  reducedMotion: false,
  colourBlindPalette: false,
  animationSpeed: 1,
  gameLogOpen: true,
};

/** A partial update from the settings screen; unknown keys are refused. */
export const settingsPatchSchema = z.object(fields).partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
