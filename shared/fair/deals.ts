/**
 * The games whose online table deals before play, from everyone's secrets: River Rats
 * shuffles its deck (kept hidden until the game ends), and Stones & Rivers under the
 * rulebook flips a piece to say who starts (seen at once). The others start as they are
 * and only their throws are random events.
 */
import { coinFrom, seedFrom } from './derive';

export type DealKind = 'hidden' | 'open';

export function dealOf(gameId: string, config: Readonly<Record<string, unknown>>): DealKind | null {
  if (gameId === 'river-rats') return 'hidden';
  if (gameId === 'stones-and-rivers' && config.preset !== 'course') return 'open';
  return null;
}

export interface Dealt {
  readonly seed: string;
  readonly config: Readonly<Record<string, unknown>>;
}

/** The match's seed and options as the deal fixes them. */
export function dealFrom(
  gameId: string,
  config: Readonly<Record<string, unknown>>,
  material: string,
): Dealt {
  const seed = seedFrom(material);
  if (gameId !== 'stones-and-rivers') return { seed, config };
  // The flip's motion is drawn from `firstFlip`; the table turns the piece so the face
  // the secrets chose is the one that lands up.
  const firstPlayer = coinFrom(material) === 'stone' ? 'circle' : 'square';
  return { seed, config: { ...config, firstPlayer, firstFlip: `deal:${material.slice(0, 16)}` } };
}
