import { useEffect, useRef, useState } from 'react';
import type { StakesProps } from './props';

const SHOWN_MS = 2200;

/**
 * A bust is made unmistakable: a strip at the top of the table for a moment, gone as soon
 * as the next player acts.
 */
export function BustBanner({ view, seats }: StakesProps) {
  const total = view.story.busts.reduce((a, b) => a + b, 0);
  // A bust ends the turn, so whoever busted sat just before the player now to move.
  const buster = seats[(view.current - 1 + seats.length) % seats.length]?.name ?? 'A player';
  const seen = useRef({ total, view });
  const [who, setWho] = useState<string | null>(null);
  useEffect(() => {
    if (total > seen.current.total) setWho(buster);
    else if (view !== seen.current.view) setWho(null);
    seen.current = { total, view };
  }, [total, view, buster]);
  // Its own timer, so the moves that follow a bust do not cancel the banner's going away.
  useEffect(() => {
    if (!who) return;
    const timer = setTimeout(() => setWho(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [who]);
  if (!who || view.phase === 'over') return null;
  return (
    <div className="bust-banner" role="alert">
      Bust! {who} loses this turn’s climb.
    </div>
  );
}
