import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { fullDeck } from './cards';
import { game, type RatsAction, type RatsState } from './index';
import { HAND_LIMIT, MARKET_MAX } from './state';

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
  });
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

const MODES = ['normal', 'advanced', 'expert'] as const;

describe('River Rats fuzz', () => {
  it('plays 5,000 random games: the 54 cards are always all somewhere exactly once, and views do not leak', () => {
    const report = fuzzGame({
      game,
      games: 5000,
      seed: 'rats',
      config: (i) => ({
        players: 1 + (i % 4),
        mode: MODES[Math.floor(i / 4) % 3]!,
        prediction: i % 7 === 0 ? 'at-least' : 'exact',
        firstGame: i % 11 === 0,
        characters: [
          ['H', 'S', 'C', 'D'],
          ['S', 'C', 'D', 'H'],
          ['C', 'D', 'H', 'S'],
          ['D', 'H', 'S', 'C'],
        ][Math.floor(i / 12) % 4]!.slice(0, 1 + (i % 4)) as ('H' | 'S' | 'C' | 'D')[],
      }),
      maxActions: 4000,
      invariants,
      illegalCandidates: (s) =>
        [
          { type: 'play', seat: s.current, card: 'ZZ' },
          { type: 'draw', seat: s.current, card: 'JK1' },
          { type: 'spade', seat: s.current, cards: [s.round.prediction] },
          { type: 'diamond', seat: s.current, take: 'JK1', give: 'JK2' },
          { type: 'peek', seat: s.current, index: 19 },
        ] satisfies RatsAction[],
      every: 60,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(5000);
    console.log(report.outcomes, report.actions);
  }, 120_000);
});
