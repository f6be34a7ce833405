import { useState } from 'react';
import { useNavigation } from '../stores/navigation';
import { useOnline } from './online-store';

/** Taking a seat at a friend's table: their address, the invite they sent, and your name. */
export function JoinScreen() {
  const go = useNavigation((s) => s.go);
  const back = useNavigation((s) => s.back);
  const [address, setAddress] = useState('');
  const [invite, setInvite] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const join = async (): Promise<void> => {
    if (!name.trim()) return setProblem('Type your name: the others see it at the table.');
    setBusy(true);
    setProblem(null);
    const failed = await useOnline.getState().join(address, invite, name);
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
        <div className="field">
          <label htmlFor="join-address">
            Address <small>the host’s, like 192.168.1.20:2567</small>
          </label>
          <input id="join-address" value={address} onChange={(e) => setAddress(e.target.value)} />
        </div>
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
            {busy ? 'Joining…' : 'Join'}
          </button>
        </div>
      </form>
    </main>
  );
}
