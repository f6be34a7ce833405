import { useSettings } from '../stores/settings';
import { DisclosureIcon } from '../ui/icons';

interface LogHeadingProps {
  /** The id of the list the button folds. */
  readonly controls: string;
  readonly open: boolean;
  readonly onToggle: () => void;
}

/** The game log's heading as a button: folded, the log shows only this (see app.css). */
export function LogHeading({ controls, open, onToggle }: LogHeadingProps) {
  return (
    <h2>
      <button
        type="button"
        className="log-toggle"
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        <DisclosureIcon />
        Log
      </button>
    </h2>
  );
}

/**
 * The heading that folds the game log away and opens it again. Open or folded is a
 * setting, so the log stays as the player left it, next game and next time the app opens.
 */
export function LogToggle({ controls }: { readonly controls: string }) {
  const open = useSettings((s) => s.settings.gameLogOpen);
  const update = useSettings((s) => s.update);
  return (
    <LogHeading
      controls={controls}
      open={open}
      onToggle={() => void update({ gameLogOpen: !open })}
    />
  );
}
