/**
 * The draw rules of each preset, read after an action that filled no Goal.
 * Rulebook: the third time the same position comes up with the same side to act, or when
 * the actions reach the cap. Course (the course engine's rules): the engine looks at the
 * board once every 4 actions, counted from the start, and draws when three looks in a row
 * find the same board; and it draws once the actions pass its turn limit (its 1000 turns
 * end after the 1001st action). That engine tells a stone that has been a river apart from
 * one never turned, so the course preset's positions do too.
 */
import { STONE } from './board';
import type { Move } from './moves';
import type { SRConfig } from './state';

/** Actions between two looks at the board under the course preset. */
export const COURSE_LOOK_EVERY = 4;

/**
 * The key of a position in `history`: cells and side to act, and under the course preset
 * which stones have been rivers.
 */
export function historyKey(
  config: SRConfig,
  cells: readonly number[],
  toMove: number,
  turned: readonly number[],
): string {
  const key = `${toMove}:${cells.join('')}`;
  return config.preset === 'course' ? `${key}/${turned.join(',')}` : key;
}

/** The cells and side to act a `history` key was made from. */
export function positionOfKey(key: string): { cells: number[]; toMove: number } {
  const colon = key.indexOf(':');
  const end = key.indexOf('/');
  const cells: number[] = [];
  for (let i = colon + 1; i < (end < 0 ? key.length : end); i++) cells.push(key.charCodeAt(i) - 48);
  return { cells, toMove: Number(key.slice(0, colon)) };
}

/**
 * Which points hold a stone that has been a river, after `m`: a river turned back to a
 * stone and a sender landing as a stone join them; a piece that moves takes its mark along.
 */
export function turnedAfter(turned: readonly number[], m: Move): number[] {
  const marks = new Set(turned);
  switch (m.kind) {
    case 'move':
      if (marks.delete(m.from)) marks.add(m.to);
      break;
    case 'flip':
      if (m.side === STONE) marks.add(m.from);
      else marks.delete(m.from);
      break;
    case 'rotate':
      break;
    case 'send': {
      const sentTurned = marks.delete(m.via);
      marks.add(m.via);
      if (sentTurned) marks.add(m.to);
      break;
    }
    case 'push': {
      const moverTurned = marks.delete(m.from);
      if (marks.delete(m.via)) marks.add(m.to);
      if (moverTurned) marks.add(m.via);
    }
  }
  return [...marks].sort((a, b) => a - b);
}

/**
 * The draw the position after `actions` actions ends the game with, as a summary, or null.
 * `history` holds one key per action from the start, the new position's last.
 */
export function drawAfter(
  config: SRConfig,
  history: readonly string[],
  actions: number,
): string | null {
  const key = history[history.length - 1]!;
  if (config.preset === 'course') {
    const first = history.length - 1 - actions;
    const look = (n: number): string | undefined => history[first + n];
    if (
      actions % COURSE_LOOK_EVERY === 0 &&
      actions >= 3 * COURSE_LOOK_EVERY &&
      look(actions - COURSE_LOOK_EVERY) === key &&
      look(actions - 2 * COURSE_LOOK_EVERY) === key
    )
      return `Draw: the board was the same at three looks in a row, one every ${COURSE_LOOK_EVERY} actions`;
    if (actions > config.actionCap)
      return `Draw: ${actions} actions passed the limit of ${config.actionCap}`;
    return null;
  }
  let count = 0;
  for (const earlier of history) if (earlier === key) count++;
  if (count >= 3) return 'Draw: the same position came up a third time';
  if (actions >= config.actionCap) return `Draw: ${actions} actions were played`;
  return null;
}
