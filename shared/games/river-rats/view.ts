/**
 * What a seat sees: its own hand, the Market, the collective hand, the face-up Rat cards
 * and the sizes of everything else. Hidden cards are left out here and only here.
 */
import type { Seat, Viewer } from '../../engine/contract';
import type { Random } from '../../engine/random';
import { rankOf } from './cards';
import { ratKings } from './table';
import type { Phase, RatsConfig, RatsState, Resolution } from './state';

export interface SeenCollectiveCard {
  /** null: played face down by someone else. */
  readonly card: string | null;
  readonly by: Seat | null;
  readonly faceDown?: true;
  readonly revealed?: true;
}

export interface RatsView {
  readonly viewer: Viewer;
  readonly config: RatsConfig;
  readonly phase: Phase;
  readonly current: Seat;
  readonly drawn: boolean;
  /** The viewer's own hand; null for the public. */
  readonly hand: readonly string[] | null;
  readonly handSizes: readonly number[];
  /** Per seat, the cards the table saw go into its hand that are still there. */
  readonly shownInHand: readonly (readonly string[])[];
  readonly market: readonly string[];
  readonly marketCapacity: number;
  readonly marketRefillAt: number;
  readonly collective: readonly SeenCollectiveCard[];
  readonly collectiveSize: number;
  /** The card whose action is being chosen. */
  readonly played: string | null;
  readonly rat: {
    /** The active Rat's King; null once both are defeated. */
    readonly king: string | null;
    /** Defeated Kings, still cards of the active Rat's hand. */
    readonly defeated: readonly string[];
    readonly up: readonly string[];
    readonly down: number;
    readonly debt: number;
  };
  readonly prediction: string;
  /** The round's Debt so far, the Prediction card included. */
  readonly roundDebt: number;
  readonly playerDebt: number;
  readonly jokers: {
    readonly unearned: readonly string[];
    readonly earned: readonly string[];
    readonly removed: readonly string[];
    readonly usedThisHand: boolean;
    readonly aside: string | null;
    readonly revealing: string | null;
  };
  readonly deck: number;
  readonly discard: number;
  /** The cards of the discard pile the table saw face up. */
  readonly discardSeen: readonly string[];
  readonly round: number;
  readonly fewerFaceDown: number;
  readonly last: Resolution | null;
  readonly outcome: 'won' | 'lost' | null;
}

/** While a Joker is named every face-down card of the round is revealed, as the rules say. */
const revealsFaceDown = (s: RatsState): boolean => s.phase === 'name-joker';

export function view(s: RatsState, viewer: Viewer): RatsView {
  const kings = ratKings(s);
  const revealed = revealsFaceDown(s);
  return {
    viewer,
    config: s.config,
    phase: s.phase,
    current: s.current,
    drawn: s.drawn,
    hand: viewer === 'public' ? null : [...s.hands[viewer]!],
    handSizes: s.hands.map((h) => h.length),
    shownInHand: s.shownInHand.map((h) => [...h]),
    market: [...s.market],
    marketCapacity: s.marketCapacity,
    marketRefillAt: s.marketRefillAt,
    collective: s.round.collective.map((c) => {
      if (!c.faceDown) return { ...c };
      // Turned face up for everyone while the Joker is named.
      if (revealed) return { card: c.card, by: c.by };
      return c.by === viewer ? { ...c } : { card: null, by: c.by, faceDown: true };
    }),
    collectiveSize: s.collectiveSize,
    played: s.round.played,
    rat: {
      king: s.activeRat < 2 ? kings[kings.length - 1]! : null,
      defeated: s.activeRat < 2 ? kings.slice(0, -1) : [...s.rats],
      up: revealed ? [...s.round.ratUp, ...s.round.ratDown] : [...s.round.ratUp],
      down: revealed ? 0 : s.round.ratDown.length,
      debt: s.ratDebt.length,
    },
    prediction: s.round.prediction,
    roundDebt: 1 + s.round.debt.length,
    playerDebt: s.playerDebt.length,
    jokers: {
      unearned: [...s.jokers.unearned],
      earned: [...s.jokers.earned],
      removed: [...s.removed],
      usedThisHand: s.round.jokerUsed,
      aside: s.round.asideJoker,
      revealing: s.round.expertJoker,
    },
    deck: s.deck.length,
    discard: s.discard.length,
    discardSeen: discardSeen(s),
    round: s.round.number,
    fewerFaceDown: s.fewerFaceDown,
    last: s.last,
    outcome: s.outcome,
  };
}

/**
 * For the leak test: every card the viewer cannot see is dealt again at random into the
 * same hidden places in the same numbers (the waiting Rat stays a King); a card the table
 * saw go into a hand, or face up onto the discard pile, stays there.
 */
export function resampleHidden(s: RatsState, viewer: Viewer, rng: Random): RatsState {
  const revealed = revealsFaceDown(s);
  const hiddenFaceDown = revealed
    ? -1
    : s.round.collective.findIndex((c) => c.faceDown && c.by !== viewer);
  const waiting = s.activeRat === 0;
  const others = s.hands.map((_, seat) => seat !== viewer);
  const pool = [
    ...s.deck,
    ...s.discardFaceDown,
    ...s.hands.flatMap((h, seat) => (others[seat] ? hiddenIn(s, seat) : [])),
    ...(revealed ? [] : s.round.ratDown),
    ...s.round.debt,
    ...s.ratDebt,
    ...s.playerDebt,
    ...(hiddenFaceDown >= 0 ? [s.round.collective[hiddenFaceDown]!.card] : []),
    ...(waiting ? [s.rats[1]] : []),
  ];
  let cards = rng.shuffle(pool);
  let rats = s.rats;
  if (waiting) {
    const kings = cards.filter((c) => rankOf(c) === 'K');
    const king = rng.pick(kings);
    cards = cards.filter((c) => c !== king);
    rats = [s.rats[0], king];
  }
  const deal = (n: number): string[] => cards.splice(0, n);
  const collective = s.round.collective.map((c, i) =>
    i === hiddenFaceDown ? { ...c, card: deal(1)[0]! } : c,
  );
  return {
    ...s,
    rats,
    deck: deal(s.deck.length),
    ...redealtDiscard(s, deal),
    hands: s.hands.map((h, seat) =>
      others[seat] ? [...s.shownInHand[seat]!, ...deal(h.length - s.shownInHand[seat]!.length)] : h,
    ),
    ratDebt: deal(s.ratDebt.length),
    playerDebt: deal(s.playerDebt.length),
    round: {
      ...s.round,
      ratDown: revealed ? s.round.ratDown : deal(s.round.ratDown.length),
      debt: deal(s.round.debt.length),
      collective,
    },
  };
}

/** The cards of a seat's hand that the table did not see go in. */
function hiddenIn(s: RatsState, seat: number): string[] {
  const shown = s.shownInHand[seat]!;
  return s.hands[seat]!.filter((card) => !shown.includes(card));
}

function discardSeen(s: RatsState): string[] {
  return s.discard.filter((card) => !s.discardFaceDown.includes(card));
}

/** The discard pile with its face-down cards dealt again. */
function redealtDiscard(
  s: RatsState,
  deal: (n: number) => string[],
): Pick<RatsState, 'discard' | 'discardFaceDown'> {
  const faceDown = deal(s.discardFaceDown.length);
  return { discard: [...discardSeen(s), ...faceDown], discardFaceDown: faceDown };
}
