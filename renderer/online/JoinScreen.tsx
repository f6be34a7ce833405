import { useState } from 'react';
import { useNavigation } from '../stores/navigation';
import { useOnline } from './online-store';

/**
 * Taking a seat at a friend's table (their address, the invite they sent, and your name),
 * or watching it in no seat with the table's code: what a stream shows.
 */
export function JoinScreen() {
  const go = useNavigation((s) => s.go);
  const back = useNavigation((s) => s.back);
  const [watching, setWatching] = useState(false);
  const [address, setAddress] = useState('');
  const [invite, setInvite] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const join = async (): Promise<void> => {
    if (!watching && !name.trim())
      return setProblem('Type your name: the others see it at the table.');
    setBusy(true);
    setProblem(null);
    const online = useOnline.getState();
    const failed = watching
      ? await online.watch(address, code)
      : await online.join(address, invite, name);
    setBusy(false);
    if (failed) setProblem(failed);
    else go({ name: 'online' });
  };

  return (
    <main className="screen panel online-join" aria-labelledby="join-title">
      <h1 id="join-title">Join an online game</h1>
      <form
        className="new-game-form"
        onSubmit={(e) => {
          e.preventDefault();
          void join();
        }}
      >
        <fieldset className="field join-as">
          <legend>Join as</legend>
          <label>
            <input
              type="radio"
              name="join-as"
              checked={!watching}
              onChange={() => {
                setWatching(false);
                setProblem(null);
              }}
            />{' '}
            A player, with an invite
          </label>
          <label>
            <input
              type="radio"
              name="join-as"
              checked={watching}
              onChange={() => {
                setWatching(true);
                setProblem(null);
              }}
            />{' '}
            A watcher: see the table, play no seat
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="join-address">
            Address <small>the host’s, like 192.168.1.20:2567</small>
          </label>
          <input id="join-address" value={address} onChange={(e) => setAddress(e.target.value)} />
        </div>
        {watching ? (
          <div className="field">
            <label htmlFor="join-code">
              Table code <small>ten letters and digits, the first part of any invite</small>
            </label>
            <input
              id="join-code"
              value={code}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        ) : (
          <>
            <div className="field">
              <label htmlFor="join-invite">
                Invite code <small>the one the host sent you</small>
              </label>
              <input
                id="join-invite"
                value={invite}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setInvite(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="join-name">Your name</label>
              <input
                id="join-name"
                value={name}
                maxLength={24}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
          </>
        )}
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <div className="buttons">
          <button type="button" onClick={back}>
            Back
          </button>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Joining…' : watching ? 'Watch' : 'Join'}
          </button>
        </div>
      </form>
    </main>
  );
}
