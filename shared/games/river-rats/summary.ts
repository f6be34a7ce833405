/**
 * The table read aloud from a seat's view: the River Rat and its Debt, the players' Debt,
 * the round's Prediction, the Rat's cards, the collective hand, the Market, and the
 * viewer's own hand. The view leaves out every card the viewer may not see, so a
 * face-down card of another seat is read only as "a face-down card".
 */
import { counted, listInWords } from '../../engine/words';
import { cardName } from './describe';
import { PREDICTIONS } from './rules';
import { rankOf } from './cards';
import { DEBT_TO_DEFEAT, DEBT_TO_LOSE } from './state';
import type { RatsView, SeenCollectiveCard } from './view';

type Seats = readonly { readonly name: string }[];

const cards = (list: readonly string[]): string => listInWords(list.map(cardName));

function ratLine(v: RatsView): string {
  if (v.rat.king === null) return 'Both River Rats are defeated.';
  const which = v.rat.defeated.length + 1;
  return `The River Rat is ${cardName(v.rat.king)} (Rat ${which} of 2), with ${v.rat.debt} Debt; ${DEBT_TO_DEFEAT} defeats it.`;
}

function collectiveCard(c: SeenCollectiveCard, seats: Seats): string {
  const what = c.card === null ? 'a face-down card' : cardName(c.card);
  const from = c.by === null ? '' : ` from ${seats[c.by]!.name}`;
  const how = c.card !== null && c.faceDown ? ', face down' : c.revealed ? ', revealed' : '';
  return `${what}${from}${how}`;
}

function roundLines(v: RatsView, seats: Seats): string[] {
  const prediction = v.prediction
    ? ` The Joker's Prediction is ${cardName(v.prediction)}: ${PREDICTIONS[rankOf(v.prediction)]!}.`
    : '';
  const down = v.rat.down > 0 ? `; ${counted(v.rat.down, 'card')} face down` : '';
  const collective =
    v.collective.length === 0
      ? `The collective hand is empty (it takes ${v.collectiveSize}).`
      : `The collective hand, ${v.collective.length} of ${v.collectiveSize}: ${v.collective.map((c) => collectiveCard(c, seats)).join('; ')}.`;
  return [
    `Round ${v.round}, with ${v.roundDebt} Debt.${prediction}`,
    `The Rat shows ${v.rat.up.length > 0 ? cards(v.rat.up) : 'nothing'}${down}.`,
    collective,
  ];
}

export function ratsSummary(v: RatsView, seats: Seats): string {
  const lines = [ratLine(v), `The players have ${v.playerDebt} Debt; ${DEBT_TO_LOSE} loses.`];
  if (v.outcome !== null) lines.push(v.outcome === 'won' ? 'The players won.' : 'The Rats won.');
  else lines.push(...roundLines(v, seats));
  lines.push(
    v.market.length === 0 ? 'The Market is empty.' : `The Market: ${cards(v.market)}.`,
    `Hands: ${seats.map((seat, i) => `${seat.name} ${counted(v.handSizes[i]!, 'card')}`).join(', ')}.`,
    `Jokers: ${v.jokers.earned.length} earned, ${v.jokers.unearned.length} not yet earned.`,
    `The deck has ${counted(v.deck, 'card')}, the discard pile ${v.discard}.`,
  );
  if (v.hand !== null)
    lines.push(v.hand.length === 0 ? 'Your hand is empty.' : `Your hand: ${cards(v.hand)}.`);
  return lines.join(' ');
}
