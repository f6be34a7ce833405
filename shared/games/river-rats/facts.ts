import type { GameFacts } from '../../engine/facts';
import { bots } from './bots';
import { DEBT_TO_LOSE, type RatsState } from './state';

export const facts: GameFacts = {
  options: [
    {
      key: 'mode',
      label: 'Difficulty',
      kind: 'choice',
      choices: [
        { value: 'normal', label: 'Normal' },
        { value: 'advanced', label: 'Advanced (one more hidden Rat card; Jokers strike the Rat)' },
        { value: 'expert', label: 'Expert (two more hidden Rat cards; Jokers reveal the deck)' },
      ],
    },
    {
      key: 'prediction',
      label: "Joker's Prediction",
      kind: 'choice',
      choices: [
        { value: 'exact', label: 'Exactly the predicted hand' },
        { value: 'at-least', label: 'The predicted hand or better' },
      ],
    },
    { key: 'firstGame', label: 'First game (no Player Powers, no Rat abilities)', kind: 'toggle' },
  ],
  botLevels: Object.keys(bots),
  botLevelNotes: {
    easy: 'Plays by rough rules of thumb with plenty of random error, and never raises the Debt.',
    medium:
      'Plays the same rules of thumb without error, raising the Debt when the round looks won.',
    hard: "Plans for the team: tries its choices and teammates' replies over many deals of the unseen cards.",
  },
  turnLabel(state) {
    const s = state as RatsState;
    const rat = s.activeRat < 2 ? `River Rat ${s.activeRat + 1} of 2` : 'both Rats defeated';
    const debt = `your Debt ${s.playerDebt.length} of ${DEBT_TO_LOSE}`;
    // Debt may overshoot the limit in the round that ends the game: "6 of 5" reads wrong.
    if (s.phase === 'over')
      return `Finished after ${s.round.number} rounds: your Debt ${s.playerDebt.length} (${DEBT_TO_LOSE} loses)`;
    return `Round ${s.round.number}: ${rat}, ${debt}`;
  },
};
