import type { Outcome } from '../../../shared/engine/contract';
import { OWNER_NAMES } from '../../../shared/games/stones-and-rivers';
import type { StonesProps } from './props';

/** Who filled their Goal (or why nobody did), in names and sides, after how many actions. */
export function StonesResult({
  view,
  seats,
  outcome,
}: StonesProps & { readonly outcome: Outcome }) {
  const winner = outcome.winners[0];
  return (
    <>
      <h2 id="result-title">{winner === undefined ? 'A draw' : `${seats[winner]?.name} wins!`}</h2>
      <p>
        {outcome.summary.replace(/Circle|Square/g, (side) => {
          const seat = OWNER_NAMES.indexOf(side as (typeof OWNER_NAMES)[number]);
          return `${seats[seat]?.name} (${side})`;
        })}{' '}
        after {view.actions} actions on the {view.config.board.replace('x', ' × ')} board.
      </p>
    </>
  );
}
