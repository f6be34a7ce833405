/**
 * The quick player: each choice by a rule of thumb about the collective hand (see plan.ts),
 * reading only what the seat itself may see. Medium plays it; the hard player's look-ahead
 * lets every seat play it to finish the round.
 */
import type { Seat } from '../../../engine/contract';
import type { Random } from '../../../engine/random';
import type { RatsAction } from '../actions';
import { fullDeck, isJoker } from '../cards';
import { handStrength } from '../strength';
import { ratAbility, ratKings } from '../table';
import { DEBT_TO_DEFEAT, type RatsState } from '../state';
import { winOutlook } from './outlook';
import { finishedValue, partialValue } from './plan';

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

export function greedyChoice(
  s: RatsState,
  seat: Seat,
  legal: readonly RatsAction[],
  rng: Random,
  style: Style,
): RatsAction {
  if (legal.length === 1) return legal[0]!;
  const jitter = (): number => (style.noise > 0 ? rng.float() * style.noise : 0);
  const collective = seenCollective(s, seat);
  const size = s.collectiveSize;
  const hand = s.hands[seat]!;
  const value = (cards: readonly string[]): number => partialValue(cards, size) + jitter();
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
      if (plays.length > 0)
        return best(plays, (a) => (a.type === 'play' ? value([...collective, a.card]) : 0));
      return legal[0]!;
    }
    case 'act': {
      const peek = find('peek')[0];
      if (peek) return peek;
      if (find('heart').length > 0 && raises(s, seat, rng, style)) return find('heart')[0]!;
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
      return raises(s, seat, rng, style) ? (find('heart')[0] ?? skip!) : skip!;
    case 'joker-remove': {
      const kings = ratKings(s);
      return best(legal, (a) =>
        a.type === 'remove' && typeof a.target === 'string'
          ? -handStrength([...kings, ...s.round.ratUp.filter((c) => c !== a.target)])
          : -Infinity,
      );
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
function raises(s: RatsState, seat: Seat, rng: Random, style: Style): boolean {
  const chance = winChance(s, seat, rng);
  if (chance < style.raiseAt) return false;
  const pot = 1 + s.round.debt.length;
  const ratTakes = ratAbility(s)?.kind === 'extra-debt-on-win' ? 1 : 0;
  const rat = s.ratDebt.length;
  const own = s.playerDebt.length;
  const won = (k: number): number =>
    rat + k >= DEBT_TO_DEFEAT
      ? winOutlook(s.activeRat + 1, 0, own)
      : winOutlook(s.activeRat, rat + k, own);
  const lost = (k: number): number => winOutlook(s.activeRat, rat, own + k + ratTakes);
  const gain = chance * (won(pot + 1) - won(pot)) + (1 - chance) * (lost(pot + 1) - lost(pot));
  return gain > 0;
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
