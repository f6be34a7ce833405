import type { GameFacts } from '../../engine/facts';
import { bots } from './bots';
import type { StakesState } from './state';

export const facts: GameFacts = {
  options: [
    {
      key: 'securing',
      label: 'Securing a path',
      kind: 'choice',
      choices: [
        { value: 'immediate', label: 'At once, when a leader reaches the far stone' },
        { value: 'on-stop', label: 'Only when the player stops (Can’t Stop style)' },
      ],
    },
  ],
  botLevels: Object.keys(bots),
  botLevelNotes: {
    easy: "Counts this turn's gains by the Rule of 28 and stops at 28.",
    medium:
      'Pairs by the Rule of 28; throws again only while one more throw is worth more than stopping.',
    hard: "Weighs all 1,296 next throws, blocks rivals' paths and pushes harder when a rival is close to winning.",
  },
  turnLabel(state) {
    const s = state as StakesState;
    if (s.phase === 'start') return 'Start throws';
    if (s.phase === 'over') return `Finished after ${s.turn} turns`;
    return `Turn ${s.turn}`;
  },
};
