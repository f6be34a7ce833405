/**
 * What the table tells a player beyond the legal actions: why an action open in one preset
 * is closed in the other, and that a draw is near. Pure functions of the state.
 */
import type { SRAction } from './actions';
import { STONE, geometry, sideOf } from './board';
import { movesOf, pointIndex, sameMove } from './game';
import { COURSE_LOOK_EVERY } from './draws';
import type { SRConfig, SRState } from './state';

const PRESET_NAMES = { rulebook: 'the rulebook preset', course: 'the course preset' } as const;

function legalIn(state: SRState, action: SRAction): boolean {
  const g = geometry(state.config.board);
  return movesOf(state).some((m) => sameMove(g, m, action));
}

/**
 * Null when `action` is as legal (or illegal) under the other preset as under this one;
 * otherwise a short sentence saying which preset allows it and what rule makes the
 * difference. Options the players set themselves (stone push) stay as they chose.
 */
export function presetDifference(state: SRState, action: SRAction): string | null {
  const here = state.config.preset;
  const there: SRConfig['preset'] = here === 'rulebook' ? 'course' : 'rulebook';
  // the course preset fixes who starts, which does not bear on what is legal now
  const config: SRConfig = { ...state.config, preset: there, firstPlayer: 'circle' };
  const other: SRState = { ...state, config };
  const legalHere = legalIn(state, action);
  if (legalHere === legalIn(other, action)) return null;
  const allows = PRESET_NAMES[legalHere ? here : there];
  const refuses = PRESET_NAMES[legalHere ? there : here];
  return `Only ${allows} allows this: ${reason(state, action)}; ${refuses} does not.`;
}

function reason(state: SRState, action: SRAction): string {
  if (action.type === 'push') return 'a stone may push the stone it steps onto';
  if (action.type !== 'send') return 'the presets differ here';
  const g = geometry(state.config.board);
  const from = pointIndex(g, action.from);
  const via = pointIndex(g, action.via);
  if (from === pointIndex(g, action.to))
    return 'a sent piece may stop on the point its sender left';
  const adjacent = Math.abs(from - via) === 1 || Math.abs(from - via) === g.cols;
  if (!adjacent) return 'a river may send the stone that stopped its flow';
  if (sideOf(state.cells[via]!) !== STONE) return 'a river may send a river';
  return 'a sent piece may travel back over the point it left';
}

/**
 * Warnings of a draw coming: one more repetition would draw (under the rulebook the
 * position has been seen twice; under the course preset the last two looks at the board
 * found the same board), or few actions remain before the limit. Empty when neither is near.
 */
export function drawWarnings(state: SRState, soon = 10): string[] {
  if (state.result) return [];
  const warnings: string[] = [];
  const course = state.config.preset === 'course';
  if (course ? sameLastLooks(state) : seenTwice(state))
    warnings.push(
      course
        ? `The board was the same at the last two looks (one every ${COURSE_LOOK_EVERY} actions): if it is the same at the next, the game is drawn.`
        : 'This position has been seen twice: if it comes up again, the game is drawn.',
    );
  // the course engine draws once the actions pass its limit, the rulebook when they reach it
  const left = state.config.actionCap - state.actions + (course ? 1 : 0);
  if (left <= soon)
    warnings.push(
      left === 1
        ? 'The next action is the last: then the game is drawn.'
        : `The game is drawn after ${left} more actions.`,
    );
  return warnings;
}

function seenTwice(state: SRState): boolean {
  const key = state.history[state.history.length - 1];
  return state.history.filter((k) => k === key).length >= 2;
}

function sameLastLooks(state: SRState): boolean {
  const first = state.history.length - 1 - state.actions;
  const last = state.actions - (state.actions % COURSE_LOOK_EVERY);
  if (last < 2 * COURSE_LOOK_EVERY) return false;
  const board = state.history[first + last];
  return board !== undefined && board === state.history[first + last - COURSE_LOOK_EVERY];
}
