/** The seats a host opens an online table with: the host first, then friends and computers. */
import type { SeatInfo } from '../../shared/engine/record';

export function hostSeats(options: {
  readonly hostName: string;
  readonly players: number;
  /**
   * By seat: the level of the computer player that plays it, or null for a friend (the
   * host's own seat is never the computer's).
   */
  readonly levels: readonly (string | null)[];
  readonly colours: readonly string[];
  /** A game whose seats have names of their own (Red, Black, the Collector) keeps them. */
  readonly roles?: readonly string[];
}): SeatInfo[] {
  const { hostName, players, levels, colours, roles } = options;
  const levelOf = (seat: number): string | null => (seat > 0 ? (levels[seat] ?? null) : null);
  const isComputer = (seat: number): boolean => levelOf(seat) !== null;
  const computerSeats = Array.from({ length: players }, (_, seat) => seat).filter(isComputer);
  let friends = 0;
  // A friend's seat is named for them when they sit down; a computer's keeps its name.
  const placeholder = (seat: number): string => {
    if (!isComputer(seat)) return `Friend ${++friends}`;
    return computerSeats.length > 1 ? `Computer ${computerSeats.indexOf(seat) + 1}` : 'Computer';
  };
  return Array.from({ length: players }, (_, seat) => {
    const level = levelOf(seat);
    return {
      name: seat === 0 ? hostName.trim() : (roles?.[seat] ?? placeholder(seat)),
      kind: level !== null ? 'computer' : 'human',
      ...(level !== null ? { level } : {}),
      colour: colours[seat % colours.length]!,
    };
  });
}
