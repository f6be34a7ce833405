/**
 * What the audience page knows: the frames the app's audience feed pushes. A snapshot
 * starts over; an action frame adds its log line and its throws. Nothing here is ever a
 * game state: only public views, log lines and the throws the public has seen.
 */
import { create } from 'zustand';
import type { AudienceFrame, CommentatorFrame, ShownThrow } from '../../shared/feed/frames';

/** The throw to show on the table and in large, numbered so the same faces twice still replay. */
export interface LatestThrow {
  readonly thrown: ShownThrow;
  readonly number: number;
  /** Rolled just now (an action frame): played back; from a snapshot, the dice just lie there. */
  readonly rolling: boolean;
}

/** lost: the app is not answering (the page keeps trying); refused: this address no longer opens. */
export type FeedStatus = 'connecting' | 'live' | 'idle' | 'delayed' | 'lost' | 'refused';

interface FeedStore {
  readonly status: FeedStatus;
  readonly frame: AudienceFrame | null;
  readonly log: readonly string[];
  readonly latestThrow: LatestThrow | null;
  receive(frame: AudienceFrame): void;
  /** No match on the table. */
  idle(): void;
  /** The commentator feed has let nothing out yet: its delay is running. */
  delayed(): void;
  /** The feed cannot be reached; the browser keeps trying. */
  lost(): void;
  /** The server turned this address away (a new address was made): trying again cannot help. */
  refused(): void;
}

export const useFeed = create<FeedStore>((set, get) => ({
  status: 'connecting',
  frame: null,
  log: [],
  latestThrow: null,
  receive(frame) {
    const { log, latestThrow } = get();
    const snapshot = frame.kind === 'snapshot';
    const thrown = frame.throws.at(-1);
    const number = (latestThrow?.number ?? 0) + 1;
    set({
      status: 'live',
      frame,
      log: snapshot ? frame.log : [...log, ...frame.log],
      latestThrow: thrown ? { thrown, number, rolling: !snapshot } : snapshot ? null : latestThrow,
    });
  },
  idle() {
    set({ status: 'idle', frame: null, log: [], latestThrow: null });
  },
  delayed() {
    set({ status: 'delayed', frame: null, log: [], latestThrow: null });
  },
  lost() {
    set({ status: 'lost' });
  },
  refused() {
    set({ status: 'refused', frame: null, log: [], latestThrow: null });
  },
}));

/**
 * The commentator's page is this page on the delayed commentator feed: it draws the public
 * table and shows every throw's faces, the hidden ones too, once the delay has passed.
 */
function asAudienceFrame(frame: AudienceFrame | CommentatorFrame): AudienceFrame {
  if (!('views' in frame)) return frame;
  const { views, throws, last, ...rest } = frame;
  return {
    ...rest,
    view: views.public,
    last: last && { index: last.index, seat: last.seat, type: last.type, line: last.line },
    throws: throws.map(({ hidden, ...shown }) => ({ ...shown, revealed: hidden })),
  };
}

/** The events the server sends, by name. */
export function listen(source: EventSource): () => void {
  const feed = useFeed.getState();
  const frameOf = (event: Event): AudienceFrame =>
    asAudienceFrame(JSON.parse((event as MessageEvent<string>).data) as AudienceFrame);
  source.addEventListener('snapshot', (e) => feed.receive(frameOf(e)));
  source.addEventListener('action', (e) => feed.receive(frameOf(e)));
  source.addEventListener('idle', () => feed.idle());
  // The commentator feed says so while its delay has not yet let anything out.
  source.addEventListener('waiting', () => feed.delayed());
  // EventSource reconnects by itself (the server asks for every 2 s) while the app is away;
  // it gives up only when the server answers with a refusal (an old token).
  source.addEventListener('error', () =>
    source.readyState === EventSource.CLOSED ? feed.refused() : feed.lost(),
  );
  return () => source.close();
}
