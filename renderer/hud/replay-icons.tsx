/** Replay buttons drawn as shapes: the bundled fonts have no media-control glyphs. */
const PATHS = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  previous: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  last: 'M11 3h2v10h-2zM3 3v10l7-5z',
} as const;

export function ReplayIcon({ shape }: { readonly shape: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[shape]} fill="currentColor" />
    </svg>
  );
}
