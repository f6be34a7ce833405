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
    easy: 'Looks one move ahead; as the Collector it often misses a catch.',
    medium: "Also sees the next player's reply.",
    hard: 'Searches as deep as its time allows, expecting both others to play against it.',
  },
  turnLabel(state) {
    const s = state as CrossingState;
    return s.result ? `Finished after ${s.moves} moves` : `Move ${s.moves + 1}`;
  },
};
