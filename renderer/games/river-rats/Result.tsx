import type { Outcome } from '../../../shared/engine/contract';
import { cardName } from '../../../shared/games/river-rats';
import type { RatsProps } from './props';

/** The end: both Rats beaten, or the team sunk by its Debt, with the numbers of the game. */
export function RatsResult({ view }: RatsProps & { readonly outcome: Outcome }) {
  const won = view.outcome === 'won';
  return (
    <>
      <h2 id="result-title">
        {won
          ? 'The team defeated both River Rats!'
          : `The River Rats win: your Debt reached ${view.playerDebt} (5 loses)`}
      </h2>
      <table className="rr-end">
        <tbody>
          <tr>
            <th>Rounds played</th>
            <td>{view.last?.round ?? 0}</td>
          </tr>
          <tr>
            <th>Rats defeated</th>
            <td>{view.rat.defeated.map(cardName).join(' ') || 'none'}</td>
          </tr>
          <tr>
            <th>Debt on the Rat faced last</th>
            <td>{view.rat.debt}</td>
          </tr>
          <tr>
            <th>Your Debt</th>
            <td>{view.playerDebt}</td>
          </tr>
          <tr>
            <th>Jokers earned</th>
            <td>{view.jokers.earned.length + view.jokers.removed.length}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
