import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../../shared/saves/format';
import { saveTitle, whenSaved } from './save-title';

const now = new Date(2026, 10, 23, 22, 30);

const autosave: SaveSummary = {
  id: 'autosave-river-stakes-1',
  name: 'Autosave',
  gameId: 'river-stakes',
  players: ['Ada', 'Basil'],
  savedAt: new Date(2026, 10, 23, 21, 4).toISOString(),
  turnLabel: 'Turn 7',
  autosave: true,
  finished: false,
  seats: [
    { name: 'Ada', kind: 'human' },
    { name: 'Basil', kind: 'human' },
  ],
};

describe('how the saves list names a save', () => {
  it('names an autosave by game, players, turn and time', () => {
    expect(saveTitle(autosave, now, 'en-GB')).toBe(
      'River Stakes — Ada, Basil — Turn 7 — today 21:04',
    );
  });

  it('marks computer seats', () => {
    const seats = [
      { name: 'Ada', kind: 'human' },
      { name: 'Basil', kind: 'computer' },
    ] as const;
    expect(saveTitle({ ...autosave, seats }, now, 'en-GB')).toBe(
      'River Stakes — Ada, Basil (computer) — Turn 7 — today 21:04',
    );
  });

  it('keeps the name a person gave a save', () => {
    expect(saveTitle({ ...autosave, autosave: false, name: 'Before the big push' }, now)).toBe(
      'Before the big push',
    );
  });

  it('says yesterday, then the date, and the year only when it is not this one', () => {
    expect(whenSaved(new Date(2026, 10, 22, 23, 59), now, 'en-GB')).toBe('yesterday 23:59');
    expect(whenSaved(new Date(2026, 10, 3, 9, 15), now, 'en-GB')).toBe('3 Nov 09:15');
    expect(whenSaved(new Date(2025, 11, 31, 18, 0), now, 'en-GB')).toBe('31 Dec 2025 18:00');
  });

  it('counts days by the calendar, not by 24 hours', () => {
    const justAfterMidnight = new Date(2026, 10, 24, 0, 10);
    expect(whenSaved(new Date(2026, 10, 23, 23, 50), justAfterMidnight, 'en-GB')).toBe(
      'yesterday 23:50',
    );
  });
});
