import { describeHand, whyBeats, type Showdown } from '../../../shared/games/river-dice';
import type { SeatAtTable } from '../../contract/game-table';

/**
 * The last showdown in words: each hand named with its row, best first; beside each hand
 * that lost, why the winning hand beat it; and who took the pot.
 */
export function ShowdownPanel({
  showdown,
  seats,
}: {
  readonly showdown: Showdown;
  readonly seats: readonly SeatAtTable[];
}) {
  const name = (seat: number) => seats[seat]?.name ?? `Seat ${seat + 1}`;
  const hands = [...showdown.hands].sort((a, b) => a.row - b.row);
  const winners = showdown.winners.map(name);
  const best = hands.find((h) => showdown.winners.includes(h.seat))!;
  return (
    <section className="panel rv-showdown" aria-label="The showdown">
      <h2>
        Round {showdown.round} showdown: a pot of {showdown.pot} gold
      </h2>
      <ol>
        {hands.map((h) => (
          <li key={h.seat} className={showdown.winners.includes(h.seat) ? 'won' : undefined}>
            <strong>{name(h.seat)}</strong>: {h.values.join(' ')}: <em>{describeHand(h)}</em>
            {!showdown.winners.includes(h.seat) && (
              <span className="rv-why"> {whyBeats(best, h)}</span>
            )}
          </li>
        ))}
      </ol>
      <p>
        {winners.length === 1
          ? `${winners[0]!} takes ${showdown.share} gold.`
          : `${winners.join(' and ')} share it: ${showdown.share} gold each${showdown.left > 0 ? `, ${showdown.left} left in the pot` : ''}.`}
      </p>
    </section>
  );
}
