import type { CSSProperties } from 'react';
import { useGameTable } from '../games/useGameTable';
import { BroadcastLayer } from './BroadcastLayer';
import { AudienceTable } from './AudienceTable';
import { useFeed, type FeedStatus } from './feed-store';
import type { PageOptions } from './options';

function WaitingCard({ status }: { readonly status: FeedStatus }) {
  const [title, text] =
    status === 'refused'
      ? [
          'This address no longer works',
          'Copy the new one from Settings → Streaming in River Table.',
        ]
      : status === 'lost'
        ? ['Reconnecting…', 'River Table is not answering; this page keeps trying.']
        : status === 'connecting'
          ? ['Connecting…', 'Reaching River Table on this computer.']
          : ['Waiting for a game', 'The table appears here as soon as a game starts.'];
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
  const withTable = frame !== null && table !== null && options.layout !== 'overlay';
  const withLayer =
    frame !== null && (options.layout !== 'table' || (load.status === 'failed' && !table));
  return (
    <div
      className="audience"
      data-layout={options.layout}
      data-transparent={options.transparent}
      style={style}
    >
      {withTable && <AudienceTable table={table} frame={frame} options={options} />}
      {withLayer && (
        <BroadcastLayer
          frame={frame}
          log={log}
          latestThrow={latestThrow}
          note={load.status === 'failed' ? 'This game has no table to show yet.' : undefined}
        />
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
