import { useState } from 'react';
import { HAND_DICE } from '../../../shared/games/river-dice';
import { useKeys } from '../../input/keymap';
import { useNow } from '../../ui/ticking';
import type { RiverProps } from './props';
import { bidderAtScreen, raise, type Bidder } from './turn';

/**
 * How long ago the bidder was asked, ticking once a second: from when the game began
 * waiting (the server's moment at an online table, the same on every screen), else from
 * when this panel was drawn.
 */
function Clock({ since }: { readonly since: number | undefined }) {
  const [drawn] = useState(Date.now);
  const now = useNow();
  const seconds = Math.max(0, Math.floor((now - (since ?? drawn)) / 1000));
  return <span className="rv-clock">asked {seconds} s ago</span>;
}

/**
 * "+1 (bid 6)": the bid it makes is in its name, and its key is a shortcut beside the name
 * rather than part of it, so the name is what a person reads and a lesson can point at.
 */
function RaiseButton({
  bidder,
  more,
  shortcut,
  onPress,
}: {
  readonly bidder: Bidder;
  readonly more: number;
  readonly shortcut: string;
  readonly onPress: () => void;
}) {
  const bid = raise(bidder, more);
  const name = `+${more} (bid ${bid?.amount ?? bidder.high + more})`;
  return (
    <button
      type="button"
      aria-label={name}
      aria-keyshortcuts={shortcut}
      disabled={!bid}
      onClick={onPress}
    >
      {name} <kbd>{shortcut}</kbd>
    </button>
  );
}

/** The die on offer, the high bid and who must answer; the viewer's bid buttons on their turn. */
export function AuctionPanel(props: RiverProps) {
  const { view, seats, act } = props;
  const auction = view.auction!;
  const bidder = bidderAtScreen(props);
  const [amount, setAmount] = useState('');
  const name = (seat: number) => seats[seat]?.name ?? `Seat ${seat + 1}`;
  const die = HAND_DICE[auction.die]!;
  const answering = seats[auction.turn];
  const onThisDie = view.bids.filter((b) => b.die === auction.die);
  const play = (more: number) => {
    const bid = bidder && raise(bidder, more);
    if (bid) act(bid);
  };

  useKeys(
    'game',
    {
      '+': () => play(1),
      '=': () => play(1),
      '5': () => play(5),
      p: () => {
        if (bidder) act(bidder.pass);
      },
    },
    bidder !== null,
  );

  const typed = Number(amount);
  const typedBid = bidder && Number.isInteger(typed) ? bidder.bid(typed) : null;
  return (
    <section className="panel rv-auction" aria-label="The auction">
      <h2>
        On offer: the banker&rsquo;s {die}, showing {view.banker![auction.die]}
      </h2>
      <p className="rv-high">
        {auction.leader === null
          ? 'No bid yet'
          : `High bid: ${auction.high} gold by ${name(auction.leader)}`}
      </p>
      <p className="rv-answer" aria-live="polite">
        To answer: <strong title={name(auction.turn)}>{name(auction.turn)}</strong>
        {answering?.kind === 'computer' ? ' (thinking…)' : ''} ·{' '}
        <Clock key={`${auction.die}:${auction.turn}:${auction.high}`} since={props.waitingSince} />
      </p>
      {onThisDie.length > 0 && (
        <p className="rv-bids">
          {onThisDie
            .map((b) =>
              b.amount === null ? `${name(b.seat)} passes` : `${name(b.seat)} ${b.amount}`,
            )
            .join(' · ')}
        </p>
      )}
      {bidder && (
        <div className="rv-bid-buttons">
          <RaiseButton bidder={bidder} more={1} shortcut="+" onPress={() => play(1)} />
          <RaiseButton bidder={bidder} more={5} shortcut="5" onPress={() => play(5)} />
          <button
            type="button"
            aria-label="Pass"
            aria-keyshortcuts="P"
            onClick={() => act(bidder.pass)}
          >
            Pass <kbd>P</kbd>
          </button>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (typedBid) act(typedBid);
            }}
          >
            <label>
              Bid{' '}
              <input
                type="number"
                min={bidder.high + 1}
                max={bidder.most}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-label="Your bid in gold"
              />
            </label>
            <button type="submit" disabled={!typedBid}>
              Bid
            </button>
          </form>
          <p className="hint">
            {bidder.most <= bidder.high
              ? `You have ${bidder.most} gold: you can only pass.`
              : `Or drag coins from your purse to the lit die (one more than the high bid). You have ${bidder.most} gold.`}
          </p>
        </div>
      )}
    </section>
  );
}
