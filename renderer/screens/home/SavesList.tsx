import { useState } from 'react';
import { gameInfo } from '../../../shared/games/catalog';
import type { SaveSummary } from '../../../shared/saves/format';
import { useOpenSave } from '../useOpenSave';
import { useNavigation } from '../../stores/navigation';
import { useReplay } from '../../stores/replay';
import { useSaves } from '../../stores/saves';
import { saveTitle } from './save-title';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Opens a save; a finished game opens on its replay, from the first move. */
function useOpenRow(save: SaveSummary): () => Promise<void> {
  const open = useOpenSave();
  return async () => {
    await open(save.id);
    if (save.finished && useNavigation.getState().screen.name === 'table')
      useReplay.getState().start();
  };
}

function SaveRow({ save }: { readonly save: SaveSummary }) {
  const open = useOpenRow(save);
  const { rename, remove } = useSaves();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(save.name);
  const [confirming, setConfirming] = useState(false);
  return (
    <tr data-save={save.id}>
      <td>
        {editing ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setEditing(false);
              void rename(save.id, name);
            }}
          >
            <input
              aria-label="New name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              maxLength={80}
            />
          </form>
        ) : (
          <>
            {saveTitle(save, new Date())}
            {save.autosave && <span className="badge">autosave</span>}
          </>
        )}
      </td>
      <td>{gameInfo(save.gameId)?.name ?? save.gameId}</td>
      <td>{save.players.join(', ')}</td>
      <td>{when.format(new Date(save.savedAt))}</td>
      <td>{save.turnLabel}</td>
      <td className="row-actions">
        <button type="button" onClick={() => void open()}>
          {save.finished ? 'Watch again' : 'Load'}
        </button>
        {/* An autosave is named by what it holds and rewritten after every move: nothing to rename. */}
        {!save.autosave && (
          <button type="button" onClick={() => setEditing((e) => !e)}>
            Rename
          </button>
        )}
        {confirming ? (
          <>
            <button type="button" className="danger" onClick={() => void remove(save.id)}>
              Delete for good
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            Delete
          </button>
        )}
      </td>
    </tr>
  );
}

export function SavesList() {
  const { listing, problem, loading } = useSaves();
  return (
    <section className="saves" aria-labelledby="saves-title">
      <h2 id="saves-title">Saved games</h2>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      {listing.saves.length === 0 && !loading ? (
        <p className="empty">No saved games yet. Every game autosaves after each move.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Game</th>
              <th scope="col">Players</th>
              <th scope="col">Saved</th>
              <th scope="col">Turn</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.saves.map((save) => (
              <SaveRow key={save.id} save={save} />
            ))}
          </tbody>
        </table>
      )}
      {listing.damaged.length > 0 && (
        <div className="damaged" role="status">
          <h3>Saves that could not be read</h3>
          <p>They were set aside in the saves folder, untouched, so nothing is lost.</p>
          <ul>
            {listing.damaged.map((d) => (
              <li key={d.file} data-damaged={d.file}>
                <code>{d.file}</code>: {d.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
