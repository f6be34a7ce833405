import { waitingMembers, type StakesState } from '../../../shared/games/river-stakes';
import { PATHS } from './layout';
import type { StakesPicture } from './Pieces';

/** The board picture of a River Stakes state, in the seats' colours. */
export function pictureOf(state: StakesState, colours: readonly string[]): StakesPicture {
  const members = state.members.flatMap((row, seat) =>
    PATHS.filter((path) => row[path]! > 0).map((path) => ({ seat, path, position: row[path]! })),
  );
  return { colours, members, leaders: state.leaders, waiting: waitingMembers(state) };
}
