/** Round setup, hand resolution, clean-up, defeating a Rat, and the end of the game. */
import { isJoker, rankOf, suitOf } from './cards';
import { bestForPlayers, namedHand } from './joker';
import { CATEGORIES, type Category } from './poker';
import { RATS } from './rats';
import { MODE_FACE_DOWN, PREDICTIONS, RAT_FACE_DOWN, RAT_FACE_UP } from './rules';
import { categoryOf, handStrength } from './strength';
import { DEBT_TO_DEFEAT, DEBT_TO_LOSE, type PredictionRule, type RatsState } from './state';
import {
  activeKing,
  discardFaceDown,
  drawTop,
  ratAbility,
  ratKings,
  settleMarket,
  type Table,
} from './table';

function faceDownCount(t: Table): number {
  const ability = ratAbility(t);
  const extra = ability?.kind === 'extra-face-down' ? ability.cards : 0;
  return Math.max(0, RAT_FACE_DOWN + extra + MODE_FACE_DOWN[t.config.mode] - t.fewerFaceDown);
}

function drawInto(t: Table, list: string[], n: number): void {
  for (let i = 0; i < n; i++) {
    const card = drawTop(t);
    if (card !== null) list.push(card);
  }
}

export function setupRound(t: Table): void {
  const ratUp: string[] = [];
  const ratDown: string[] = [];
  drawInto(t, ratUp, RAT_FACE_UP);
  drawInto(t, ratDown, faceDownCount(t));
  const prediction = drawTop(t);
  if (prediction === null) throw new Error('no card left for the Joker’s Prediction');
  t.round = {
    number: t.round.number + 1,
    ratUp,
    ratDown,
    prediction,
    debt: [],
    collective: [],
    jokerUsed: false,
    asideJoker: null,
    expertJoker: null,
    played: null,
  };
  if (ratAbility(t)?.kind === 'deal-first-collective-card') {
    const first = drawTop(t);
    if (first !== null) t.round.collective.push({ card: first, by: null });
  }
}

/** Every card of the active Rat's hand, face-down ones included. */
export function ratCards(t: RatsState | Table): string[] {
  return [...ratKings(t), ...t.round.ratUp, ...t.round.ratDown];
}

export function predictionMet(t: RatsState | Table, category: string): boolean {
  return meetsPrediction(t.config.prediction, t.round.prediction, category);
}

/** Whether a collective hand of `category` fulfils the Prediction card under the option's rule. */
export function meetsPrediction(
  rule: PredictionRule,
  prediction: string,
  category: string,
): boolean {
  const predicted = PREDICTIONS[rankOf(prediction)]!;
  if (rule === 'exact') return category === predicted;
  return handRank(category) >= handRank(predicted);
}

/**
 * The card a computer player names for the Joker, every card being revealed by then: one
 * that wins the round if any does, meets the Prediction if it can, then the strongest.
 */
export function bestJokerCard(s: RatsState | Table): string {
  const collective = s.round.collective.map((c) => c.card);
  const ratStrength = handStrength(ratCards(s));
  return bestForPlayers(collective, ratStrength, (category) => predictionMet(s, category)).jokerAs!;
}

const handRank = (category: string): number => CATEGORIES.indexOf(category as Category);

/**
 * The collective hand ends: compare, move the Debt, clean up, and begin the next round.
 * `jokerAs` is the card the players named for their Joker; without one (rules version 1)
 * the engine picks the players' best card.
 */
export function resolve(t: Table, jokerAs?: string): void {
  const collective = t.round.collective.map((c) => c.card);
  const rat = ratCards(t);
  const ratStrength = handStrength(rat);
  const players =
    jokerAs === undefined
      ? bestForPlayers(collective, ratStrength, (category) => predictionMet(t, category))
      : namedHand(collective, jokerAs);
  const playersWon = players.strength > ratStrength;
  const earned = predictionMet(t, categoryOf(players.strength)) && t.jokers.unearned.length > 0;
  if (earned) t.jokers.earned.push(t.jokers.unearned.shift()!);

  const pot = [t.round.prediction, ...t.round.debt];
  const ability = ratAbility(t);
  if (!playersWon && ability?.kind === 'extra-debt-on-win')
    for (let i = 0; i < ability.debt; i++) {
      const card = drawTop(t);
      if (card !== null) pot.push(card);
    }
  (playersWon ? t.ratDebt : t.playerDebt).push(...pot);

  for (const card of collective) (isJoker(card) ? t.removed : t.discard).push(card);
  t.discard.push(...t.round.ratUp, ...t.round.ratDown);
  for (const joker of [t.round.asideJoker, t.round.expertJoker]) if (joker) t.removed.push(joker);
  const king = activeKing(t)!;
  t.round = {
    ...t.round,
    ratUp: [],
    ratDown: [],
    prediction: '',
    debt: [],
    collective: [],
    asideJoker: null,
    expertJoker: null,
    played: null,
  };

  let defeated: string | null = null;
  if (t.playerDebt.length >= DEBT_TO_LOSE) t.outcome = 'lost';
  else if (t.ratDebt.length >= DEBT_TO_DEFEAT) {
    defeated = king;
    defeatRat(t);
  }
  t.last = {
    round: t.round.number,
    prediction: pot[0]!,
    collective,
    jokerAs: players.jokerAs,
    rat,
    playersCategory: categoryOf(players.strength),
    ratCategory: categoryOf(ratStrength),
    playersWon,
    debt: pot.length,
    jokerEarned: earned,
    ratDefeated: defeated,
  };
  if (t.outcome !== null) {
    t.phase = 'over';
    return;
  }
  setupRound(t);
  t.current = (t.current + 1) % t.config.players;
  t.phase = 'turn';
  t.drawn = false;
}

function defeatRat(t: Table): void {
  discardFaceDown(t, t.ratDebt);
  t.ratDebt = [];
  const bonus = RATS[suitOf(activeKing(t)!)].defeatBonus;
  t.activeRat++;
  if (t.activeRat >= 2) {
    t.outcome = 'won';
    return;
  }
  switch (bonus.kind) {
    case 'remove-player-debt':
      for (let i = 0; i < bonus.debt && t.playerDebt.length > 0; i++)
        discardFaceDown(t, [t.playerDebt.pop()!]);
      break;
    case 'market-capacity':
      t.marketCapacity = bonus.capacity;
      t.marketRefillAt = bonus.refillAt;
      settleMarket(t);
      break;
    case 'next-rat-fewer-face-down':
      t.fewerFaceDown += bonus.cards;
      break;
    case 'collective-hand-size':
      t.collectiveSize = bonus.size;
      break;
  }
}
