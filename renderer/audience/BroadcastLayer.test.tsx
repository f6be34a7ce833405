import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AudienceFrame } from '../../shared/feed/frames';
import { BroadcastLayer, TICKER_LINES } from './BroadcastLayer';
import { useFeed } from './feed-store';

const seats = [
  { name: 'Ada', kind: 'human' as const, colour: '#cc3333' },
  { name: 'Basil', kind: 'computer' as const, colour: '#3366cc', level: 'easy' },
];

const frame = (overrides: Partial<AudienceFrame>): AudienceFrame => ({
  kind: 'snapshot',
  gameId: 'river-dice',
  gameName: 'River',
  seats,
  actions: 6,
  last: null,
  log: [
    'Seat 1 bets 5',
    'Seat 2 calls',
    'Seat 1 raises',
    'Seat 2 folds',
    'The table throws',
    'Seat 1 throws 4 4',
  ],
  view: {},
  pending: { kind: 'decision', seats: [1], prompt: 'Seat 2 to bid' },
  standings: [
    { seat: 0, text: '105 gold' },
    { seat: 1, text: '95 gold' },
  ],
  throws: [
    {
      index: 5,
      seat: 0,
      purpose: 'turn',
      dice: ['d6', 'd8'],
      faces: [4, 7],
      record: null,
      revealed: false,
    },
  ],
  ...overrides,
});

function shown(f: AudienceFrame): string {
  useFeed.getState().idle();
  useFeed.getState().receive({ ...f, viewer: 'public' });
  const { log, latestThrow } = useFeed.getState();
  return renderToStaticMarkup(<BroadcastLayer frame={f} log={log} latestThrow={latestThrow} />);
}

describe('the broadcast layer', () => {
  it('names the players, never "Seat n", with their scores and who is to play', () => {
    const html = shown(frame({}));
    expect(html).not.toMatch(/Seat \d/);
    expect(html).toContain('<strong>Basil</strong>: Basil to bid');
    expect(html).toMatch(/Ada<\/span><span class="bc-standing">105 gold/);
    expect(html).toMatch(
      /data-acting="true"[^>]*><span class="bc-swatch"[^>]*><\/span><span class="bc-name">Basil/,
    );
  });

  it('shows the last throw’s faces large, each on its own die, and only the newest log lines', () => {
    const html = shown(frame({}));
    expect(html).toContain('data-faces="4,7"');
    expect(html).toContain('<span class="bc-die" data-kind="d8">7</span>');
    const lines = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(lines).toEqual(['Ada raises', 'Basil folds', 'The table throws', 'Ada throws 4 4']);
    expect(lines).toHaveLength(TICKER_LINES);
  });

  it('offers nothing to press or type', () => {
    expect(shown(frame({}))).not.toMatch(/<(button|input|select|textarea|a)\b/);
  });

  it('marks the winners at the end', () => {
    const html = shown(
      frame({
        pending: { kind: 'end', outcome: { winners: [0], summary: 'Seat 1 takes the pot' } },
      }),
    );
    expect(html).toContain('Ada takes the pot');
    expect(html).toMatch(
      /data-winner="true"[^>]*><span class="bc-swatch"[^>]*><\/span><span class="bc-name">Ada/,
    );
  });
});
