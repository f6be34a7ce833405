// @vitest-environment happy-dom
/**
 * Each game's dice history is its own (issue #41): a new game opened with "Dice history
 * (71)", the throws of the River Stakes game before it, and a game picked up the throws of a
 * lesson left part-way. The dice tray on the home screen keeps its own too.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { newMatchRecord, type MatchRecord } from '../../shared/engine/record';
import { game as stakes } from '../../shared/games/river-stakes';
import { game as river } from '../../shared/games/river-dice';
import { DiceHistoryPanel } from './DiceHistoryPanel';
import { DICE_TRAY, historyOf, useDiceHistory } from './history';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  useDiceHistory.getState().clear();
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const seats = [
  { name: 'Ada', kind: 'human' as const, colour: '#aa3333' },
  { name: 'Basil', kind: 'computer' as const, level: 'easy' as const, colour: '#3333aa' },
];
const stakesGame = newMatchRecord(
  stakes,
  { players: 2 },
  'stakes',
  seats,
  new Date('2026-11-20T10:00:00Z'),
);
const riverGame = newMatchRecord(
  river,
  { players: 2, rounds: 3 },
  'river',
  seats,
  new Date('2026-11-20T11:00:00Z'),
);

function twoD6(n: number): void {
  for (let i = 0; i < n; i++)
    useDiceHistory.getState().add(historyOf(stakesGame), {
      dice: ['d6', 'd6'],
      faces: [1 + (i % 6), 6],
      label: 'Ada — turn',
      at: i,
    });
}

const heading = (): string => host.querySelector('button')?.textContent ?? '';

it('opens a new game with an empty history, whatever the game before threw', () => {
  twoD6(71);
  act(() => root.render(<DiceHistoryPanel of={historyOf(stakesGame)} />));
  expect(heading()).toBe('Dice history (71)');
  act(() => root.render(<DiceHistoryPanel of={historyOf(riverGame)} />));
  expect(heading()).toBe('Dice history (0)');
});

it('keeps the home dice tray’s throws apart from a game’s', () => {
  twoD6(3);
  useDiceHistory
    .getState()
    .add(DICE_TRAY, { dice: ['d20'], faces: [17], label: 'Dice tray', at: 99 });
  act(() => root.render(<DiceHistoryPanel of={DICE_TRAY} />));
  expect(heading()).toBe('Dice history (1)');
  act(() => root.render(<DiceHistoryPanel of={historyOf(stakesGame)} />));
  expect(heading()).toBe('Dice history (0)');
});

it('tells two sittings of the same game apart only by the match: a lesson started again is a new match', () => {
  const lesson = newMatchRecord(
    stakes,
    { players: 2 },
    'learn',
    seats,
    new Date('2026-11-20T12:00:00Z'),
  );
  const again = newMatchRecord(
    stakes,
    { players: 2 },
    'learn',
    seats,
    new Date('2026-11-20T12:05:00Z'),
  );
  expect(historyOf(lesson)).not.toBe(historyOf(again));
  const playedOn: MatchRecord = {
    ...stakesGame,
    actions: [{ type: 'stop', seat: 0 }],
  };
  expect(historyOf(playedOn)).toBe(historyOf(stakesGame));
});
