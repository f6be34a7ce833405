/**
 * Follows a match as its record grows: each call gets the whole record (and the throw
 * records the table kept) and answers with the frames to send. A record that merely
 * grew gives one frame per new action; anything else (a new match, a load, a take-back)
 * starts over with one snapshot.
 */
import { IllegalActionError, type AnyGame, type BaseAction } from '../engine/contract';
import { RecordError, replay, type MatchRecord } from '../engine/record';
import { readableError } from '../engine/schema-errors';
import { stableStringify } from '../engine/stable-json';
import { isThrow } from '../engine/throws';
import {
  audienceSnapshot,
  audienceStep,
  emptyAudienceFeed,
  type AudienceFeed,
  type FeedStep,
  type MatchInfo,
} from './audience';
import { commentatorSnapshot, commentatorStep } from './commentator';
import type { AudienceFrame, CommentatorFrame } from './frames';
import { feedRulesFor } from './games';
import { matchingThrowRecord } from './throws';

export interface Followed {
  readonly record: MatchRecord;
  readonly state: unknown;
  readonly audience: AudienceFeed;
  readonly lastStep: FeedStep | null;
}

export interface FollowResult {
  readonly followed: Followed;
  readonly audience: readonly AudienceFrame[];
  readonly commentator: readonly CommentatorFrame[];
}

/** The record's header: two records with the same header and a shared prefix are one match. */
const header = (record: MatchRecord): string => stableStringify({ ...record, actions: null });

function grewFrom(previous: Followed | null, record: MatchRecord): previous is Followed {
  if (!previous || header(previous.record) !== header(record)) return false;
  const old = previous.record.actions;
  return (
    old.length <= record.actions.length &&
    old.every(
      (action, i) =>
        action === record.actions[i] ||
        stableStringify(action) === stableStringify(record.actions[i]),
    )
  );
}

/** Plays one action: the step with its log line and the throw record that goes with it. */
function stepOf(
  game: AnyGame,
  state: unknown,
  recorded: BaseAction,
  index: number,
  throws: Readonly<Record<string, unknown>>,
): FeedStep {
  const parsed = game.actionSchema.safeParse(recorded);
  if (!parsed.success)
    throw new RecordError(
      `Move ${index + 1} is not a ${game.name} move: ${readableError(parsed.error)}`,
      index,
    );
  const action = parsed.data as BaseAction;
  const pending = game.next(state);
  let after: unknown;
  try {
    after = game.apply(state, action);
  } catch (error) {
    if (error instanceof IllegalActionError)
      throw new RecordError(`Move ${index + 1} is not legal: ${error.reason}`, index);
    throw error;
  }
  const line = game.describe(action, state);
  const record =
    pending.kind === 'throw' && isThrow(action)
      ? matchingThrowRecord(throws[String(index)], pending.dice, action)
      : null;
  return { index, before: state, action, after, pending, line, record };
}

/**
 * The frames for `record`, given what was followed before (null at first). Throws a
 * RecordError or IllegalActionError when the record does not replay; the caller keeps
 * what it had.
 */
export function follow(
  game: AnyGame,
  previous: Followed | null,
  record: MatchRecord,
  throws: Readonly<Record<string, unknown>>,
  /** Build commentator frames too (only while the commentator feed is on: they cost a view per seat). */
  commentator = true,
): FollowResult {
  const match: MatchInfo = { game, rules: feedRulesFor(game.id), seats: record.seats };
  const grown = grewFrom(previous, record);
  const start = grown ? previous.record.actions.length : 0;
  // Checks the header (game, rules version, config) the way a save is checked.
  let state = grown ? previous.state : replay(game, { ...record, actions: [] });
  let audience = grown ? previous.audience : emptyAudienceFeed;
  let lastStep = grown ? previous.lastStep : null;
  const audienceFrames: AudienceFrame[] = [];
  const commentatorFrames: CommentatorFrame[] = [];
  for (let index = start; index < record.actions.length; index++) {
    const step = stepOf(game, state, record.actions[index]!, index, throws);
    const result = audienceStep(match, audience, step);
    audience = result.feed;
    state = step.after;
    lastStep = step;
    if (grown) {
      audienceFrames.push(result.frame);
      if (commentator) commentatorFrames.push(commentatorStep(match, step));
    }
  }
  const followed: Followed = { record, state, audience, lastStep };
  if (!grown) {
    audienceFrames.push(audienceNow(game, followed));
    if (commentator) commentatorFrames.push(commentatorNow(game, followed));
  }
  return {
    followed,
    audience: audienceFrames,
    commentator: commentatorFrames,
  };
}

/** The commentator's picture of the match now: for a feed switched on mid-match. */
export function commentatorNow(game: AnyGame, followed: Followed): CommentatorFrame {
  const match: MatchInfo = { game, rules: feedRulesFor(game.id), seats: followed.record.seats };
  return commentatorSnapshot(match, followed.state, followed.audience.log, followed.lastStep);
}

/** The audience's picture of the match now: for a page that joins mid-match. */
export function audienceNow(game: AnyGame, followed: Followed): AudienceFrame {
  const match: MatchInfo = { game, rules: feedRulesFor(game.id), seats: followed.record.seats };
  const step = followed.lastStep;
  const last = step && {
    index: step.index,
    seat: step.action.seat,
    type: step.action.type,
    line: step.line,
  };
  return audienceSnapshot(
    match,
    followed.audience,
    followed.state,
    followed.record.actions.length,
    last,
  );
}
