import { useState } from 'react';
import { gameInfo } from '../../../shared/games/catalog';
import type { SaveSummary } from '../../../shared/saves/format';
import { useOpenSave } from '../../app/useOpenSave';
import { useSaves } from '../../stores/saves';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SaveRow({ save }: { readonly save: SaveSummary }) {
  const open = useOpenSave();
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
            {save.name}
            {save.autosave && <span className="badge">autosave</span>}
          </>
        )}
      </td>
      <td>{gameInfo(save.gameId)?.name ?? save.gameId}</td>
      <td>{save.players.join(', ')}</td>
      <td>{when.format(new Date(save.savedAt))}</td>
      <td>{save.turnLabel}</td>
      <td className="row-actions">
        <button type="button" onClick={() => void open(save.id)}>
          Load
        </button>
        <button type="button" onClick={() => setEditing((e) => !e)}>
          Rename
        </button>
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
