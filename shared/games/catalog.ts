/**
 * What the game library shows about each game before any engine is loaded: who it is
 * for, how long it takes, and why you would play it.
 */
export type GameId =
  'river-stakes' | 'stones-and-rivers' | 'river-dice' | 'river-rats' | 'river-crossing';

export interface GameInfo {
  readonly id: GameId;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Typical length at the table, in words. */
  readonly length: string;
  readonly pitch: string;
  /** Seat names when seats have fixed roles (River Crossing); otherwise players are numbered. */
  readonly roles?: readonly string[];
}

export const GAME_CATALOG: readonly GameInfo[] = [
  {
    id: 'river-stakes',
    name: 'River Stakes',
    players: { min: 2, max: 4 },
    length: '20–30 min',
    pitch: 'Push your luck across eleven paths: throw four dice, pair them, and know when to stop.',
  },
  {
    id: 'stones-and-rivers',
    name: 'Stones & Rivers',
    players: { min: 2, max: 2 },
    length: '20–40 min',
    pitch: 'Stones flip into rivers that carry pieces across the board: race yours into the goal.',
  },
  {
    id: 'river-dice',
    name: 'River',
    players: { min: 2, max: 6 },
    length: '30 min',
    pitch: 'Tavern dice poker: hidden hole dice, an open auction for the banker’s dice, one pot.',
  },
  {
    id: 'river-rats',
    name: 'River Rats',
    players: { min: 1, max: 4 },
    length: '30–45 min',
    pitch: 'Build poker hands together against two River Rats before your debt sinks you.',
  },
  {
    id: 'river-crossing',
    name: 'River Crossing',
    players: { min: 3, max: 3 },
    length: '30 min',
    pitch: 'Red and Black cross the river on each other’s backs while the Collector hunts them.',
    roles: ['Red', 'Black', 'Collector'],
  },
];

export function gameInfo(id: string): GameInfo | undefined {
  return GAME_CATALOG.find((g) => g.id === id);
}
