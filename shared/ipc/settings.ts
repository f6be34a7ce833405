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
  /** Names typed for the seats of past games, newest first, offered again at the next. */
  recentNames: z.array(z.string().trim().min(1).max(40)).max(12),
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
  recentNames: [],
};

const RECENT_NAMES = 12;

/**
 * The recent names after a game with `typed` seat names starts: those first, then the
 * earlier ones not among them (names differing only in case are one name), at most twelve.
 */
export function rememberNames(recent: readonly string[], typed: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of [...typed, ...recent].map((n) => n.trim())) {
    if (name && !out.some((n) => n.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out.slice(0, RECENT_NAMES);
}

/** A partial update from the settings screen; unknown keys are refused. */
export const settingsPatchSchema = z.object(fields).partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
