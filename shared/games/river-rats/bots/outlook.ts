/**
 * What a position is worth to the team: the chance of winning the game from it, in a
 * simple model of the rounds still to come (each won with a fixed chance, for a pot of
 * 1 to 3 Debt). Unlike counting Debt, it knows that Debt beyond a Rat's fifth is wasted
 * and that a team on 4 Debt cannot afford to lose a round.
 */
import { DEBT_TO_DEFEAT, DEBT_TO_LOSE, type RatsState } from '../state';
import { partialValue } from './plan';

/** Assumed chance of winning a round, and of each pot size. */
const ROUND_WIN = 0.55;
const POTS: readonly (readonly [number, number])[] = [
  [1, 0.55],
  [2, 0.3],
  [3, 0.15],
];

const memo = new Map<number, number>();

/** Chance the team goes on to win with `activeRat` Rats defeated, the active Rat on `ratDebt` and the team on `playerDebt`. */
export function winOutlook(activeRat: number, ratDebt: number, playerDebt: number): number {
  if (activeRat >= 2) return 1;
  if (playerDebt >= DEBT_TO_LOSE) return 0;
  const key = activeRat * 100 + ratDebt * 10 + playerDebt;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let value = 0;
  for (const [pot, chance] of POTS) {
    const rat = ratDebt + pot;
    const won =
      rat >= DEBT_TO_DEFEAT
        ? winOutlook(activeRat + 1, 0, playerDebt)
        : winOutlook(activeRat, rat, playerDebt);
    value +=
      chance *
      (ROUND_WIN * won + (1 - ROUND_WIN) * winOutlook(activeRat, ratDebt, playerDebt + pot));
  }
  memo.set(key, value);
  return value;
}

/** What an earned Joker adds to the outlook: it lifts a later round's chance by a fair share. */
const JOKER = 0.04;
/** What a hand's promise for the next collective hand adds to the outlook: a tie-break. */
const CARRY = 0.01;

/**
 * The game seen from the team's side: the chance to win from here, a little more with
 * Jokers in hand, and a very little more for good cards kept in hand for the next round,
 * so that a round that is lost anyway is lost with the worst cards.
 */
export function teamValue(s: RatsState): number {
  if (s.outcome === 'won') return 1;
  if (s.outcome === 'lost') return 0;
  const carried = s.hands.reduce((sum, hand) => sum + partialValue(hand, 5), 0);
  return (
    winOutlook(s.activeRat, s.ratDebt.length, s.playerDebt.length) +
    JOKER * s.jokers.earned.length +
    CARRY * carried
  );
}
