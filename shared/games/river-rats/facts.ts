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
    easy: 'Plays by rules of thumb, loosely, and never raises the Debt.',
    medium: 'Plays by the same rules of thumb, closely.',
    hard: "Imagines the cards it cannot see and plays each choice out to the round's end.",
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
