import type { ReactNode } from 'react';

/**
 * The space under the top bar where a table's panels live. app.css gives each kind of
 * panel a region of this grid (left, top, bottom, right), so no panel reaches over the top
 * bar, a long one scrolls inside its region, and the menu and dialogs sit above them all.
 */
export function HudStage({ children }: { readonly children: ReactNode }) {
  return <div className="hud-stage">{children}</div>;
}
