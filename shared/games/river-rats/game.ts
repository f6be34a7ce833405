/** River Rats on the game contract. */
import type { z } from 'zod';
import type { Pending } from '../../engine/contract';
import { refusingMalformed } from '../../engine/guard';
import { Random, sameRandomState } from '../../engine/random';
import { actionSchema, type RatsAction } from './actions';
import { fullDeck, isJoker, JOKERS } from './cards';
import { apply } from './apply';
import { configSchema, upgradeConfig } from './config';
import { describe } from './describe';
import { legalActions } from './legal';
import { setupRound } from './round';
import { MARKET_CAPACITY, MARKET_REFILL_AT, START_HAND, COLLECTIVE_SIZE } from './rules';
import type { Table } from './table';
import { view, resampleHidden, type RatsView } from './view';
import { DEBT_TO_LOSE, type Phase, type RatsConfig, type RatsState } from './state';

function setup(config: RatsConfig, seed: string | number): RatsState {
  const rng = Random.fromSeed(seed);
  const kings = rng.shuffle(['KH', 'KS', 'KC', 'KD']);
  const rats: [string, string] = [kings[0]!, kings[1]!];
  const aces = config.characters.map((suit) => `A${suit}`);
  const deck = rng.shuffle(
    fullDeck().filter((c) => !isJoker(c) && !aces.includes(c) && !rats.includes(c)),
  );
  const hands = Array.from({ length: config.players }, () => deck.splice(0, START_HAND));
  const market = deck.splice(0, MARKET_CAPACITY);
  const t: Table = {
    config,
    rng: rng.state(),
    phase: 'turn',
    current: 0,
    drawn: false,
    deck,
    discard: [],
    discardFaceDown: [],
    removed: [],
    hands,
    shownInHand: hands.map(() => []),
    market,
    marketCapacity: MARKET_CAPACITY,
    marketRefillAt: MARKET_REFILL_AT,
    rats,
    activeRat: 0,
    ratDebt: [],
    playerDebt: [],
    jokers: { unearned: [...JOKERS], earned: [] },
    collectiveSize: COLLECTIVE_SIZE,
    fewerFaceDown: 0,
    round: {
      number: 0,
      ratUp: [],
      ratDown: [],
      prediction: '',
      debt: [],
      collective: [],
      jokerUsed: false,
      asideJoker: null,
      expertJoker: null,
      played: null,
    },
    last: null,
    outcome: null,
  };
  setupRound(t);
  return t;
}

const PROMPTS: Readonly<Record<Exclude<Phase, 'over'>, string>> = {
  turn: 'Draw & Play, or use a Joker',
  act: 'Take the suit action, a Player Power, or nothing',
  peeked: 'Add 1 Debt?',
  'joker-remove': 'Remove a card from the Rat’s hand',
  'expert-joker': 'Use a Joker before the hands are compared?',
  revealing: 'Reveal another card or stop',
  'name-joker': 'Name the Joker’s rank and suit',
};

function next(s: RatsState): Pending {
  if (s.phase === 'over') {
    const won = s.outcome === 'won';
    return {
      kind: 'end',
      outcome: {
        winners: won ? s.hands.map((_, seat) => seat) : [],
        summary: won
          ? 'The players defeated both River Rats.'
          : `The players' Debt reached ${s.playerDebt.length} (${DEBT_TO_LOSE} loses): the River Rats win.`,
      },
    };
  }
  return { kind: 'decision', seats: [s.current], prompt: PROMPTS[s.phase] };
}

/**
 * Cards that left the seat's hand face up (played, or moved by ♣, ♦ or ♠): every other
 * seat has seen them, so taking the action back would return them to a hand known to
 * hold them.
 */
function showsHandCards(s: RatsState, after: RatsState, seat: number): boolean {
  const kept = new Set(after.hands[seat]);
  return s.hands[seat]!.some(
    (card) => !kept.has(card) && !after.round.collective.some((c) => c.card === card && c.faceDown),
  );
}

/**
 * Anything that draws, flips or resolves reveals hidden cards (so does a complete collective
 * hand with a Joker to name), and anything that shows a card from the hand lets the other
 * seats see it: neither can be taken back.
 */
function isUndoBarrier(s: RatsState, action: RatsAction): boolean {
  if (action.type === 'peek' || action.type === 'reveal') return true;
  const after = apply(s, action);
  return (
    after.deck.length < s.deck.length ||
    !sameRandomState(after.rng, s.rng) ||
    after.round.number !== s.round.number ||
    after.phase === 'over' ||
    after.phase === 'name-joker' ||
    showsHandCards(s, after, action.seat)
  );
}

export const riverRats = refusingMalformed<RatsState, RatsAction, RatsConfig, RatsView>({
  id: 'river-rats',
  name: 'River Rats',
  // 2: the players name a Joker's card; version 1 records keep the engine naming it.
  rulesVersion: 2,
  players: { min: 1, max: 4 },
  hiddenInformation: true,
  configSchema: configSchema as unknown as z.ZodType<RatsConfig>,
  actionSchema: actionSchema as unknown as z.ZodType<RatsAction>,
  setup: (config, seed) => setup(configSchema.parse(config), seed),
  next,
  legalActions,
  apply,
  view,
  describe,
  isUndoBarrier,
  resampleHidden,
  upgradeConfig,
});
