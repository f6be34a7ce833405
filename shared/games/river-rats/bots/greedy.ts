/**
 * The quick player: each choice by a rule of thumb about the collective hand (see plan.ts),
 * reading only what the seat itself may see. Medium plays it; the hard player's look-ahead
 * lets every seat play it to finish the round.
 */
import type { Seat } from '../../../engine/contract';
import type { Random } from '../../../engine/random';
import type { RatsAction } from '../actions';
import { fullDeck, isJoker, rankOf } from '../cards';
import { CATEGORIES } from '../poker';
import { PREDICTIONS } from '../rules';
import { bestJokerCard } from '../round';
import { handStrength } from '../strength';
import { ratAbility, ratKings } from '../table';
import { DEBT_TO_DEFEAT, type RatsState } from '../state';
import { winOutlook } from './outlook';
import { aimValue, beatValue, finishedValue, partialValue, type EarningCategories } from './plan';

export interface Style {
  /** Raise the Debt when the chance of winning the round is at least this. */
  readonly raiseAt: number;
  /** Random error added to every rule-of-thumb value. */
  readonly noise: number;
  /** What a card from the deck is hoped to be worth, against a known Market card. */
  readonly deckHope: number;
}

const RANKED = fullDeck().filter((c) => !isJoker(c));
const UNIT = 16 ** 5;

/** Collective cards this seat can see (a face-down card of someone else's is unknown). */
export function seenCollective(s: RatsState, seat: Seat): string[] {
  return s.round.collective.filter((c) => !c.faceDown || c.by === seat).map((c) => c.card);
}

function ratVisible(s: RatsState): string[] {
  return [...ratKings(s), ...s.round.ratUp];
}

/** The strength of the Rat's whole hand, face-down cards included (of a sampled deal, for a bot). */
export function ratStrength(s: RatsState): number {
  return handStrength([...ratVisible(s), ...s.round.ratDown]);
}

/**
 * Against a known Rat, a hand is worth its chance to beat it, on the scale of categories
 * so the style's margins keep their meaning, plus a little of its general promise to
 * choose between hands that would all win or all lose.
 */
const BEAT_SCALE = 8;
const GENERAL_SHARE = 0.1;
/** Below this chance to beat the Rat the round is given up: play the card least worth keeping. */
const GIVE_UP = 0.03;

/** Cards this seat has not seen: what the Rat's face-down cards may be. */
function unseen(s: RatsState, seat: Seat): string[] {
  const seen = new Set([
    ...s.hands[seat]!,
    ...s.market,
    ...seenCollective(s, seat),
    ...ratVisible(s),
    s.round.prediction,
    ...s.config.characters.map((suit) => `A${suit}`),
  ]);
  return RANKED.filter((c) => !seen.has(c));
}

/** How many unseen cards a teammate is pictured choosing from for each open slot. */
const TEAMMATE_CHOICE = 4;

/**
 * Chance the collective hand beats the Rat, over sampled deals of what this seat cannot
 * see: face-down Rat cards at random, and each open slot filled by a teammate picking the
 * best-fitting of a few random cards.
 */
export function winChance(s: RatsState, seat: Seat, rng: Random, samples = 10): number {
  const collective = seenCollective(s, seat);
  const hidden = s.round.collective.length - collective.length;
  const open = Math.max(0, s.collectiveSize - s.round.collective.length);
  const visible = ratVisible(s);
  const down = s.round.ratDown.length;
  const pool = unseen(s, seat);
  const pick = (): string => pool[rng.int(pool.length)]!;
  let wins = 0;
  for (let i = 0; i < samples; i++) {
    const ours = [...collective];
    for (let k = 0; k < hidden; k++) ours.push(pick());
    for (let k = 0; k < open; k++) {
      let choice = pick();
      let score = -Infinity;
      for (let j = 0; j < TEAMMATE_CHOICE; j++) {
        const c = pick();
        if (ours.includes(c)) continue;
        const v = partialValue([...ours, c], s.collectiveSize);
        if (v > score) {
          score = v;
          choice = c;
        }
      }
      ours.push(choice);
    }
    const rat = new Set(visible);
    for (let k = 0; k < down; k++) rat.add(pick());
    if (partialValueStrength([...new Set(ours)]) > handStrength([...rat])) wins++;
  }
  return wins / samples;
}

function partialValueStrength(collective: readonly string[]): number {
  return collective.length >= 5 ? finishedValue(collective) * UNIT : 0;
}

function best<T>(items: readonly T[], score: (item: T) => number): T {
  let top = items[0] as T;
  let topScore = -Infinity;
  for (const item of items) {
    const v = score(item);
    if (v > topScore) {
      topScore = v;
      top = item;
    }
  }
  return top;
}

/**
 * The quick player's choice. With `rat`, the strength of the Rat's whole hand in the deal
 * being played out, it builds the collective hand to beat that hand (or to earn a Joker),
 * and when it cannot beat it, keeps its best cards for the next round (hands and the
 * Market stay). Playing each deal as if its face-down cards were known overrates the
 * round a little, but the search averages over many deals, and measured against playing
 * to a guessed Rat it wins far more games.
 */
