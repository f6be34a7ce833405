import { describe, expect, it } from 'vitest';
import { newAnnouncements, tableReading, type TableMoment } from './announcements';

const throwA = { faces: [3, 5] };
const throwB = { faces: [3, 5] };

const at = (moment: Partial<TableMoment> = {}): TableMoment => ({
  match: 'match 1',
  replaying: false,
  lines: ['Ada throws 6, 6', 'Basil throws 1, 1'],
  turn: 'Ada: throw for turn',
  dice: { words: 'Basil — 2 × d6 (start): 1, 1', throw: throwA },
  ...moment,
});

describe('the table’s live region', () => {
  it('says nothing of the past when a table is sat down at', () => {
    expect(newAnnouncements(null, at())).toEqual([]);
  });

  it('says a new log line once, and nothing more when the table draws again', () => {
    const before = at();
    const now = at({ lines: [...before.lines, 'Ada bids 3 gold on the d4'] });
    expect(newAnnouncements(before, now)).toEqual(['Ada bids 3 gold on the d4']);
    expect(newAnnouncements(now, { ...now })).toEqual([]);
  });

  it('says the dice once they rest, and again for a new throw that shows the same faces', () => {
    const rolling = at({ dice: null });
    const rested = at({ dice: { words: 'Ada — 4 × d6 (turn): 3, 5', throw: throwA } });
    expect(newAnnouncements(rolling, rested)).toEqual(['Ada — 4 × d6 (turn): 3, 5']);
    const again = at({ dice: { words: 'Ada — 4 × d6 (turn): 3, 5', throw: throwB } });
    expect(newAnnouncements(rested, again)).toEqual(['Ada — 4 × d6 (turn): 3, 5']);
  });

  it('says whose turn it is when it changes, after the line that passed it, and the result', () => {
    const before = at();
    const now = at({ lines: [...before.lines, 'Ada stops'], turn: 'Basil: throw for turn' });
    expect(newAnnouncements(before, now)).toEqual(['Ada stops', 'Basil: throw for turn']);
    const ended = at({ turn: 'Ada secured paths 2, 7 and 12.' });
    expect(newAnnouncements(before, ended)).toEqual(['Ada secured paths 2, 7 and 12.']);
  });

  it('reads nothing out when a replay begins or ends, or another match is sat down at', () => {
    const before = at({ lines: ['Ada throws 6, 6'] });
    expect(newAnnouncements(before, at({ replaying: true }))).toEqual([]);
    expect(newAnnouncements(at({ replaying: true }), at())).toEqual([]);
    expect(newAnnouncements(before, at({ match: 'match 2' }))).toEqual([]);
  });

  it('says nothing when a line is taken back, then the new line', () => {
    const before = at();
    const taken = at({ lines: before.lines.slice(0, 1) });
    expect(newAnnouncements(before, taken)).toEqual([]);
    expect(
      newAnnouncements(taken, at({ lines: ['Ada throws 6, 6', 'Basil throws 2, 2'] })),
    ).toEqual(['Basil throws 2, 2']);
  });
});

describe('reading the table', () => {
  it('says the moment, the turn and the summary as sentences', () => {
    expect(tableReading('Turn 3', 'Ada: choose a pairing', 'Ada: no path secured.')).toBe(
      'Turn 3. Ada: choose a pairing. Ada: no path secured.',
    );
    expect(tableReading('Finished after 9 turns', 'Ada secured paths 2, 7 and 12.', null)).toBe(
      'Finished after 9 turns. Ada secured paths 2, 7 and 12.',
    );
  });
});
