import { cardName, fullDeck } from '../../../shared/games/river-rats';
import type { RatsProps } from './props';
import { POWER_TEXT, abilityText, bonusText, predictionText, ratOf } from './words';

/**
 * The table's public facts: the Rat faced, the Debts, the Prediction, the Jokers, each
 * seat's character and number of cards, and the cards everyone saw another seat take into
 * its hand (from the Market, or by a ♦ swap) that are still there, and the discard pile's
 * face-up cards: what the computer players remember, every person sees. Never a card nobody saw go in: players may not tell
 * each other what they hold.
 */
/** Suit by suit, in rank order, as a person sorts a pile to count it; Jokers last. */
const DECK_ORDER = fullDeck();
const place = (card: string): number => {
  const at = DECK_ORDER.indexOf(card);
  return at < 0 ? DECK_ORDER.length : at;
};
const bySuitAndRank = (a: string, b: string): number => place(a) - place(b);

export function StatusPanel({ view, seats }: Pick<RatsProps, 'view' | 'seats'>) {
  const king = view.rat.king;
  const rat = king ? ratOf(king) : null;
  const powers = !view.config.firstGame;
  // Focusable: with long names on a short window the facts scroll, by keys as by wheel.
  return (
    <section className="panel rr-status" aria-label="The table" tabIndex={0}>
      {king && rat && (
        <p>
          <strong>River Rat {cardName(king)}</strong> (
          {view.rat.defeated.length === 0 ? 'first' : 'second'} of 2)
          {powers ? `: ${abilityText(rat.ability)}` : ''}. Defeat it and{' '}
          {bonusText(rat.defeatBonus, 'promised')}.
        </p>
      )}
      <p className="rr-debts">
        Debt on the Rat <strong>{view.rat.debt}</strong> of 5 · your Debt{' '}
        <strong>{view.playerDebt}</strong> of 5
        {view.prediction && (
          <>
            {' '}
            · this round <strong>{view.roundDebt}</strong>
          </>
        )}
      </p>
      {view.prediction && (
        <p>
          Joker&rsquo;s Prediction {predictionText(view.prediction)}
          {view.config.prediction === 'at-least' ? ' or better' : ''} · Jokers earned{' '}
          {view.jokers.earned.length}, unearned {view.jokers.unearned.length}
          {view.jokers.usedThisHand ? ' · a Joker is in this hand' : ''}
        </p>
      )}
      <ul className="rr-seats">
        {seats.map((s, seat) => (
          <li key={seat} className={view.current === seat ? 'current' : undefined}>
            <span className="rv-chip" style={{ background: s.colour }} aria-hidden />
            <strong>{s.name}</strong> A{cardName(`A${view.config.characters[seat]!}`).slice(1)}{' '}
            {powers && (
              <span className="rr-power">({POWER_TEXT[view.config.characters[seat]!]})</span>
            )}{' '}
            · {view.handSizes[seat]} card{view.handSizes[seat] === 1 ? '' : 's'}
            {seat !== view.viewer && view.shownInHand[seat]!.length > 0 && (
              <span className="rr-seen">
                {' '}
                (seen taken: {view.shownInHand[seat]!.map(cardName).join(' ')})
              </span>
            )}
            {s.kind === 'computer' ? ' · computer' : ''}
          </li>
        ))}
      </ul>
      {view.discardSeen.length > 0 && (
        <details className="rr-discard-seen">
          <summary>
            Seen in the discard: {view.discardSeen.length} of {view.discard}
          </summary>
          <p>{[...view.discardSeen].sort(bySuitAndRank).map(cardName).join(' ')}</p>
        </details>
      )}
    </section>
  );
}
