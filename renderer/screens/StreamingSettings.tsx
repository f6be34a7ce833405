import { useEffect, useId, useState } from 'react';
import {
  AUDIENCE_WINDOW_SIZES,
  COMMENTATOR_DELAY,
  type AudienceWindowSize,
} from '../../shared/ipc';
import { useStreaming } from '../stores/streaming';
import { Toggle } from '../ui/Toggle';

function CopyableUrl({ label, url }: { readonly label: string; readonly url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void navigator.clipboard.writeText(url).then(() => setCopied(true));
  };
  return (
    <div className="field streaming-url">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

/** A number field that takes effect when left or on Enter, not at every key. */
function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  onCommit(value: number): void;
}) {
  const id = useId();
  /** What is typed and not yet taken; null shows the value in effect. */
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (): void => {
    const n = Number(draft);
    if (draft !== null && Number.isInteger(n) && n >= min && n <= max && n !== value) onCommit(n);
    setDraft(null);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </div>
  );
}

/** Settings → Streaming: the audience page for OBS, its window, and the commentator's feed. */
export function StreamingSettings() {
  const { status, problem, load, configure, newToken, openWindow } = useStreaming();
  // Asked again every few seconds, so the count of pages watching stays true.
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 3000);
    return () => clearInterval(timer);
  }, [load]);
  if (!status)
    return (
      <section className="streaming" aria-labelledby="streaming-title">
        <h2 id="streaming-title">Streaming</h2>
        <p className="problem">{problem ?? 'Asking the app…'}</p>
      </section>
    );
  return (
    <section className="streaming" aria-labelledby="streaming-title">
      <h2 id="streaming-title">Streaming</h2>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <Toggle
        label="Stream the table"
        hint="A page of the match as the audience may see it (no hidden dice or cards), for an OBS browser source. Only this computer can open it."
        value={status.enabled}
        onChange={(enabled) => void configure({ enabled })}
      />
      <NumberField
        label="Port"
        value={status.port}
        min={1024}
        max={65_535}
        onCommit={(port) => void configure({ port })}
      />
      {status.url && (
        <>
          <CopyableUrl label="Audience page" url={status.url} />
          <p className="hint">
            Add <code>?layout=overlay&amp;transparent=1</code> for the scoreboard alone over your
            camera, <code>layout=table</code> for the table alone, <code>camera=overview</code> to
            keep the whole table in view. {status.listeners.audience} page(s) watching.
          </p>
          <div className="buttons">
            <button type="button" onClick={() => void newToken()}>
              New address
            </button>
            {(Object.keys(AUDIENCE_WINDOW_SIZES) as AudienceWindowSize[]).map((size) => (
              <button key={size} type="button" onClick={() => void openWindow(size)}>
                Audience window {size.replace('x', '×')}
              </button>
            ))}
          </div>
        </>
      )}
      <Toggle
        label="Commentator view"
        hint={
          <span className="warning">
            Shows every player’s hidden dice and cards to whoever has its address, after the delay
            below. Give it only to a caster you trust, never put it on the stream itself.
          </span>
        }
        value={status.commentator}
        onChange={(commentator) => void configure({ commentator })}
      />
      <NumberField
        label="Commentator delay (seconds)"
        value={status.commentatorDelaySeconds}
        min={COMMENTATOR_DELAY.min}
        max={COMMENTATOR_DELAY.max}
        onCommit={(commentatorDelaySeconds) => void configure({ commentatorDelaySeconds })}
      />
      {status.commentatorUrl && (
        <CopyableUrl label="Commentator page" url={status.commentatorUrl} />
      )}
    </section>
  );
}
