import { game, type RatsAction, type RatsView } from '../../../shared/games/river-rats';
import { facts } from '../../../shared/games/river-rats/facts';
import { riverRatsTutorial } from '../../../shared/games/river-rats/tutorial';
import { ratsSummary } from '../../../shared/games/river-rats/summary';
import type { GameTable } from '../../contract/game-table';
import { RatsBoard } from './Board';
import { RatsHud } from './Hud';
import { seatPoses } from './layout';
import { RatsResult } from './Result';
import { spotOf } from './spots';

export const riverRatsTable: GameTable<RatsView, RatsAction> = {
  game,
  facts,
  Board: RatsBoard,
  Hud: RatsHud,
  Result: RatsResult,
  seatPoses,
  summary: ratsSummary,
  keys: [
    { key: 'd', does: 'draw from the deck' },
    { key: '1', does: 'take, play or choose the first card offered (2–9: the next ones)' },
    { key: 'j', does: 'use a Joker' },
    { key: 'a', does: 'add 1 Debt (♥)' },
    { key: 'm', does: 'put the top deck card into the Market (♣, solo)' },
    { key: 'k', does: 'put two deck cards into the Market (♣ power, solo)' },
    { key: 'r', does: 'reveal the next deck card (Expert Joker)' },
    { key: 'n', does: 'no action, no more Debt, keep the Joker, or stop revealing' },
    { key: 'enter', does: 'discard or move the cards chosen, or name the Joker' },
    { key: 'arrowup', does: 'naming the Joker: a higher rank' },
    { key: 'arrowdown', does: 'naming the Joker: a lower rank' },
    { key: 's', does: 'naming the Joker: the next suit' },
    { key: 'x', does: 'show or hide the last resolution' },
    { key: 'h', does: 'show or hide a hint: what a computer teammate would play, and the odds' },
  ],
  tutorial: riverRatsTutorial,
  spotOf,
};
