import { useState } from 'react';
import { isGuestPage, pageAddress } from '../bridge/guest';
import { useNavigation } from '../stores/navigation';
import { FormFooter, TextField } from '../ui/FormParts';
import { useOnline } from './online-store';
import { FairPromise } from './FairDice';

/**
 * Taking a seat at a friend's table (their address, the invite they sent, and your name),
 * or watching it in no seat with the table's code: what a stream shows.
 */
export function JoinScreen() {
  const go = useNavigation((s) => s.go);
  const back = useNavigation((s) => s.back);
  const [watching, setWatching] = useState(false);
  // A guest's page came from the table server itself: its address is the page's own.
  const guest = isGuestPage();
  const [address, setAddress] = useState(() => (guest ? pageAddress(location) : ''));
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
        {guest ? (
          <p className="join-server">
            The table server at <strong>{location.host}</strong>
          </p>
        ) : (
          <TextField
            id="join-address"
            label="Address"
            hint="the host’s, like 192.168.1.20:2567"
            value={address}
            onChange={setAddress}
          />
        )}
        {watching ? (
          <TextField
            id="join-code"
            label="Table code"
            hint="ten letters and digits, the first part of any invite"
            value={code}
            onChange={setCode}
            code
          />
        ) : (
          <>
            <TextField
              id="join-invite"
              label="Invite code"
              hint="the one the host sent you"
              value={invite}
              onChange={setInvite}
              code
            />
            <TextField
              id="join-name"
              label="Your name"
              value={name}
              onChange={setName}
              maxLength={24}
            />
          </>
        )}
        <FormFooter problem={problem} onBack={back}>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Joining…' : watching ? 'Watch' : 'Join'}
          </button>
        </FormFooter>
      </form>
      <FairPromise />
    </main>
  );
}
