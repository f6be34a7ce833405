import { bots, game, type StakesState } from '../../../shared/games/river-stakes';
import type { TablePlugin } from '../types';
import { StakesBoard } from './Board';
import { StakesHud } from './Hud';

export const riverStakesTable: TablePlugin = {
  gameId: 'river-stakes',
  game,
  Board: StakesBoard,
  Hud: StakesHud,
  options: [
    {
      key: 'securing',
      label: 'Securing a path',
      kind: 'choice',
      choices: [
        { value: 'immediate', label: 'At once, when a leader reaches the far stone' },
        { value: 'on-stop', label: 'Only when the player stops (Can’t Stop style)' },
      ],
      initial: 'immediate',
    },
  ],
  botLevels: Object.keys(bots),
  turnLabel: (state) => {
    const s = state as StakesState;
    return s.phase === 'start'
      ? 'Start throws'
      : s.phase === 'over'
        ? `Finished after ${s.turn} turns`
        : `Turn ${s.turn}`;
  },
};
