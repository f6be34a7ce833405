/**
 * The audience feed: for each new action, what anyone watching may receive. It is built
 * from the public view, the log line and the throws the public may see; a throw made
 * under the cup is held back until the game's public view shows its faces.
 */
import type { AnyGame, BaseAction, Pending, ThrowAction } from '../engine/contract';
import type { SeatInfo } from '../engine/record';
import { isThrow } from '../engine/throws';
import type { ThrowRecord } from '../dice/record';
import type { AudienceFrame, ShownThrow } from './frames';
import type { FeedRules } from './games';

/** One action of the match, with the states either side and the physical throw behind it. */
export interface FeedStep {
  readonly index: number;
  readonly before: unknown;
  readonly action: BaseAction;
  readonly after: unknown;
  /** What the game waited for before the action (a throw says its dice and whether hidden). */
  readonly pending: Pending;
  readonly line: string;
  readonly record: ThrowRecord | null;
}

export interface AudienceFeed {
  /** Hidden throws not yet shown, by the key their game shows them under. */
  readonly withheld: readonly { readonly key: string; readonly shown: ShownThrow }[];
  readonly log: readonly string[];
  /** The last throw the public has seen, for a page that joins late. */
  readonly lastThrow: ShownThrow | null;
}

export const emptyAudienceFeed: AudienceFeed = { withheld: [], log: [], lastThrow: null };

export interface MatchInfo {
  readonly game: AnyGame;
  readonly rules: FeedRules;
  readonly seats: readonly SeatInfo[];
}

const sameFaces = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The throw this step made, if it threw dice. */
export function throwOf(step: FeedStep): (ShownThrow & { readonly hidden: boolean }) | null {
  if (step.pending.kind !== 'throw' || !isThrow(step.action)) return null;
  return {
    index: step.index,
    seat: step.action.seat,
    purpose: step.pending.purpose,
    dice: step.pending.dice,
    faces: step.action.faces,
    record: step.record,
    revealed: false,
    hidden: step.pending.hidden,
  };
}

function frame(
  match: MatchInfo,
  state: unknown,
  fields: Pick<AudienceFrame, 'kind' | 'actions' | 'last' | 'log' | 'throws'>,
): AudienceFrame {
  const view = match.game.view(state, 'public');
  return {
    ...fields,
    gameId: match.game.id,
    gameName: match.game.name,
    seats: match.seats.map((seat, i) => {
      const colour = match.rules.seatColours?.[i];
      return colour ? { ...seat, colour } : seat;
    }),
    view,
    pending: match.game.next(state),
    standings: match.rules.standings(view),
  };
}

export function audienceStep(
  match: MatchInfo,
  feed: AudienceFeed,
  step: FeedStep,
): { feed: AudienceFeed; frame: AudienceFrame } {
  const thrown = throwOf(step);
  let withheld = feed.withheld;
  const open: ShownThrow[] = [];
  if (thrown?.hidden) {
    const { hidden: _hidden, ...shown } = thrown;
    const key = match.rules.hiddenThrowKey(step.before, step.action as ThrowAction);
    withheld = [...withheld, { key, shown: { ...shown, revealed: true } }];
  } else if (thrown) {
    const { hidden: _hidden, ...shown } = thrown;
    open.push(shown);
  }
  const shownNow = match.rules.shownThrows(match.game.view(step.after, 'public'));
  const revealed = withheld.filter((w) => {
    const faces = shownNow.get(w.key);
    return faces !== undefined && sameFaces(faces, w.shown.faces);
  });
  withheld = withheld.filter((w) => !revealed.includes(w));
  const throws = [...open, ...revealed.map((w) => w.shown)];
  const next: AudienceFeed = {
    withheld,
    log: [...feed.log, step.line],
    // A hidden throw puts new dice in play: a page joining later sees no stale dice either.
    lastThrow: throws.at(-1) ?? (thrown?.hidden ? null : feed.lastThrow),
  };
  return {
    feed: next,
    frame: frame(match, step.after, {
      kind: 'action',
      actions: step.index + 1,
      last: { index: step.index, seat: step.action.seat, type: step.action.type, line: step.line },
      log: [step.line],
      throws,
    }),
  };
}

/** Everything a page joining now needs: the whole public log and the last visible throw. */
export function audienceSnapshot(
  match: MatchInfo,
  feed: AudienceFeed,
  state: unknown,
  actions: number,
  last: AudienceFrame['last'],
): AudienceFrame {
  return frame(match, state, {
    kind: 'snapshot',
    actions,
    last,
    log: feed.log,
    throws: feed.lastThrow ? [feed.lastThrow] : [],
  });
}
