/** The seats a host opens an online table with: the host first, then friends and computers. */
import type { SeatInfo } from '../../shared/engine/record';

export function hostSeats(options: {
  readonly hostName: string;
  readonly players: number;
  /** By seat: whether the computer plays it (the host's own seat is never the computer's). */
  readonly computers: readonly boolean[];
  readonly colours: readonly string[];
  /** A game whose seats have names of their own (Red, Black, the Collector) keeps them. */
  readonly roles?: readonly string[];
}): SeatInfo[] {
  const { hostName, players, computers, colours, roles } = options;
  const isComputer = (seat: number): boolean => seat > 0 && computers[seat] === true;
  const computerSeats = Array.from({ length: players }, (_, seat) => seat).filter(isComputer);
  let friends = 0;
  // A friend's seat is named for them when they sit down; a computer's keeps its name.
  const placeholder = (seat: number): string => {
    if (!isComputer(seat)) return `Friend ${++friends}`;
    return computerSeats.length > 1 ? `Computer ${computerSeats.indexOf(seat) + 1}` : 'Computer';
  };
  return Array.from({ length: players }, (_, seat) => {
    const computer = isComputer(seat);
    return {
      name: seat === 0 ? hostName.trim() : (roles?.[seat] ?? placeholder(seat)),
      kind: computer ? 'computer' : 'human',
      ...(computer ? { level: 'easy' } : {}),
      colour: colours[seat % colours.length]!,
    };
  });
}
