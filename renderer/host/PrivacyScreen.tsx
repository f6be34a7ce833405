import { useKeys } from '../input/keymap';
import { useViewer } from '../stores/viewer';

/** Covers the table at a hot-seat handover until the next person alone is at the screen. */
export function PrivacyScreen({ name }: { readonly name: string }) {
  const confirm = useViewer((s) => s.confirm);
  useKeys('dialog', { enter: confirm });
  return (
    <div className="privacy-screen" role="dialog" aria-modal="true" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Pass to {name}</h2>
      <p>Press Enter when only {name} can see the screen.</p>
      <button type="button" className="primary" autoFocus onClick={confirm}>
        I am {name}, show my table
      </button>
    </div>
  );
}
