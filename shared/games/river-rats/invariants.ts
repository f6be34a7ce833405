/** The facts that hold after every action of every game: the fuzz checks them, and so can any test. */
import { fullDeck } from './cards';
import { HAND_LIMIT, MARKET_MAX, type RatsState } from './state';

const ALL_CARDS = fullDeck();

/** Every place a card can be, each card once. */
function places(s: RatsState): string[] {
  return [
    ...s.deck,
    ...s.discard,
    ...s.removed,
    ...s.hands.flat(),
    ...s.config.characters.map((suit) => `A${suit}`),
    ...s.market,
    ...s.rats,
    ...s.ratDebt,
    ...s.playerDebt,
    ...s.jokers.unearned,
    ...s.jokers.earned,
    ...s.round.ratUp,
    ...s.round.ratDown,
    ...(s.round.prediction ? [s.round.prediction] : []),
    ...s.round.debt,
    ...s.round.collective.map((c) => c.card),
    ...(s.round.asideJoker ? [s.round.asideJoker] : []),
    ...(s.round.expertJoker ? [s.round.expertJoker] : []),
  ];
}

export function invariants(s: RatsState): string[] {
  const problems: string[] = [];
  const seen = places(s);
  if (seen.length !== 54) problems.push(`${seen.length} cards on the table, not 54`);
  const counts = new Map<string, number>();
  for (const c of seen) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of ALL_CARDS)
    if (counts.get(c) !== 1) problems.push(`${c} is there ${counts.get(c) ?? 0} times`);
  s.hands.forEach((h, seat) => {
    if (h.length > HAND_LIMIT) problems.push(`seat ${seat} holds ${h.length} cards`);
    for (const card of s.shownInHand[seat]!)
      if (!h.includes(card))
        problems.push(`seat ${seat} is shown holding ${card}, not in its hand`);
  });
  for (const card of s.discardFaceDown)
    if (!s.discard.includes(card))
      problems.push(`${card} is face down on the discard pile, not in it`);
  if (s.market.length > MARKET_MAX) problems.push(`the Market holds ${s.market.length} cards`);
  if (
    s.phase !== 'over' &&
    s.round.collective.length > s.collectiveSize &&
    !s.round.collective.some((c) => c.revealed)
  )
    problems.push(`the collective hand holds ${s.round.collective.length} cards`);
  if (s.round.collective.filter((c) => c.card.startsWith('JK')).length > 1)
    problems.push('two Jokers in one collective hand');
  if (s.phase !== 'over' && (s.playerDebt.length >= 5 || s.ratDebt.length >= 5))
    problems.push('the game goes on past 5 Debt');
  return problems;
}
