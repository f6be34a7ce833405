import { beforeEach, describe, expect, it } from 'vitest';
import type { AudienceFrame, ShownThrow } from '../../shared/feed/frames';
import { useFeed } from './feed-store';

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
): AudienceFrame => ({
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
});
