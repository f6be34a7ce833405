import type { CSSProperties } from 'react';
import { useGameTable } from '../games/useGameTable';
import { BroadcastLayer } from './BroadcastLayer';
import { AudienceTable } from './AudienceTable';
import { useFeed, type FeedStatus } from './feed-store';
import type { PageOptions } from './options';
import { pageParts } from './parts';

/** What the page says while it has no match to show, by the feed's state. */
const CARDS: Readonly<Record<FeedStatus, readonly [title: string, text: string]>> = {
  connecting: ['Connecting…', 'Reaching River Table on this computer.'],
  live: ['Waiting for a game', 'The table appears here as soon as a game starts.'],
  idle: ['Waiting for a game', 'The table appears here as soon as a game starts.'],
  delayed: [
    'Commentator view',
    'Each move shows here once the delay set in River Table has passed.',
  ],
  lost: ['Reconnecting…', 'River Table is not answering; this page keeps trying.'],
  refused: [
    'This address no longer works',
    'Copy the new one from Settings → Streaming in River Table.',
  ],
  full: [
    'Too many pages are following this game',
    'River Table serves 16 at once: close another browser source or preview, then refresh this page.',
  ],
};

function WaitingCard({ status }: { readonly status: FeedStatus }) {
  const [title, text] = CARDS[status];
  return (
    <section className="audience-card" role="status" aria-live="polite">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** The whole audience page: the table, the broadcast layer, or both, as the URL asks. */
export function AudienceApp({ options }: { readonly options: PageOptions }) {
  const status = useFeed((s) => s.status);
  const frame = useFeed((s) => s.frame);
  const log = useFeed((s) => s.log);
  const latestThrow = useFeed((s) => s.latestThrow);
  const load = useGameTable(frame?.gameId ?? null);
  const table = load.status === 'ready' ? load.table : null;
  const style = {
    '--page-w': options.size ? `${options.size.width}px` : '100vw',
    '--page-h': options.size ? `${options.size.height}px` : '100vh',
  } as CSSProperties;
  const parts = pageParts(options.layout, load);
  return (
    <div
      className="audience"
      data-layout={options.layout}
      data-transparent={options.transparent}
      style={style}
    >
      {frame && table && parts.table && (
        <AudienceTable table={table} frame={frame} options={options} />
      )}
      {frame && parts.layer && (
        <BroadcastLayer frame={frame} log={log} latestThrow={latestThrow} note={parts.note} />
      )}
      {!frame && <WaitingCard status={status} />}
      {frame && status === 'lost' && (
        <p className="audience-lost" role="status">
          Reconnecting…
        </p>
      )}
    </div>
  );
}
