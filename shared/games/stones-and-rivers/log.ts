/**
 * A log line in the game's words, then the notation in brackets: "Seat 1 rides the
 * river from c9 to c2 (m c9-c2)". Seats are written "Seat N" for the table to name.
 */
import type { SRAction } from './actions';
import { STONE, geometry, sideOf } from './board';
import { formatAction } from './notation';
import type { SRState } from './state';

const WAYS = { H: 'across (H)', V: 'up and down (V)' } as const;

/** Points as notation writes them: column letter from a, row number from 0 at the top. */
const column = (point: string): number => point.charCodeAt(0) - 97;
const row = (point: string): number => Number(point.slice(1));

function kindAt(state: SRState, point: string): string {
  const c = state.cells[row(point) * geometry(state.config.board).cols + column(point)] ?? 0;
  return c === 0 ? 'piece' : sideOf(c) === STONE ? 'stone' : 'river';
}

function isStep(from: string, to: string): boolean {
  return Math.abs(column(from) - column(to)) + Math.abs(row(from) - row(to)) === 1;
}

function words(action: SRAction, state: SRState): string {
  const who = `Seat ${action.seat + 1}`;
  switch (action.type) {
    case 'move':
      return isStep(action.from, action.to)
        ? `${who} steps from ${action.from} to ${action.to}`
        : `${who} rides the rivers from ${action.from} to ${action.to}`;
    case 'flip':
      return action.orientation
        ? `${who} flips the stone on ${action.at} to a river flowing ${WAYS[action.orientation]}`
        : `${who} flips the river on ${action.at} back to its stone`;
    case 'rotate':
      return `${who} turns the river on ${action.at} a quarter turn`;
    case 'send':
      return `${who}'s river on ${action.from} lands on ${action.via} and sends that ${kindAt(state, action.via)} to ${action.to}`;
    case 'push':
      return `${who}'s stone on ${action.from} pushes the stone on ${action.to} one further`;
    case 'resign':
      return `${who} resigns`;
  }
}

export function describeAction(action: SRAction, state: SRState): string {
  return action.type === 'resign'
    ? words(action, state)
    : `${words(action, state)} (${formatAction(action)})`;
}
