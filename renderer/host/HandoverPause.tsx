import { useKeys } from '../input/keymap';

/**
 * Holds a hot-seat handover while the table shows a moment everyone at the screen should
 * see (River's showdown): the public table stays in view until someone passes the screen on.
 */
export function HandoverPause({
  name,
  onPass,
}: {
  readonly name: string;
  readonly onPass: () => void;
}) {
  useKeys('dialog', { enter: onPass });
  return (
    <section className="hud-panel handover-pause" aria-labelledby="handover-pause-title">
      <h2 id="handover-pause-title">Everyone can see this</h2>
      <p>When all at the screen have seen it, pass the screen to {name}.</p>
      <button type="button" className="primary" onClick={onPass}>
        Pass to {name} <kbd>Enter</kbd>
      </button>
    </section>
  );
}
