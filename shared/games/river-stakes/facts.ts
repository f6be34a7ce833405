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
  turnLabel(state) {
    const s = state as StakesState;
    if (s.phase === 'start') return 'Start throws';
    if (s.phase === 'over') return `Finished after ${s.turn} turns`;
    return `Turn ${s.turn}`;
  },
};
