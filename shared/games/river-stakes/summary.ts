/**
 * The table read aloud from a seat's view: who has secured which paths, where each team's
 * members stand and where the leaders have climbed this turn. River Stakes hides nothing,
 * so every viewer hears the same.
 */
import { listInWords } from '../../engine/words';
import { PATH_LENGTH, PATHS_TO_WIN } from './rules';
import type { StakesState } from './state';

const at = (path: number, position: number): string =>
  `path ${path} at ${position} of ${PATH_LENGTH[path]!}`;

function teamLine(s: StakesState, seat: number, name: string): string {
  const secured = s.secured.flatMap((by, path) => (by === seat ? [path] : []));
  const standing = s.members[seat]!.flatMap((position, path) =>
    position > 0 && s.secured[path] !== seat ? [at(path, position)] : [],
  );
  const paths =
    secured.length === 0
      ? 'no path secured'
      : `secured ${secured.length === 1 ? 'path' : 'paths'} ${listInWords(secured.map(String))}`;
  const members =
    standing.length === 0 ? 'no team members out' : `team members on ${listInWords(standing)}`;
  return `${name}: ${paths}; ${members}.`;
}

export function stakesSummary(s: StakesState, seats: readonly { readonly name: string }[]): string {
  const names = seats.map((seat) => seat.name);
  const lines = names.map((name, seat) => teamLine(s, seat, name));
  if (s.phase !== 'start' && s.phase !== 'over') {
    const leaders = [...s.leaders].sort((a, b) => a.path - b.path);
    lines.push(
      leaders.length === 0
        ? `No leaders out for ${names[s.current]!} yet.`
        : `${names[s.current]!}'s leaders: ${listInWords(leaders.map((l) => at(l.path, l.position)))}.`,
    );
    if (s.phase === 'choose' && s.faces) lines.push(`The dice show ${s.faces.join(', ')}.`);
  }
  lines.push(`${PATHS_TO_WIN} secured paths win.`);
  return lines.join(' ');
}
