import type { GameFacts } from '../../engine/facts';
import { bots } from './bots';
import type { RiverState } from './state';

const STAGES: Readonly<Record<RiverState['phase'], string>> = {
  hole: 'hole dice',
  banker: "the banker's throw",
  auction: 'auction',
  hand: 'choosing hands',
  over: 'over',
};

export const facts: GameFacts = {
  options: [
    { key: 'purse', label: 'Gold in each purse', kind: 'number', min: 10, max: 1000 },
    { key: 'ante', label: 'Ante (the price of the hole dice)', kind: 'number', min: 1, max: 100 },
    { key: 'rounds', label: 'Rounds', kind: 'number', min: 1, max: 50 },
  ],
  botLevels: Object.keys(bots),
  botLevelNotes: {
    easy: 'Bids on a hunch of how much a die lifts its hand, and never beyond what the hand could win.',
    medium:
      'Bids by the exact odds against every hand a rival could hold, never beyond what the hand could win.',
    hard: "Reads rivals' bids, plays the round out hundreds of times to choose how high to go; never overbids its hand.",
  },
  turnLabel(state) {
    const s = state as RiverState;
    if (s.phase === 'over') return `Finished after ${s.round - 1} of ${s.config.rounds} rounds`;
    return `Round ${s.round} of ${s.config.rounds}: ${STAGES[s.phase]}`;
  },
};
