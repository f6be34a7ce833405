// @vitest-environment happy-dom
/**
 * The last round's resolution opens when the round ends, over the table's facts,
 * and stays open while the person at the screen reads it, through their turn; once they
 * have made their move it folds to a button beside the moves (X opens it again) and the
 * facts show again. The column of moves at the right no longer holds it over the table.
 */
import { describe, expect, it } from 'vitest';
import { game, type RatsState } from '../../../shared/games/river-rats';
import { arrange, play } from '../../../shared/games/river-rats/test-positions';
import { ratsHudScreen } from './hud-screen.test-support';

const screen = ratsHudScreen();
const { press } = screen;
/** Step by step, as the table shows a resolution at normal motion. */
const show = (s: RatsState): void => screen.show(s, { reduced: false });

const panel = (): Element | null => screen.host().querySelector('.rr-resolution');
const folded = (): Element | null => screen.host().querySelector('.rr-side > .rr-show-resolution');
/** The stylesheet lays the resolution over the facts, in their box (e2e checks the places). */
const overFacts = (): Element | null =>
  screen.host().querySelector('.rr-facts > .rr-status + .rr-resolution');

/** `seat` plays its first offer until the game waits on someone else. */
function turnOf(s: RatsState, seat: number): RatsState {
  let now = s;
  for (let step = 0; step < 10; step++) {
    const pending = game.next(now);
    if (pending.kind !== 'decision' || !pending.seats.includes(seat)) return now;
    now = play(now, game.legalActions(now, seat)[0]!);
  }
  throw new Error(`seat ${seat} kept the turn for ten steps`);
}

/** Round 1 resolved by `last` (seat 0 or 1) playing the team's fifth card and taking no action. */
function roundResolvedBy(last: number): RatsState {
  const s = arrange(
    { players: 2, characters: ['S', 'H'] },
    {
      hands: [
        ['2H', '8C'],
        ['3H', '9C'],
      ],
      market: ['4H', '5H', '6H'],
      rats: ['KS', 'KH'],
      phase: 'act',
      current: last,
      round: {
        ratUp: ['QC', 'QS', '3S', '4C', '8H'],
        ratDown: ['10S', '6C'],
        prediction: '2C',
        collective: ['2D', '5D', '7D', '9D', 'JD'].map((card) => ({ card, by: 0 })),
        played: 'JD',
      },
    },
  );
  const after = play(s, { type: 'skip', seat: last });
  expect(after.last?.round).toBe(1);
  return after;
}

describe('River Rats: the last resolution folds once its reader has moved', () => {
  it('open through Ada’s turn; folded after her move; X opens it again', () => {
    let s = turnOf(roundResolvedBy(1), 1);
    show(s);
    expect(game.legalActions(s, 0).length).toBeGreaterThan(0);
    expect(panel()?.textContent).toContain('Round 1');
    expect(screen.host().querySelector('.rr-side .rr-resolution')).toBeNull();
    expect(overFacts()).not.toBeNull();
    s = turnOf(s, 0);
    show(s);
    expect(panel()).toBeNull();
    expect(folded()?.textContent).toMatch(/^Round 1: (won|lost) — show X$/);
    press('x');
    // Opened again, every step is there at once.
    expect(panel()?.querySelectorAll('li')).toHaveLength(3);
    expect(overFacts()).not.toBeNull();
    press('x');
    expect(panel()).toBeNull();
  });

  it('a round Ada ends stays open while the others move, until her own next move', () => {
    let s = roundResolvedBy(0);
    expect(game.legalActions(s, 0)).toEqual([]);
    show(s);
    expect(panel()).not.toBeNull();
    s = turnOf(s, 1);
    show(s);
    expect(panel()).not.toBeNull();
    s = turnOf(s, 0);
    show(s);
    expect(panel()).toBeNull();
  });

  it('someone only watching reads it until the next round’s first card is played', () => {
    let s = roundResolvedBy(0);
    const watch = (): void => screen.show(s, { reduced: false, viewer: 'public' });
    watch();
    expect(panel()).not.toBeNull();
    // Seat 1 draws: the collective hand is still empty.
    s = play(
      s,
      game.legalActions(s, 1).find((a) => a.type === 'draw')!,
    );
    watch();
    expect(panel()).not.toBeNull();
    s = turnOf(s, 1);
    expect(game.view(s, 'public').collective.length).toBeGreaterThan(0);
    watch();
    expect(panel()).toBeNull();
    expect(folded()).not.toBeNull();
  });
});
