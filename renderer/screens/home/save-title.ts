/**
 * How the saves list names a save. A named save keeps the name a person gave it; an
 * autosave has none, so it is named by what it holds: game, players, turn and time.
 */
import { gameInfo } from '../../../shared/games/catalog';
import type { SaveSummary } from '../../../shared/saves/format';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** "today 21:04", "yesterday 09:15", "3 Nov 21:04"; the year only when it is not this one. */
export function whenSaved(saved: Date, now: Date, locale?: string): string {
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(saved);
  const days = Math.round((startOfDay(now) - startOfDay(saved)) / DAY_MS);
  if (days === 0) return `today ${time}`;
  if (days === 1) return `yesterday ${time}`;
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(saved.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(saved);
  return `${date} ${time}`;
}

/** "Ada, Basil (computer)": who sat at the table, computers named as such. */
export function playersOf(save: SaveSummary): string {
  return save.seats
    .map((seat) => (seat.kind === 'computer' ? `${seat.name} (computer)` : seat.name))
    .join(', ');
}

/** "River Stakes — Ada, Basil (computer) — Turn 7 — today 21:04" for an autosave; a named save's own name otherwise. */
export function saveTitle(save: SaveSummary, now: Date, locale?: string): string {
  if (!save.autosave) return save.name;
  const game = gameInfo(save.gameId)?.name ?? save.gameId;
  return [game, playersOf(save), save.turnLabel, whenSaved(new Date(save.savedAt), now, locale)]
    .filter((part) => part.length > 0)
    .join(' — ');
}
