import { useEffect, useMemo } from 'react';
import {
  cardName,
  namingOutcome,
  RANK_NAMES,
  rankOf,
  SUITS,
  suitOf,
  type RatsAction,
  type Suit,
} from '../../../shared/games/river-rats';
import { useKeys } from '../../input/keymap';
import { useChoice } from './choice-store';
import { offerGroups } from './offers';
import type { RatsProps } from './props';
import { names } from './words';

const SUIT_WORDS: Readonly<Record<Suit, string>> = {
  H: '♥ hearts',
  S: '♠ spades',
  C: '♣ clubs',
  D: '♦ diamonds',
};

/**
 * The Joker's card at resolution: a rank and a suit from those the rules allow, with what
 * the collective hand would make against the revealed Rat hand before it is confirmed.
 * Up and Down step the rank, S the suit, Enter names the card.
 */
export function NameJokerPanel({ view, legal, act }: Pick<RatsProps, 'view' | 'legal' | 'act'>) {
  const group = useMemo(
    () => offerGroups(view, legal).find((g) => g.kind === 'name') ?? null,
    [view, legal],
  );
  const allowed = useMemo(
    () => new Map((group?.actions ?? []).map((a) => [a.card, a as RatsAction])),
    [group],
  );
  const picked = useChoice((s) => s.jokerAs);
  const first = allowed.keys().next().value ?? null;
  // A new decision starts from the first card the rules allow.
  useEffect(() => {
    if (first !== null) useChoice.getState().pickJoker(first);
    return () => useChoice.getState().clear();
  }, [first]);
  const card = picked ?? first;
  const rank = card === null ? RANK_NAMES[0] : rankOf(card);
  const suit = card === null ? SUITS[0] : suitOf(card);
  const pick = (r: string, s: Suit) => useChoice.getState().pickJoker(`${r}${s}`);
  const step = (by: number) => {
    const i = RANK_NAMES.indexOf(rank as (typeof RANK_NAMES)[number]);
    pick(RANK_NAMES[(i + by + RANK_NAMES.length) % RANK_NAMES.length]!, suit);
  };
  const chosen = card !== null ? (allowed.get(card) ?? null) : null;
  const name = () => {
    if (!chosen) return;
    useChoice.getState().clear();
    act(chosen);
  };
  useKeys(
    'game',
    {
      arrowup: () => step(1),
      arrowdown: () => step(-1),
      s: () => pick(rank, SUITS[(SUITS.indexOf(suit) + 1) % SUITS.length]!),
      enter: name,
    },
    group !== null,
  );
  if (!group || card === null) return null;

  const outcome = chosen ? namingOutcome(view, card) : null;
  const others = view.collective.flatMap((c) =>
    c.card && !c.card.startsWith('JK') ? [c.card] : [],
  );
  return (
    <section className="panel rr-offers rr-name-joker" aria-label="Name the Joker">
      <h2>Name the Joker</h2>
      <p className="hint">
        Every face-down card is revealed. The Joker stands for any card not already in the
        collective hand.
      </p>
      <div className="rr-group" role="group" aria-label="Rank">
        <h3>
          Rank <kbd>↑</kbd> <kbd>↓</kbd>
        </h3>
        {RANK_NAMES.map((r) => (
          <button key={r} type="button" aria-pressed={r === rank} onClick={() => pick(r, suit)}>
            {r}
          </button>
        ))}
      </div>
      <div className="rr-group" role="group" aria-label="Suit">
        <h3>
          Suit <kbd>S</kbd>
        </h3>
        {SUITS.map((s) => (
          <button key={s} type="button" aria-pressed={s === suit} onClick={() => pick(rank, s)}>
            {SUIT_WORDS[s]}
          </button>
        ))}
      </div>
      <div className="rr-preview" aria-label="What it makes" aria-live="polite">
        {outcome ? (
          <>
            <p>
              {names(others)} and the Joker as {cardName(card)}: <strong>{outcome.category}</strong>
            </p>
            <p>
              Against the Rat&rsquo;s {outcome.ratCategory}:{' '}
              <strong>
                {outcome.beatsRat ? 'beats the Rat' : 'the Rat wins (a tie goes to the Rat)'}
              </strong>
            </p>
            <p>
              The Prediction:{' '}
              <strong>
                {outcome.meetsPrediction
                  ? outcome.earnsJoker
                    ? 'met, a Joker is earned'
                    : 'met (no Joker is left to earn)'
                  : 'not met'}
              </strong>
            </p>
          </>
        ) : (
          <p>
            <strong>{cardName(card)}</strong> is already in the collective hand: the Joker may not
            copy it.
          </p>
        )}
      </div>
      {/* Named without its card, which changes with every pick, so a lesson can point at it;
          the card is on the button and in the preview above. */}
      <button
        type="button"
        className="primary"
        aria-label="Name the Joker"
        aria-keyshortcuts="Enter"
        disabled={!chosen}
        onClick={name}
      >
        Name the Joker {cardName(card)} <kbd>Enter</kbd>
      </button>
    </section>
  );
}
