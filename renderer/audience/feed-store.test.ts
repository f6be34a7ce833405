import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseAction } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import type { AudienceFrame, ShownThrow } from '../../shared/feed/frames';
import { framesAsPlayed, playMatch } from '../../shared/feed/test-support';
import { game as river, type RiverView } from '../../shared/games/river-dice';
import { asPageFrame, listen, useFeed, type PageFrame } from './feed-store';

const turnThrow = (index: number, faces: number[]): ShownThrow => ({
  index,
  seat: 0,
  purpose: 'turn',
  dice: ['d6', 'd6', 'd6', 'd6'],
  faces,
  record: null,
  revealed: false,
});

const frame = (
  kind: AudienceFrame['kind'],
  actions: number,
  log: string[],
  throws: ShownThrow[] = [],
): PageFrame => ({
  viewer: 'public',
  kind,
  gameId: 'river-stakes',
  gameName: 'River Stakes',
  seats: [],
  actions,
  last: null,
  log,
  view: {},
  pending: { kind: 'decision', seats: [0], prompt: 'Choose' },
  standings: [],
  throws,
});

describe('the audience page’s picture of the match', () => {
  beforeEach(() => useFeed.getState().idle());

  it('starts over at a snapshot and adds each action’s log line after it', () => {
    const feed = useFeed.getState();
    feed.receive(frame('snapshot', 2, ['one', 'two']));
    feed.receive(frame('action', 3, ['three']));
    expect(useFeed.getState().log).toEqual(['one', 'two', 'three']);
    feed.receive(frame('snapshot', 1, ['only']));
    expect(useFeed.getState().log).toEqual(['only']);
    expect(useFeed.getState().status).toBe('live');
  });

  it('rolls a throw that just happened, lays a snapshot’s last throw down still, and keeps it through decisions', () => {
    const feed = useFeed.getState();
    feed.receive(frame('snapshot', 1, ['a'], [turnThrow(0, [1, 2, 3, 4])]));
    expect(useFeed.getState().latestThrow).toMatchObject({ rolling: false });
    feed.receive(frame('action', 2, ['b'], [turnThrow(1, [6, 6, 6, 6])]));
    const rolled = useFeed.getState().latestThrow!;
    expect(rolled).toMatchObject({ rolling: true, thrown: { faces: [6, 6, 6, 6] } });
    feed.receive(frame('action', 3, ['c']));
    expect(useFeed.getState().latestThrow).toBe(rolled);
    // The same faces thrown again are a new throw to play.
    feed.receive(frame('action', 4, ['d'], [turnThrow(3, [6, 6, 6, 6])]));
    expect(useFeed.getState().latestThrow!.number).toBe(rolled.number + 1);
  });

  it('forgets the match when the table is left, and keeps the picture while the feed is lost', () => {
    const feed = useFeed.getState();
    feed.receive(frame('snapshot', 1, ['a'], [turnThrow(0, [1, 2, 3, 4])]));
    feed.lost();
    expect(useFeed.getState()).toMatchObject({ status: 'lost', log: ['a'] });
    feed.idle();
    expect(useFeed.getState()).toMatchObject({ status: 'idle', frame: null, latestThrow: null });
  });

  it('shows the commentator the table through the eyes of the seat in play, and the public no hole dice', () => {
    const played = playMatch(
      river,
      { players: 2, rounds: 1 },
      'commentator',
      Random.fromSeed('commentator'),
      (_s, seat) => ({ type: 'pass', seat }) as BaseAction,
    );
    const { audience, commentator } = framesAsPlayed(river, played);
    // After both hole throws the banker's auction asks a seat; that seat's hole dice show.
    const later = commentator.findIndex(
      (f, i) => i > 2 && f.pending.kind === 'decision' && f.pending.seats.length === 1,
    );
    expect(later).toBeGreaterThan(0);
    const frame = asPageFrame(commentator[later]!);
    const { pending } = commentator[later]!;
    if (pending.kind !== 'decision') throw new Error('expected a decision');
    expect(frame.viewer).toBe(pending.seats[0]);
    const seen = frame.view as RiverView;
    expect(seen.hole[pending.seats[0]!]!.some((face) => face !== null)).toBe(true);
    const publicFrame = asPageFrame(audience[later]!);
    expect(publicFrame.viewer).toBe('public');
    expect((publicFrame.view as RiverView).hole.flat().every((face) => face === null)).toBe(true);
  });
});

