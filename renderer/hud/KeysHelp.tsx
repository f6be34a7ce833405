import type { KeyUse } from '../contract/game-table';
import { HOST_KEY_USES } from '../input/keymap';

const KEY_NAMES: Readonly<Record<string, string>> = {
  space: 'Space',
  escape: 'Esc',
  enter: 'Enter',
  'ctrl+z': 'Ctrl+Z',
  arrowleft: '←',
  arrowright: '→',
  arrowup: '↑',
  arrowdown: '↓',
  home: 'Home',
  end: 'End',
};

const keyLabel = (key: string): string => KEY_NAMES[key] ?? key.toUpperCase();

/** Every key the table answers to, the table's own and the host's, with what each does. */
export function KeysHelp({ keys }: { readonly keys: readonly KeyUse[] }) {
  return (
    <details className="keys-help">
      <summary>Keys</summary>
      <dl>
        {[...keys, ...HOST_KEY_USES].map((use) => (
          <div key={`${use.key} ${use.does}`}>
            <dt>
              <kbd>{keyLabel(use.key)}</kbd>
            </dt>
            <dd>{use.does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
