import type { Outcome } from '../../../shared/engine/contract';
import { seatAndRole } from './Hud';
import type { CrossingProps } from './props';

/** Who won, in names and roles, with how many crossed and were taken. */
export function CrossingResult({
  view,
  seats,
  outcome,
}: CrossingProps & { readonly outcome: Outcome }) {
  const names = outcome.winners.map((w) => seatAndRole(seats[w]?.name, w));
  return (
    <>
      <h2 id="result-title">
        {names.length > 0
          ? `${names.join(' and ')} win${names.length === 1 ? 's' : ''}!`
          : 'Nobody wins'}
      </h2>
      <p>{outcome.summary}</p>
      <p>
        After {view.moves} moves: Red {view.sides[0].far} across and {view.sides[0].collected}{' '}
        taken; Black {view.sides[1].far} across and {view.sides[1].collected} taken.
      </p>
    </>
  );
}
