import { useEffect } from 'react';
import { useMatch } from '../stores/match';

/** How long a refusal stays when no key is pressed meanwhile: long enough to read twice. */
export const REFUSAL_FADES_MS = 6000;

/**
 * The last refusal or problem, above the table's centre (never over the panels at its
 * sides). A refusal fades after a few seconds or at the next key; a problem (a save that
 * failed) stays until the next action.
 */
export function Notice() {
  const notice = useMatch((s) => s.notice);
  const told = useMatch((s) => s.told);
  const lasts = useMatch((s) => s.noticeLasts);
  useEffect(() => {
    if (notice === null || lasts) return;
    const fade = (): void => {
      if (useMatch.getState().told === told) useMatch.getState().tell(null);
    };
    const timer = setTimeout(fade, REFUSAL_FADES_MS);
    window.addEventListener('keydown', fade);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', fade);
    };
  }, [notice, told, lasts]);
  if (notice === null) return null;
  return (
    <p className="notice" role="alert">
      {notice}
    </p>
  );
}
