import type { Outcome } from '../../../shared/engine/contract';
import type { RiverProps } from './props';

/** The end of the game: who is richest, and every purse, richest first. */
export function RiverResult({ view, seats, outcome }: RiverProps & { readonly outcome: Outcome }) {
  const names = outcome.winners.map((w) => seats[w]?.name ?? `Seat ${w + 1}`);
  const purses = view.purses
    .map((gold, seat) => ({ gold, seat }))
    .sort((a, b) => b.gold - a.gold || a.seat - b.seat);
  return (
    <>
      <h2 id="result-title">
        {names.length === 1 ? `${names[0]!} wins!` : `${names.join(' and ')} share the lead`}
      </h2>
      <p>
        After {view.round - 1} round{view.round === 2 ? '' : 's'}, the purses:
      </p>
      <table className="rv-purses">
        <thead>
          <tr>
            <th>Player</th>
            <th>Gold</th>
          </tr>
        </thead>
        <tbody>
          {purses.map(({ gold, seat }) => (
            <tr key={seat}>
              <td>{seats[seat]?.name}</td>
              <td>{gold}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
