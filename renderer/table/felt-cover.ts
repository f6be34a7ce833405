/**
 * A game board that covers the whole felt says so, and the table leaves the felt out while
 * it is there: software WebGL shades a hidden surface as dearly as a visible one, so the
 * felt under a full board would cost as much as the board itself.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

export const useFeltCover = create<{ readonly boards: number }>(() => ({ boards: 0 }));

/** Called by a board that covers every bit of felt inside the rim, for as long as it is shown. */
export function useCoverFelt(): void {
  useEffect(() => {
    useFeltCover.setState((s) => ({ boards: s.boards + 1 }));
    return () => useFeltCover.setState((s) => ({ boards: s.boards - 1 }));
  }, []);
}
