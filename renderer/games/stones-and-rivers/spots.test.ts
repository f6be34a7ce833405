import { describe, expect, it } from 'vitest';
import { game, type SRState } from '../../../shared/games/stones-and-rivers';
import { stonesAndRiversTutorial as lesson } from '../../../shared/games/stones-and-rivers/tutorial';
import { stonesSpotOf } from './spots';

function board(size: string): SRState {
  return game.setup(game.configSchema.parse({ players: 2, board: size }), 1) as SRState;
}

describe('the lesson’s spots on the Stones & Rivers table', () => {
  it('finds an intersection by its name: on 12 × 13 the points lie one unit apart, a0 far left', () => {
    // 12 columns and 13 rows over 12 units of depth: centre column 5.5, centre row 6.
    const view = board('12x13');
    const [x, y, z] = stonesSpotOf(view, 'j8')!;
    expect(x).toBeCloseTo(3.5);
    expect(y).toBeGreaterThan(0);
    expect(z).toBeCloseTo(2);
    const [ax, , az] = stonesSpotOf(view, 'a0')!;
    expect(ax).toBeCloseTo(-5.5);
    expect(az).toBeCloseTo(-6);
  });

  it('puts the flipped piece beside the board’s right edge, past the last column', () => {
    const view = board('12x13');
    const [x, , z] = stonesSpotOf(view, 'flipped piece')!;
    expect(x).toBeGreaterThan(stonesSpotOf(view, 'l6')![0] + 1);
    expect(z).toBeCloseTo(0);
  });

  it('knows no point off the board and no other name', () => {
    const view = board('12x13');
    expect(stonesSpotOf(view, 'm5')).toBeNull();
    expect(stonesSpotOf(view, 'a13')).toBeNull();
    expect(stonesSpotOf(view, 'l12')).not.toBeNull();
    expect(stonesSpotOf(view, 'the river')).toBeNull();
    expect(stonesSpotOf(board('16x17'), 'p16')).not.toBeNull();
  });

  it('resolves every spot the lesson names, on the lesson’s board', () => {
    const view = game.setup(
      game.configSchema.parse({ ...lesson.config, players: 2 }),
      lesson.seed,
    ) as SRState;
    const spots = lesson.steps.map((s) => s.spot).filter((s): s is string => s !== undefined);
    expect(spots.length).toBeGreaterThan(0);
    for (const spot of spots) expect(stonesSpotOf(view, spot), spot).not.toBeNull();
  });
});
