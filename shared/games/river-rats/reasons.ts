/**
 * Why a round was resolved as it was, in the game's words: the hand each side made, the
 * ranks that decided it, where the Debt went and why, and whether the Prediction earned a
 * Joker. Read from the round's Resolution, so the table can show it beside the result.
 */
import { isJoker, rankOf } from './cards';
import { cardName } from './describe';
import { CATEGORIES, type Category } from './poker';
import { PREDICTIONS } from './rules';
import { meetsPrediction } from './round';
import { DEBT_TO_DEFEAT, type PredictionRule, type Resolution } from './state';
import { categoryOf, handStrength, tiebreakRanks } from './strength';

const NAMES: Readonly<Record<number, [string, string]>> = {
  14: ['Ace', 'Aces'],
  13: ['King', 'Kings'],
  12: ['Queen', 'Queens'],
  11: ['Jack', 'Jacks'],
};
const one = (rank: number): string => NAMES[rank]?.[0] ?? String(rank);
const many = (rank: number): string => NAMES[rank]?.[1] ?? `${rank}s`;

/** "a full house, three 10s and two 4s", from the category and its deciding ranks. */
function handWords(category: Category, r: readonly number[]): string {
  switch (category) {
    case 'high card':
      return `high card, ${one(r[0]!)} high`;
    case 'pair':
      return `a pair of ${many(r[0]!)}`;
    case 'two pair':
      return `two pair, ${many(r[0]!)} and ${many(r[1]!)}`;
    case 'three of a kind':
      return `three ${many(r[0]!)}`;
    case 'straight':
      return `a straight to ${one(r[0]!)}`;
    case 'flush':
      return `a flush, ${one(r[0]!)} high`;
    case 'full house':
      return `a full house, three ${many(r[0]!)} and two ${many(r[1]!)}`;
    case 'four of a kind':
      return `four ${many(r[0]!)}`;
    case 'straight flush':
      return `a straight flush to ${one(r[0]!)}`;
  }
}

/** What each tie-breaking rank is, by category, in the order the rules compare them. */
const PARTS: Readonly<Record<Category, readonly string[]>> = {
  'high card': ['highest card', 'second card', 'third card', 'fourth card', 'fifth card'],
  flush: ['highest card', 'second card', 'third card', 'fourth card', 'fifth card'],
  pair: ['pair', 'highest other card', 'second other card', 'third other card'],
  'two pair': ['higher pair', 'lower pair', 'fifth card'],
  'three of a kind': ['three of a kind', 'highest other card', 'second other card'],
  straight: ['top card'],
  'straight flush': ['top card'],
  'full house': ['triple', 'pair'],
  'four of a kind': ['four of a kind', 'fifth card'],
};

/** "a flush", "two pair": the category as a sentence names it. */
function art(category: Category): string {
  return ['high card', 'two pair', 'three of a kind', 'four of a kind'].includes(category)
    ? category
    : `a ${category}`;
}

/** Why the stronger hand is stronger, or that a complete tie goes to the Rats. */
function comparison(team: number, rat: number): string {
  const teamCategory = categoryOf(team);
  const ratCategory = categoryOf(rat);
  if (teamCategory !== ratCategory) {
    const [high, low] =
      CATEGORIES.indexOf(teamCategory) > CATEGORIES.indexOf(ratCategory)
        ? [teamCategory, ratCategory]
        : [ratCategory, teamCategory];
    return `${cap(art(high))} ranks above ${art(low)}.`;
  }
  const t = tiebreakRanks(team);
  const r = tiebreakRanks(rat);
  const at = t.findIndex((rank, i) => rank !== r[i]);
  if (at < 0)
    return `Both made ${art(teamCategory)}, equal card for card, and a complete tie goes to the Rats.`;
  const part = PARTS[teamCategory][at]!;
  const teamAhead = t[at]! > r[at]!;
  const [win, lose] = teamAhead ? ['the team’s', 'the Rat’s'] : ['the Rat’s', 'the team’s'];
  const [wr, lr] = teamAhead ? [t[at]!, r[at]!] : [r[at]!, t[at]!];
  const decides = at === 0 ? `so the ${part} decides` : `equal until the ${part}, which decides`;
  return `Both made ${art(teamCategory)}, ${decides}: ${win} ${one(wr)} beats ${lose} ${one(lr)}.`;
}

const cap = (text: string): string => text[0]!.toUpperCase() + text.slice(1);

function debtWords(debt: number): string {
  const more = debt > 1 ? ` and ${debt - 1} more` : '';
  return `${debt} Debt (the Prediction card${more})`;
}

/** Each part of why a round came out as it did, one sentence each, for a panel to place by step. */
export interface ResolutionWhy {
  /** What the Joker stood for, when one was played. */
  readonly joker: string | null;
  /** The hand each side made, with the ranks that decide between them. */
  readonly hands: string;
  /** What decided between the two hands. */
  readonly comparison: string;
  /** Where the round's Debt went, and why. */
  readonly debt: string;
  /** What the Prediction asked for and whether it earned a Joker. */
  readonly prediction: string;
  /** The Rat beaten, when its Debt reached the limit. */
  readonly defeat: string | null;
}

/** Why the round came out as it did, part by part. */
export function resolutionWhy(r: Resolution, rule: PredictionRule): ResolutionWhy {
  const team = handStrength(
    r.collective.flatMap((c) => (isJoker(c) ? (r.jokerAs ? [r.jokerAs] : []) : [c])),
  );
  const rat = handStrength(r.rat);
  const predicted = PREDICTIONS[rankOf(r.prediction)]!;
  const asked = rule === 'exact' ? art(predicted) : `${art(predicted)} or better`;
  const made = categoryOf(team);
  const met = r.jokerEarned
    ? 'so a Joker is turned face up for later'
    : meetsPrediction(rule, r.prediction, made)
      ? 'but no Joker is left to earn'
      : 'so no Joker is earned';
  return {
    joker: r.jokerAs ? `The Joker stood for ${cardName(r.jokerAs)}.` : null,
    hands: `Your team made ${handWords(categoryOf(team), tiebreakRanks(team))}; the Rat made ${handWords(categoryOf(rat), tiebreakRanks(rat))}.`,
    comparison: comparison(team, rat),
    debt: r.playersWon
      ? `Your hand wins the round, so the round’s ${debtWords(r.debt)} goes onto the Rat.`
      : `The Rat wins the round, so your team takes the round’s ${debtWords(r.debt)}.`,
    prediction: `The Prediction, ${cardName(r.prediction)}, asked for ${asked}; your team made ${art(made)}, ${met}.`,
    defeat: r.ratDefeated
      ? `With ${DEBT_TO_DEFEAT} Debt or more, the Rat ${cardName(r.ratDefeated)} is beaten.`
      : null,
  };
}

/**
 * Why the round came out as it did: the two hands, what decided between them, where the
 * Debt went, the Prediction, and a Rat beaten. One sentence each.
 */
export function resolutionReasons(r: Resolution, rule: PredictionRule): string[] {
  const why = resolutionWhy(r, rule);
  return [why.joker, why.hands, why.comparison, why.debt, why.prediction, why.defeat].filter(
    (line): line is string => line !== null,
  );
}
