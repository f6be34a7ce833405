import { useState } from 'react';
import { gameInfo } from '../../shared/games/catalog';
import { useKeys } from '../input/keymap';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { useSaves } from '../stores/saves';
import { KeysHelp } from './KeysHelp';

/** The table's menu: save under a name, take back, rules, settings, leave. */
export function TableMenu() {
  const { go } = useNavigation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const saveAs = useSaves((s) => s.saveAs);
  const id = useMatch((s) => s.table?.game.id);
  const keys = useMatch((s) => s.table?.keys ?? []);
  const gameId = (id && gameInfo(id)?.id) || null;
  // Escape opens the menu on the table and closes it again, as in most games.
  useKeys('host', { escape: () => setOpen(true) }, !open);
  useKeys('dialog', { escape: () => setOpen(false) }, open);

  async function save(): Promise<void> {
    const file = useMatch.getState().toSave(name.trim() || 'Saved game');
    if (!file) return;
    const done = await saveAs(file.name, file);
    setMessage(
      done ? `Saved as “${file.name}”.` : (useSaves.getState().problem ?? 'Could not save.'),
    );
  }

  return (
    <div className="table-menu">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="table-menu-panel"
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      {open && (
        <div
          id="table-menu-panel"
          className="hud-panel menu-panel"
          role="dialog"
          aria-label="Table menu"
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <label htmlFor="save-name">Save as</label>
            <input
              id="save-name"
              value={name}
              placeholder="Name this save"
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit">Save</button>
          </form>
          {message && <p role="status">{message}</p>}
          <KeysHelp keys={keys} />
          <button type="button" onClick={() => go({ name: 'rules', gameId })}>
            Rules
          </button>
          <button type="button" onClick={() => go({ name: 'settings' })}>
            Settings
          </button>
          <button
            type="button"
            onClick={() => {
              useMatch.getState().close();
              go({ name: 'home' });
            }}
          >
            Leave to home (autosaved)
          </button>
        </div>
      )}
    </div>
  );
}