describe('a page the feed turns away', () => {
  const CONNECTING = 0;
  const CLOSED = 2;
  beforeEach(() => vi.stubGlobal('EventSource', { CLOSED }));
  afterEach(() => vi.unstubAllGlobals());

  /** A feed that fails once in `readyState`; the server answers HEAD with `status`. */
  function failOnce(readyState: number, status: number): void {
    const handlers = new Map<string, () => void>();
    const source = {
      readyState,
      addEventListener: (name: string, handler: () => void) => handlers.set(name, handler),
      close: () => undefined,
    };
    listen(source as unknown as EventSource, () => Promise.resolve(status));
    handlers.get('error')!();
  }

  it('says so when too many pages listen, and when the address is old', async () => {
    failOnce(CLOSED, 503);
    await vi.waitFor(() => expect(useFeed.getState().status).toBe('full'));
    failOnce(CLOSED, 404);
    await vi.waitFor(() => expect(useFeed.getState().status).toBe('refused'));
  });

  it('keeps trying while the browser reconnects', () => {
    failOnce(CONNECTING, 503);
    expect(useFeed.getState().status).toBe('lost');
  });
});

describe('the large last dice', () => {
  beforeEach(() => useFeed.getState().idle());

  it("leave the screen when the next round's hidden throws start", () => {
    const feed = useFeed.getState();
    feed.receive(frame('action', 1, ['the showdown'], [turnThrow(0, [6, 6, 5, 4])]));
    expect(useFeed.getState().latestThrow?.thrown.faces).toEqual([6, 6, 5, 4]);
    // A hole throw under the cup: the public sees that a throw happened, not its dice.
    feed.receive({
      ...frame('action', 2, ['Ada throws the hole dice under the cup']),
      last: { index: 1, seat: 0, type: 'throw', line: 'Ada throws the hole dice under the cup' },
    });
    expect(useFeed.getState().latestThrow).toBeNull();
  });

  it('stay while other actions follow them', () => {
    const feed = useFeed.getState();
    feed.receive(frame('action', 1, ['thrown'], [turnThrow(0, [1, 2, 3, 4])]));
    feed.receive({
      ...frame('action', 2, ['Ada bids 3']),
      last: { index: 1, seat: 0, type: 'bid', line: 'Ada bids 3' },
    });
    expect(useFeed.getState().latestThrow?.thrown.faces).toEqual([1, 2, 3, 4]);
  });

  it('leave the screen at the start of River’s next round, before anyone throws (issue #41)', () => {
    // Two rounds, everyone passing every die: round 1 ends in a showdown of the hole dice.
    const played = playMatch(
      river,
      { players: 3, rounds: 2 },
      'stale dice',
      Random.fromSeed('stale dice'),
      (_s, seat) => ({ type: 'pass', seat }) as BaseAction,
    );
    const { audience } = framesAsPlayed(river, played);
    const roundTwo = audience.findIndex((f) => (f.view as RiverView).round === 2);
    expect(roundTwo).toBeGreaterThan(0);
    const feed = useFeed.getState();
    for (const f of audience.slice(0, roundTwo + 1)) feed.receive(asPageFrame(f));
    // Round 2 waits for its first hole throw: round 1's banker dice and revealed hole dice are gone.
    expect(audience[roundTwo]!.pending).toMatchObject({ kind: 'throw', hidden: true });
    expect(useFeed.getState().latestThrow).toBeNull();
  });
});
