/**
 * What the audience page knows: the frames the app's audience feed pushes. A snapshot
 * starts over; an action frame adds its log line and its throws. Nothing here is ever a
 * game state: only public views, log lines and the throws the public has seen.
 */
import { create } from 'zustand';
import type { Viewer } from '../../shared/engine/contract';
import type { AudienceFrame, CommentatorFrame, ShownThrow } from '../../shared/feed/frames';

/** A frame as the page draws it: on the commentator feed, through one seat's eyes. */
export type PageFrame = AudienceFrame & {
  /** Whose view `view` is: the public, or on the commentator's page the seat in play. */
  readonly viewer: Viewer;
};

/** The throw to show on the table and in large, numbered so the same faces twice still replay. */
export interface LatestThrow {
  readonly thrown: ShownThrow;
  readonly number: number;
  /** Rolled just now (an action frame): played back; from a snapshot, the dice just lie there. */
  readonly rolling: boolean;
}

/**
 * lost: the app is not answering (the page keeps trying); refused: this address no longer
 * opens; full: as many pages as the app serves are listening already.
 */
export type FeedStatus = 'connecting' | 'live' | 'idle' | 'delayed' | 'lost' | 'refused' | 'full';

interface FeedStore {
  readonly status: FeedStatus;
  readonly frame: PageFrame | null;
  readonly log: readonly string[];
  readonly latestThrow: LatestThrow | null;
  receive(frame: PageFrame): void;
  /** No match on the table. */
  idle(): void;
  /** The commentator feed has let nothing out yet: its delay is running. */
  delayed(): void;
  /** The feed cannot be reached; the browser keeps trying. */
  lost(): void;
  /** The server turned this address away (a new address was made): trying again cannot help. */
  refused(): void;
  /** The server has as many pages listening as it serves. */
  full(): void;
}

export const useFeed = create<FeedStore>((set, get) => ({
  status: 'connecting',
  frame: null,
  log: [],
  latestThrow: null,
  receive(frame) {
    const { log, latestThrow } = get();
    const snapshot = frame.kind === 'snapshot';
    // Dice thrown under a cup and shown only now (River's showdown) are laid out at their
    // seats by the table; the large dice are for throws as they happen.
    const thrown = frame.throws.filter((t) => !t.revealed || t.index === frame.last?.index).at(-1);
    const number = (latestThrow?.number ?? 0) + 1;
    // A throw the public may not see yet (a hole throw under a cup), or one awaited (a new
    // round's first), means new dice are in play: the last dice shown belong to what went
    // before, so they leave the screen.
    const hiddenThrow = frame.last?.type === 'throw' && !thrown;
    const cupAwaited = frame.pending.kind === 'throw' && frame.pending.hidden;
    set({
      status: 'live',
      frame,
      log: snapshot ? frame.log : [...log, ...frame.log],
      latestThrow: thrown
        ? { thrown, number, rolling: !snapshot }
        : snapshot || hiddenThrow || cupAwaited
          ? null
          : latestThrow,
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
  full() {
    set({ status: 'full', frame: null, log: [], latestThrow: null });
  },
}));

/** The seat whose turn it is, else the seat that acted last; null when the table itself is in play. */
function seatInPlay(frame: CommentatorFrame): number | null {
  const { pending } = frame;
  const waitingFor =
    pending.kind === 'decision' ? pending.seats[0] : pending.kind === 'throw' ? pending.seat : null;
  return waitingFor ?? frame.last?.seat ?? null;
}

/**
 * The commentator's page is this page on the delayed commentator feed, once the delay has
 * passed: it draws the table through the eyes of the seat in play (its hole dice, its
 * hand), and shows every throw's faces, the hidden ones too.
 */
export function asPageFrame(frame: AudienceFrame | CommentatorFrame): PageFrame {
  if (!('views' in frame)) return { ...frame, viewer: 'public' };
  const { views, throws, last, ...rest } = frame;
  const seat = seatInPlay(frame);
  return {
    ...rest,
    viewer: seat ?? 'public',
    view: seat === null ? views.public : views.seats[seat],
    last: last && { index: last.index, seat: last.seat, type: last.type, line: last.line },
    throws: throws.map(({ hidden, ...shown }) => ({ ...shown, revealed: hidden })),
  };
}

/** The status the feed answers a HEAD request with: why it turned the page away. */
const feedStatus = (): Promise<number> =>
  fetch('feed', { method: 'HEAD' }).then(
    (answer) => answer.status,
    () => 0,
  );

/** The events the server sends, by name. */
export function listen(source: EventSource, whyRefused = feedStatus): () => void {
  const feed = useFeed.getState();
  const frameOf = (event: Event): PageFrame =>
    asPageFrame(JSON.parse((event as MessageEvent<string>).data) as AudienceFrame);
  source.addEventListener('snapshot', (e) => feed.receive(frameOf(e)));
  source.addEventListener('action', (e) => feed.receive(frameOf(e)));
  source.addEventListener('idle', () => feed.idle());
  // The commentator feed says so while its delay has not yet let anything out.
  source.addEventListener('waiting', () => feed.delayed());
  // EventSource reconnects by itself (the server asks for every 2 s) while the app is away;
  // it gives up only when the server answers with a refusal: an old token, or too many
  // pages listening (503), which EventSource does not tell apart; a HEAD request does.
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED) return feed.lost();
    void whyRefused().then((status) => (status === 503 ? feed.full() : feed.refused()));
  });
  return () => source.close();
}
