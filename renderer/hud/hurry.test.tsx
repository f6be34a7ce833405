// @vitest-environment happy-dom
/**
 * Waiting on the computer (issue #41): while a computer player takes its turn, a person may
 * hurry it with Space or the Hurry button, and the rest of that turn (a throw already
 * rolling too) plays at the fastest pace; the hurry ends when a person is to act.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pending, ThrowAction } from '../../shared/engine/contract';
import { newMatchRecord, type SeatInfo } from '../../shared/engine/record';
import { game as stakes, type StakesState } from '../../shared/games/river-stakes';
import { facts } from '../../shared/games/river-stakes/facts';
import type { AnyGameTable } from '../contract/game-table';
import { useThrow } from '../dice/throw-store';
import { useKeymap } from '../input/keymap';
import { hurriable, useHurryEnds } from '../match/hurry';
import { useMatch } from '../stores/match';
import { HURRIED_SPEED, currentPace, useHurry } from '../stores/pace';
import { RollButton } from './RollButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SEATS: SeatInfo[] = [
  { name: 'Ada', kind: 'human', colour: '#aa3333' },
  { name: 'Basil', kind: 'computer', level: 'easy', colour: '#3333aa' },
];
const table = { game: stakes, facts } as unknown as AnyGameTable;
const throwOf = (seat: number, faces: number[]): ThrowAction => ({ type: 'throw', seat, faces });

describe('whose turn may be hurried', () => {
  it('a computer deciding or throwing, or the table throwing; never while a person is to act', () => {
    const decision = (seats: number[]): Pending => ({ kind: 'decision', seats, prompt: 'move' });
    const throwBy = (seat: number | null): Pending => ({
      kind: 'throw',
      seat,
      dice: ['d6'],
      purpose: 'turn',
      hidden: false,
    });
    expect(hurriable(decision([1]), SEATS)).toBe(1);
    expect(hurriable(throwBy(1), SEATS)).toBe(1);
    expect(hurriable(throwBy(null), SEATS)).toBeNull();
    expect(hurriable(decision([0]), SEATS)).toBeUndefined();
    expect(hurriable(decision([0, 1]), SEATS)).toBeUndefined();
    expect(hurriable(throwBy(0), SEATS)).toBeUndefined();
    expect(
      hurriable({ kind: 'end', outcome: { winners: [1], summary: 'Basil wins.' } }, SEATS),
    ).toBeUndefined();
  });
});

describe('the Hurry button and Space', () => {
  let root: Root;
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    useMatch.getState().close();
    useHurry.getState().settle();
    useThrow.getState().clear();
  });

  function Top() {
    useKeymap();
    useHurryEnds();
    return <RollButton />;
  }

  /** A game whose first throw is Basil's (a computer's), then Ada's turn. */
  function basilThrowsFirst(): void {
    const record = newMatchRecord(stakes, { players: 2 }, 'hurry', SEATS);
    act(() => useMatch.getState().start(table, record));
    // Ada's start throw (5+6 = 11), then Basil's start throw is pending.
    act(() => useMatch.getState().act(throwOf(0, [5, 6])));
    expect(stakes.next(useMatch.getState().state as StakesState)).toMatchObject({
      kind: 'throw',
      seat: 1,
    });
  }

  it('hurries Basil’s turn with Space: his throw rolling now speeds up, and the table plays at 4×', () => {
    basilThrowsFirst();
    act(() => root.render(<Top />));
    const hurry = [...host.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Hurry'),
    );
    expect(hurry?.textContent).toBe('Hurry Basil (Space)');
    // Basil's dice are rolling at normal speed when Space is pressed.
    act(() =>
      useThrow.setState({
        rolling: true,
        active: {
          dice: ['d6', 'd6'],
          label: 'Basil — 2 × d6 (start)',
          record: { dice: ['d6', 'd6'], faces: [1, 2], frames: 241, hz: 120 } as never,
          startedAt: performance.now(),
          speed: 1,
          cup: null,
        },
      }),
    );
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', cancelable: true }));
    });
    expect(useHurry.getState().seat).toBe(1);
    expect(useThrow.getState().active?.speed).toBe(HURRIED_SPEED);
    expect(currentPace()).toBe(HURRIED_SPEED);
    // Hurried once: the button goes.
    expect(host.textContent).not.toContain('Hurry');

    // Basil's throw lands (1+2 = 3 against Ada's 11): Ada is to throw, and the pace is hers again.
    act(() => useMatch.getState().act(throwOf(1, [1, 2])));
    expect(useHurry.getState().seat).toBeUndefined();
    expect(currentPace()).toBe(1);
    expect(host.textContent).toContain('Roll, Ada (Space)');
  });
});

describe('a throw hastened while it rolls', () => {
  afterEach(() => {
    useThrow.getState().clear();
    vi.useRealTimers();
  });

  it('comes to rest sooner: the second of its two seconds at 4× takes a quarter second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    // 241 frames at 120 Hz: two seconds from the throw to rest, at normal speed.
    const record = { dice: ['d6'], faces: [3], frames: 241, hz: 120 } as never;
    let rested = false;
    void useThrow
      .getState()
      .show(record, 'Basil — d6 (turn)', 1)
      .then(() => (rested = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(rested).toBe(false);
    useThrow.getState().hasten(HURRIED_SPEED);
    await vi.advanceTimersByTimeAsync(240);
    expect(rested).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(rested).toBe(true);
  });
});
