import { describe, expect, it } from 'vitest';
import { game } from '../../../shared/games/stones-and-rivers';
import { position } from '../../../shared/games/stones-and-rivers/test-positions';
import { typedAction } from './typed';

describe('a typed action', () => {
  // Circle's stone on c7 beside Circle's river on d7, which runs across (H).
  const s = position(['c7 O', 'd7 oH']);
  const legal = game.legalActions(s, 0);

  it('that the rules allow now is played', () => {
    expect(typedAction(s, legal, '  m   c7-c6 ', 0)).toEqual({
      play: { type: 'move', seat: 0, from: 'c7', to: 'c6' },
    });
  });

  it('from an empty point is refused in the turn panel, without reaching the host', () => {
    expect(typedAction(s, legal, 'm c9-c8', 0)).toEqual({
      refused: 'm c9-c8: There is no piece on c9.',
    });
  });

  it('that cannot be read says what the notation expects', () => {
    const typed = typedAction(s, legal, 'walk c7', 0);
    expect('refused' in typed && typed.refused.length > 0).toBe(true);
    expect(typed).not.toHaveProperty('play');
  });
});
