import type { GameFacts } from '../../engine/facts';
import { bots } from './bots';
import type { CrossingState } from './state';

export const facts: GameFacts = {
  options: [
    {
      key: 'rules',
      label: 'Rules',
      kind: 'choice',
      choices: [
        {
          value: 'river-table',
          label: 'River Table (4 collectors, once a round, 10 across to win)',
        },
        { value: 'original', label: 'Original (6 collectors after each side, all 12 across)' },
      ],
    },
    { key: 'race', label: 'Race: the first side across wins at once', kind: 'toggle' },
  ],
  botLevels: Object.keys(bots),
  botLevelNotes: {
    easy: 'Looks one move ahead and often misses a threat, or, as the Collector, a catch.',
    medium:
      "Also weighs the next reply: keeps pieces out of a collector's reach and takes what it can reach.",
    hard: 'Searches several moves ahead: crossers keep stacks clear of collectors; the Collector presses the leader.',
  },
  turnLabel(state) {
    const s = state as CrossingState;
    return s.result ? `Finished after ${s.moves} moves` : `Move ${s.moves + 1}`;
  },
};
