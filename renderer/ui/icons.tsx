/**
 * Small media and disclosure icons drawn as inline SVG: the bundled fonts have no glyphs
 * for ⏮ ⏭ and friends, which drew as empty boxes. Each icon is decorative (aria-hidden);
 * the button that holds it carries the words. Drawn in `currentColor`, 1em square.
 */
import type { ReactNode } from 'react';

function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A bar and a triangle pointing left: back to the first move. */
export function FirstIcon() {
  return (
    <Icon>
      <rect x="2" y="3" width="2" height="10" />
      <path d="M14 3v10L5 8z" />
    </Icon>
  );
}

/** A triangle pointing left: one move back. */
export function PreviousIcon() {
  return (
    <Icon>
      <path d="M12 3v10L3 8z" />
    </Icon>
  );
}

/** A triangle pointing right: one move on. */
export function NextIcon() {
  return (
    <Icon>
      <path d="M4 3v10l9-5z" />
    </Icon>
  );
}

/** A triangle pointing right and a bar: on to the last move. */
export function LastIcon() {
  return (
    <Icon>
      <path d="M2 3v10l9-5z" />
      <rect x="12" y="3" width="2" height="10" />
    </Icon>
  );
}

/** A chevron pointing down; a folded panel turns it to point right (see app.css). */
export function DisclosureIcon() {
  return (
    <Icon>
      <path d="M3 5.5 8 10.5 13 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}
