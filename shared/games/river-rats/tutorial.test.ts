import { describe, expect, it } from 'vitest';
import { isGestureStep } from '../../engine/tutorial';
import { replayTutorial } from '../../engine/testkit/tutorial';
import { riverRats as game } from './game';
import type { RatsState } from './state';
import { riverRatsTutorial as lesson } from './tutorial';

const TEACHES = [
  'draw',
  'play',
  'take from the Market',
  'a Joker',
  'name the Joker',
  'resolution',
] as const;

/** The state before each step, and after the last: the lesson's moments to check. */
function moments(): RatsState[] {
  let state = game.setup(
    game.configSchema.parse({ ...lesson.config, players: lesson.seats.length }),
    lesson.seed,
  ) as RatsState;
  const out = [state];
  for (const step of lesson.steps) {
    if (isGestureStep(step)) continue;
    state = game.apply(state, step.action) as RatsState;
    out.push(state);
  }
  return out;
}

const rank = (card: string) => card.slice(0, -1);
const suit = (card: string) => card.slice(-1);
/** How many cards of each rank, most first: [3, 2] is a full house. */
const rankCounts = (cards: readonly string[]) =>
  Object.values(
    cards.reduce<Record<string, number>>(
      (n, c) => ({ ...n, [rank(c)]: (n[rank(c)] ?? 0) + 1 }),
      {},
    ),
  ).sort((a, b) => b - a);
const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** Five ranks in a row anywhere among `cards`, the Ace low or high. */
const hasStraight = (cards: readonly string[]) =>
  ORDER.slice(0, 10).some((_, i) =>
    ORDER.slice(i, i + 5).every((r) => cards.some((c) => rank(c) === r)),
  );
const mostOfOneSuit = (cards: readonly string[]) =>
  Math.max(...['H', 'S', 'C', 'D'].map((s) => cards.filter((c) => suit(c) === s).length));

describe('the River Rats lesson', () => {
  it('replays through the engine and teaches every kind of action', () => {
    replayTutorial(game, lesson, TEACHES);
  });

  it('is a solo game against the King of ♦, who deals each round’s first collective card', () => {
    const [start] = moments();
    expect(lesson.seats).toHaveLength(1);
    expect(start!.rats[0]).toBe('KD');
    expect(start!.config.firstGame).toBe(false);
    expect(start!.round.collective.map((c) => c.card)).toEqual(['6H']);
    // Rules: a 10 as the Prediction asks for a full house.
    expect(start!.round.prediction).toBe('10C');
    expect(start!.market).toContain('6S');
  });

  it('draws the cards its words say the deck gives', () => {
    const at = moments();
    // The first two draws from the deck (steps 3 and 6) give 6♦, then 7♥.
    expect(at[4]!.hands[0]!.at(-1)).toBe('6D');
    expect(at[7]!.hands[0]!.at(-1)).toBe('7H');
  });

  it('ends the first round with a full house over the Rat’s pair of Queens, earning a Joker', () => {
    const afterRound = moments()[12]!;
    const round = afterRound.last!;
    expect(round.round).toBe(1);
    expect(rankCounts(round.collective)).toEqual([3, 2]);
    // The Rat's eight cards: one pair (Queens), no five of a suit or in a row: its best is a pair.
    expect(rankCounts(round.rat)[0]).toBe(2);
    expect(rankCounts(round.rat)[1]).toBe(1);
    expect(round.rat.filter((c) => rank(c) === 'Q')).toHaveLength(2);
    expect(mostOfOneSuit(round.rat)).toBeLessThan(5);
    expect(hasStraight(round.rat)).toBe(false);
    expect(round.playersWon).toBe(true);
    expect(afterRound.ratDebt).toHaveLength(1);
    expect(afterRound.playerDebt).toHaveLength(0);
    expect(afterRound.jokers.earned).toEqual(['JK1']);
  });

  it('opens the second round with 5♦ and 5♣ in the Market and the Rat showing four ♦', () => {
    const second = moments()[12]!;
    expect(second.round.number).toBe(2);
    expect(second.round.collective.map((c) => c.card)).toEqual(['2H']);
    // Rules: a Jack as the Prediction asks for a full house.
    expect(second.round.prediction).toBe('JC');
    expect(second.market).toEqual(expect.arrayContaining(['5D', '5C']));
    expect(second.hands[0]).toContain('2S');
    const shown = [second.rats[0], ...second.round.ratUp];
    expect(shown.filter((c) => suit(c) === 'D')).toHaveLength(4);
    expect(second.round.ratDown).toContain('8D');
  });

  it('names the Joker a third 5: a full house beats the Rat’s flush and earns the other Joker', () => {
    const at = moments();
    const naming = at.at(-2)!;
    expect(naming.phase).toBe('name-joker');
    const end = at.at(-1)!;
    const round = end.last!;
    expect(round.round).toBe(2);
    expect(round.jokerAs).toBe('5H');
    const named = round.collective.map((c) => (c.startsWith('JK') ? round.jokerAs! : c));
    expect(rankCounts(named)).toEqual([3, 2]);
    // The Rat: five ♦ with its face-down 8♦, no three of a kind, no straight: a flush is its best.
    expect(mostOfOneSuit(round.rat)).toBe(5);
    expect(hasStraight(round.rat.filter((c) => suit(c) === 'D'))).toBe(false);
    expect(rankCounts(round.rat)[0]).toBe(2);
    // Without the Joker the team holds only two pair, which a flush beats.
    expect(rankCounts(round.collective.filter((c) => !c.startsWith('JK')))).toEqual([2, 2]);
    expect(round.playersWon).toBe(true);
    expect(end.ratDebt).toHaveLength(2);
    expect(end.jokers.earned).toEqual(['JK2']);
    expect(end.outcome).toBeNull();
  });
});