export function greedyChoice(
  s: RatsState,
  seat: Seat,
  legal: readonly RatsAction[],
  rng: Random,
  style: Style,
  rat?: number,
): RatsAction {
  if (legal.length === 1) return legal[0]!;
  const jitter = (): number => (style.noise > 0 ? rng.float() * style.noise : 0);
  const collective = seenCollective(s, seat);
  const size = s.collectiveSize;
  const hand = s.hands[seat]!;
  const earns = jokerEarnedBy(s);
  const aim = (cards: readonly string[], against: number): number =>
    aimValue(cards, size, against, earns);
  const value = (cards: readonly string[]): number =>
    (rat === undefined
      ? partialValue(cards, size)
      : BEAT_SCALE * aim(cards, rat) + GENERAL_SHARE * partialValue(cards, size)) + jitter();
  const bestPlay = (cards: readonly string[]): number =>
    cards.length === 0 ? 0 : Math.max(...cards.map((c) => value([...collective, c])));
  const find = (type: RatsAction['type']) => legal.filter((a) => a.type === type);
  const skip = legal.find((a) => a.type === 'skip');

  switch (s.phase) {
    case 'turn': {
      const joker = find('joker')[0];
      // A Joker is kept for the last two slots, where it completes a hand that is known.
      const late = s.round.collective.length >= size - 2;
      if (joker && late && s.config.mode === 'normal') {
        const withJoker = value([...collective, 'JK1']);
        if (withJoker - bestPlay([...hand, ...s.market]) > 0.5) return joker;
      }
      if (joker && s.config.mode === 'advanced' && removalGain(s) >= 1) return joker;
      const draws = find('draw');
      if (draws.length > 0) {
        const keep = bestPlay(hand) + style.deckHope;
        return best(draws, (a) =>
          a.type === 'draw' && a.card !== null ? bestPlay([...hand, a.card]) : keep,
        );
      }
      const plays = find('play');
      if (plays.length === 0) return legal[0]!;
      if (
        rat !== undefined &&
        hand.every((c) => beatValue([...collective, c], size, rat) < GIVE_UP)
      )
        return best(plays, (a) =>
          a.type === 'play'
            ? partialValue(
                hand.filter((c) => c !== a.card),
                5,
              )
            : 0,
        );
      return best(plays, (a) => (a.type === 'play' ? value([...collective, a.card]) : 0));
    }
    case 'act': {
      const peek = find('peek')[0];
      if (peek) return peek;
      if (find('heart').length > 0 && raises(s, seat, rng, style, rat)) return find('heart')[0]!;
      const swaps = find('diamond');
      if (swaps.length > 0) {
        const now = value(collective);
        const swap = best(swaps, (a) =>
          a.type === 'diamond' ? value(collective.map((c) => (c === a.take ? a.give : c))) : 0,
        );
        if (swap.type === 'diamond') {
          const after = value(collective.map((c) => (c === swap.take ? swap.give : c)));
          if (after > now + 0.2) return swap;
        }
      }
      return skip ?? legal[0]!;
    }
    case 'peeked':
      return raises(s, seat, rng, style, rat) ? (find('heart')[0] ?? skip!) : skip!;
    case 'joker-remove': {
      const kings = ratKings(s);
      return best(legal, (a) =>
        a.type === 'remove' && typeof a.target === 'string'
          ? -handStrength([...kings, ...s.round.ratUp.filter((c) => c !== a.target)])
          : -Infinity,
      );
    }
    case 'name-joker': {
      const card = bestJokerCard(s);
      return legal.find((a) => a.type === 'name-joker' && a.card === card) ?? legal[0]!;
    }
    case 'expert-joker':
    case 'revealing': {
      const go = find(s.phase === 'revealing' ? 'reveal' : 'joker')[0];
      return go && winChance(s, seat, rng) < 0.5 ? go : skip!;
    }
    default:
      return legal[0]!;
  }
}

/**
 * Raise when the chance of winning is at least the style's mark and one more Debt in the
 * pot improves the team's outlook on average: it is wasted beyond a Rat's fifth Debt, and
 * ruinous when losing the round would end the game.
 */
function raises(s: RatsState, seat: Seat, rng: Random, style: Style, rat?: number): boolean {
  const chance =
    rat === undefined
      ? winChance(s, seat, rng)
      : beatValue(seenCollective(s, seat), s.collectiveSize, rat);
  if (chance < style.raiseAt) return false;
  const pot = 1 + s.round.debt.length;
  const ratTakes = ratAbility(s)?.kind === 'extra-debt-on-win' ? 1 : 0;
  const onRat = s.ratDebt.length;
  const own = s.playerDebt.length;
  const won = (k: number): number =>
    onRat + k >= DEBT_TO_DEFEAT
      ? winOutlook(s.activeRat + 1, 0, own)
      : winOutlook(s.activeRat, onRat + k, own);
  const lost = (k: number): number => winOutlook(s.activeRat, onRat, own + k + ratTakes);
  const gain = chance * (won(pot + 1) - won(pot)) + (1 - chance) * (lost(pot + 1) - lost(pot));
  return gain > 0;
}

/** Which categories would earn a Joker this round, as bits; none when none is left to earn. */
function jokerEarnedBy(s: RatsState): EarningCategories {
  if (s.jokers.unearned.length === 0 || s.round.prediction === '') return 0;
  const predicted = CATEGORIES.indexOf(PREDICTIONS[rankOf(s.round.prediction)]!);
  return s.config.prediction === 'exact'
    ? 1 << predicted
    : (1 << CATEGORIES.length) - (1 << predicted);
}

/** How many categories removing the Rat's best face-up card would take off its visible hand. */
function removalGain(s: RatsState): number {
  const kings = ratKings(s);
  const visible = [...kings, ...s.round.ratUp];
  if (visible.length < 6) return 0;
  const now = Math.floor(handStrength(visible) / UNIT);
  const after = Math.min(
    ...s.round.ratUp.map((c) => Math.floor(handStrength(visible.filter((x) => x !== c)) / UNIT)),
  );
  return now - after;
}
