/**
 * The commentator feed: every seat's hidden information, for casting. Frames are built
 * as the match goes and only ever leave through the delay queue (see delay-queue.ts).
 */
import type { Viewer } from '../engine/contract';
import { throwOf, type FeedStep, type MatchInfo } from './audience';
import type { CommentatorFrame } from './frames';

function frame(
  match: MatchInfo,
  state: unknown,
  fields: Pick<CommentatorFrame, 'kind' | 'actions' | 'last' | 'log' | 'throws'>,
): CommentatorFrame {
  const viewOf = (viewer: Viewer): unknown => match.game.view(state, viewer);
  const publicView = viewOf('public');
  return {
    ...fields,
    gameId: match.game.id,
    gameName: match.game.name,
    seats: match.seats,
    views: { public: publicView, seats: match.seats.map((_, seat) => viewOf(seat)) },
    pending: match.game.next(state),
    standings: match.rules.standings(publicView),
  };
}

const lastOf = (step: FeedStep): CommentatorFrame['last'] => ({
  index: step.index,
  seat: step.action.seat,
  type: step.action.type,
  line: step.line,
  action: step.action,
});

export function commentatorStep(match: MatchInfo, step: FeedStep): CommentatorFrame {
  const thrown = throwOf(step);
  const throws = [];
  if (thrown) {
    const { revealed: _revealed, ...commented } = thrown;
    throws.push(commented);
  }
  return frame(match, step.after, {
    kind: 'action',
    actions: step.index + 1,
    last: lastOf(step),
    log: [step.line],
    throws,
  });
}

export function commentatorSnapshot(
  match: MatchInfo,
  state: unknown,
  log: readonly string[],
  last: FeedStep | null,
): CommentatorFrame {
  return frame(match, state, {
    kind: 'snapshot',
    actions: last ? last.index + 1 : 0,
    last: last ? lastOf(last) : null,
    log,
    throws: [],
  });
}
