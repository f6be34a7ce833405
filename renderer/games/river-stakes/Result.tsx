import type { Outcome } from '../../../shared/engine/contract';
import type { StakesProps } from './props';

/** The winner, the paths in the order they were secured, and each player's numbers. */
export function StakesResult({ view, seats }: StakesProps & { readonly outcome: Outcome }) {
  const winner = view.winner === null ? undefined : seats[view.winner];
  return (
    <>
      <h2 id="result-title">{winner?.name} wins!</h2>
      <p>
        Paths secured, in order:{' '}
        {view.story.securedOrder
          .map((s) => `${s.path} (${seats[s.seat]?.name}, turn ${s.turn})`)
          .join(', ')}
        .
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Turns</th>
            <th scope="col">Throws</th>
            <th scope="col">Busts</th>
            <th scope="col">Paths</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((seat, i) => (
            <tr key={i}>
              <td>
                <span className="swatch" style={{ background: seat.colour }} aria-hidden="true" />{' '}
                {seat.name}
              </td>
              <td>{view.story.turns[i]}</td>
              <td>{view.story.throws[i]}</td>
              <td>{view.story.busts[i]}</td>
              <td>{view.secured.filter((s) => s === i).length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
