/**
 * Why a result came out, in the game's words: a bust names every sum the dice made and
 * what blocks its path; a secured path and a win say what the rules make of them. The
 * table shows these where the result is, so a player never needs the rules page for them.
 */
import type { Seat } from '../../engine/contract';
import { leaderOn, type Board } from './board';
import { busts } from './choices';
import { LEADERS, PATH_LENGTH, PATHS, PAIRED_DICE } from './rules';

/** "path 7", "paths 2 and 7", "paths 2, 7 and 12". */
function listPaths(paths: readonly number[]): string {
  if (paths.length === 1) return `path ${paths[0]}`;
  return `paths ${paths.slice(0, -1).join(', ')} and ${paths[paths.length - 1]}`;
}

function listAnd(items: readonly string[]): string {
  return items.length === 1
    ? items[0]!
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const cap = (text: string): string => text[0]!.toUpperCase() + text.slice(1);

/** Every pair of the four dice with its sum, "1+4=5", lower die first, each written once. */
function pairSums(faces: readonly number[]): { text: string; sum: number }[] {
  const seen = new Set<string>();
  const out: { text: string; sum: number }[] = [];
  for (const pairing of PAIRED_DICE)
    for (const [i, j] of pairing) {
      const [low, high] = [faces[i]!, faces[j]!].sort((a, b) => a - b);
      const sum = low! + high!;
      const text = `${low}+${high}=${sum}`;
      if (!seen.has(text)) {
        seen.add(text);
        out.push({ text, sum });
      }
    }
  return out;
}

/** What blocks each of the sums, grouped so that one reason is said once. */
function blocks(board: Board, sums: readonly number[]): string[] {
  const said: string[] = [];
  const needLeader: number[] = [];
  for (const path of sums) {
    const owner = board.secured[path];
    if (owner !== null && owner !== undefined) {
      said.push(`path ${path} is secured by Seat ${owner + 1}`);
      continue;
    }
    const leader = leaderOn(board, path);
    if (leader && leader.position >= PATH_LENGTH[path]!)
      said.push(`the leader on path ${path} already stands on its stepping stone`);
    else if (!leader && board.leaders.length >= LEADERS) needLeader.push(path);
  }
  if (needLeader.length > 0) {
    const busy = board.leaders.map((l) => l.path).sort((a, b) => a - b);
    said.push(
      `${listPaths(needLeader)} would need a new leader, and all three are on ${listPaths(busy)}`,
    );
  }
  return said;
}

/**
 * Why this throw busts, or null when it does not: every sum the dice make and what
 * stops each one, then what the bust costs.
 */
export function bustReason(board: Board, faces: readonly number[]): string | null {
  if (faces.length !== 4 || !busts(board, faces)) return null;
  const pairs = pairSums(faces);
  const sums = [...new Set(pairs.map((p) => p.sum))].sort((a, b) => a - b);
  // Under on-stop securing a leader on a stepping stone has secured nothing yet.
  const reached = board.leaders
    .filter((l) => l.position >= PATH_LENGTH[l.path]!)
    .map((l) => l.path)
    .sort((a, b) => a - b);
  const lost =
    reached.length > 0
      ? ` ${cap(listPaths(reached))}, reached but not secured, ${reached.length === 1 ? 'is' : 'are'} lost.`
      : '';
  const kept = PATHS.filter((p) => board.secured[p] === board.current);
  const keeps =
    kept.length > 0
      ? ` Secured ${listPaths(kept)} stay${kept.length === 1 ? 's' : ''} secured.`
      : '';
  return (
    `No pair of the dice makes a sum on a path Seat ${board.current + 1} may still climb` +
    ` (${listAnd(pairs.map((p) => p.text))}): ${blocks(board, sums).join('; ')}.` +
    ` The leaders go back to the pool and this turn’s progress is lost.${lost}${keeps}`
  );
}

/** Who stood on a path before it was secured and goes home now, "Seat 2’s team member". */
function sentHome(before: Board, path: number, seat: Seat): string[] {
  return before.members.flatMap((row, s) =>
    s !== seat && row[path]! > 0 ? [`Seat ${s + 1}’s team member`] : [],
  );
}

/**
 * Why each path newly secured between two boards is secured, one sentence per path, with
 * the win when it is the third.
 */
export function securedReasons(before: Board, after: Board): string[] {
  const fresh = PATHS.filter((p) => before.secured[p] === null && after.secured[p] !== null);
  const lines = fresh.map((path) => {
    const seat = after.secured[path]!;
    const home = sentHome(before, path, seat);
    const homeText =
      home.length > 0
        ? `; ${listAnd(home)} on it go${home.length === 1 ? 'es' : ''} back to the near bank`
        : '';
    return (
      `A leader of Seat ${seat + 1} reached the stepping stone of path ${path}, so path ${path}` +
      ` is secured for Seat ${seat + 1} for good and nobody may climb it again${homeText}.`
    );
  });
  const won = winReason(after);
  return won && before.winner === null ? [...lines, won] : lines;
}

/** Why the game is won, or null while nobody has won. */
export function winReason(board: Board): string | null {
  if (board.winner === null) return null;
  const paths = PATHS.filter((p) => board.secured[p] === board.winner);
  return (
    `Seat ${board.winner + 1} has secured ${listPaths(paths)}, and the first to secure` +
    ` three paths wins at once.`
  );
}
