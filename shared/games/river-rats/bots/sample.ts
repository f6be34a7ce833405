/**
 * A full game state consistent with one seat's view: every card the seat cannot see is
 * dealt at random into the hidden places, in the numbers the view shows (the waiting Rat
 * is always a King; a card the table saw go into a teammate's hand, or face up onto the
 * discard pile, stays there). The computer players think on such samples, never on the
 * real state.
 */
import type { Random } from '../../../engine/random';
import { fullDeck, isJoker, rankOf } from '../cards';
import type { RatsState } from '../state';
import type { RatsView } from '../view';

const RANKED = fullDeck().filter((c) => !isJoker(c));

/** Ranked cards the viewer cannot see anywhere. */
export function unseenCards(v: RatsView): string[] {
  const seen = new Set<string>([
    ...(v.hand ?? []),
    ...v.shownInHand.flat(),
    ...v.discardSeen,
    ...v.market,
    ...v.collective.flatMap((c) => (c.card === null ? [] : [c.card])),
    ...v.rat.up,
    ...v.rat.defeated,
    ...(v.rat.king ? [v.rat.king] : []),
    ...(v.prediction ? [v.prediction] : []),
    ...v.config.characters.map((suit) => `A${suit}`),
  ]);
  return RANKED.filter((c) => !seen.has(c));
}

export function sampleState(v: RatsView, rng: Random): RatsState {
  const seat = v.viewer === 'public' ? -1 : v.viewer;
  let cards = rng.shuffle(unseenCards(v));
  const activeRat = v.rat.king === null ? 2 : v.rat.defeated.length;
  let waiting: string | null = null;
  if (activeRat === 0) {
    const i = cards.findIndex((c) => rankOf(c) === 'K');
    waiting = cards.splice(i, 1)[0]!;
  }
  const deal = (n: number): string[] => cards.splice(0, n);
  const collective = v.collective.map((c) => ({
    by: c.by,
    ...(c.faceDown ? { faceDown: true as const } : {}),
    ...(c.revealed ? { revealed: true as const } : {}),
    card: c.card ?? deal(1)[0]!,
  }));
  const hands = v.handSizes.map((n, s) => {
    if (s === seat) return [...v.hand!];
    const shown = v.shownInHand[s]!;
    return [...shown, ...deal(n - shown.length)];
  });
  const ratDown = deal(v.rat.down);
  const debt = deal(v.roundDebt - 1);
  const ratDebt = deal(v.rat.debt);
  const playerDebt = deal(v.playerDebt);
  const discardFaceDown = deal(v.discard - v.discardSeen.length);
  const deck = deal(v.deck);
  cards = [];
  const kings = [...v.rat.defeated, ...(v.rat.king ? [v.rat.king] : [])];
  const rats = (waiting ? [kings[0]!, waiting] : kings) as [string, string];
  return {
    config: v.config,
    rng: rng.state(),
    phase: v.phase,
    current: v.current,
    drawn: v.drawn,
    deck,
    discard: [...v.discardSeen, ...discardFaceDown],
    discardFaceDown,
    removed: [...v.jokers.removed],
    hands,
    shownInHand: v.shownInHand.map((h) => [...h]),
    market: [...v.market],
    marketCapacity: v.marketCapacity,
    marketRefillAt: v.marketRefillAt,
    rats,
    activeRat,
    ratDebt,
    playerDebt,
    jokers: { unearned: [...v.jokers.unearned], earned: [...v.jokers.earned] },
    collectiveSize: v.collectiveSize,
    fewerFaceDown: v.fewerFaceDown,
    round: {
      number: v.round,
      ratUp: [...v.rat.up],
      ratDown,
      prediction: v.prediction,
      debt,
      collective,
      jokerUsed: v.jokers.usedThisHand,
      asideJoker: v.jokers.aside,
      expertJoker: v.jokers.revealing,
      played: v.played,
    },
    last: v.last,
    outcome: v.outcome,
  };
}
