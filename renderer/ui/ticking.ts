/**
 * Clocks a person reads: how long something has lasted, or how long is left, each counted
 * from a moment on this page's clock and shown to the second.
 */
import { useEffect, useState } from 'react';

/** This page's clock, read again every second while `running`. */
export function useNow(running = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    // At once, then every second: a clock started long after mounting shows no old time.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

/** Time left as "1:42" or "0:07", rounded up: "0:00" shows only once it has run out. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A wait in words: "2 minutes", "90 seconds", "1 minute". */
export function waitWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 !== 0 || seconds === 0) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
