/**
 * Streaming in the main process: the settings, the match the audience follows, the
 * commentator's delay and the server's life. No Electron here: main injects the clock,
 * the token maker and the folder of the built page.
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame } from '../../../shared/engine/contract';
import type { MatchRecord } from '../../../shared/engine/record';
import {
  commentatorNow,
  emptyDelayQueue,
  enqueue,
  follow,
  release,
  withDelay,
  type CommentatorFrame,
  type DelayQueue,
  type Followed,
} from '../../../shared/feed';
import { audienceNow } from '../../../shared/feed/follow';
import {
  COMMENTATOR_DELAY,
  DEFAULT_AUDIENCE_PORT,
  type AudiencePatch,
  type AudienceStatus,
} from '../../../shared/ipc/audience';
import { LOOPBACK, startAudienceServer, type RunningServer } from './server';
import { SseChannel, type SseEvent } from './sse';
import { AUDIENCE_PAGE } from '../../web/static-files';

/** What is kept between launches, so a browser source set up once keeps working. */
export interface AudienceSaved {
  readonly port: number;
  readonly audienceToken: string;
  readonly commentatorToken: string;
  readonly commentatorDelaySeconds: number;
}

export interface AudienceDependencies {
  readonly staticDir: string;
  readonly findGame: (id: string) => AnyGame | undefined;
  readonly now?: () => number;
  readonly makeToken?: () => string;
  readonly saved?: Partial<AudienceSaved>;
  readonly onSave?: (saved: AudienceSaved) => void;
}

export interface AudienceController {
  status(): AudienceStatus;
  configure(patch: AudiencePatch): Promise<AudienceStatus>;
  newToken(): AudienceStatus;
  /** Throws (RecordError, IllegalActionError) when the record does not replay. */
  publish(record: MatchRecord | null, throws: Readonly<Record<string, unknown>>): void;
  /** Lets out the commentator frames whose delay has passed; main calls it every second. */
  tick(): void;
  close(): Promise<void>;
}

/** 192 random bits, URL-safe. */
const randomToken = (): string => randomBytes(24).toString('base64url');

export function createAudienceController(deps: AudienceDependencies): AudienceController {
  const now = deps.now ?? Date.now;
  const makeToken = deps.makeToken ?? randomToken;
  let port = deps.saved?.port ?? DEFAULT_AUDIENCE_PORT;
  let audienceToken = deps.saved?.audienceToken ?? makeToken();
  let commentatorToken = deps.saved?.commentatorToken ?? makeToken();
  let delaySeconds = deps.saved?.commentatorDelaySeconds ?? COMMENTATOR_DELAY.default;
  let enabled = false;
  let commentatorOn = false;
  let problem: string | null = null;
  let running: RunningServer | null = null;
  let match: { game: AnyGame; followed: Followed } | null = null;
  /** Frames wait here for the delay; null stands for "no match on the table". */
  let queue: DelayQueue<CommentatorFrame | null> = emptyDelayQueue(delaySeconds * 1000);
  let released: CommentatorFrame | null = null;
  let releasedLog: string[] = [];

  const audience = new SseChannel((): SseEvent[] =>
    match
      ? [{ event: 'snapshot', data: audienceNow(match.game, match.followed) }]
      : [{ event: 'idle', data: null }],
  );
  const commentator = new SseChannel((): SseEvent[] =>
    released
      ? [{ event: 'snapshot', data: { ...released, kind: 'snapshot', log: releasedLog } }]
      : [{ event: 'waiting', data: { delaySeconds } }],
  );

  const save = (): void =>
    deps.onSave?.({
      port,
      audienceToken,
      commentatorToken,
      commentatorDelaySeconds: delaySeconds,
    });

  const base = (token: string): string =>
    `http://${LOOPBACK}:${running!.port}/${token}/${AUDIENCE_PAGE}`;

  function status(): AudienceStatus {
    return {
      enabled,
      port,
      url: running ? base(audienceToken) : null,
      commentator: commentatorOn,
      commentatorDelaySeconds: delaySeconds,
      commentatorUrl:
        running && commentatorOn ? `${base(commentatorToken)}?feed=commentator` : null,
      listeners: { audience: audience.listeners, commentator: commentator.listeners },
      problem,
    };
  }

  async function stop(): Promise<void> {
    const server = running;
    running = null;
    await server?.close();
  }

  async function serve(): Promise<void> {
    await stop();
    try {
      running = await startAudienceServer(port, {
        staticDir: deps.staticDir,
        audienceToken: () => audienceToken,
        commentatorToken: () => (commentatorOn ? commentatorToken : null),
        audience,
        commentator,
      });
      problem = null;
    } catch (error) {
      enabled = false;
      const code = (error as NodeJS.ErrnoException).code;
      problem =
        code === 'EADDRINUSE'
          ? `Port ${port} is in use by another program: choose another port.`
          : `Streaming could not start: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  function clearCommentator(): void {
    queue = emptyDelayQueue(delaySeconds * 1000);
    released = null;
    releasedLog = [];
    commentator.closeAll();
  }

  return {
    status,
    async configure(patch) {
      const portChanged = patch.port !== undefined && patch.port !== port;
      port = patch.port ?? port;
      if (patch.commentatorDelaySeconds !== undefined) {
        delaySeconds = patch.commentatorDelaySeconds;
        queue = withDelay(queue, delaySeconds * 1000);
      }
      if (patch.commentator !== undefined && patch.commentator !== commentatorOn) {
        commentatorOn = patch.commentator;
        clearCommentator();
        if (commentatorOn && match)
          queue = enqueue(queue, now(), commentatorNow(match.game, match.followed));
      }
      if (patch.enabled !== undefined) enabled = patch.enabled;
      if (enabled && (!running || portChanged)) await serve();
      else if (!enabled) await stop();
      save();
      return status();
    },
    newToken() {
      audienceToken = makeToken();
      commentatorToken = makeToken();
      // Pages opened with the old tokens stop receiving anything.
      audience.closeAll();
      commentator.closeAll();
      save();
      return status();
    },
    publish(record, throws) {
      if (!record) {
        match = null;
        audience.send({ event: 'idle', data: null });
        if (commentatorOn) queue = enqueue(queue, now(), null);
        return;
      }
      const game = deps.findGame(record.gameId);
      if (!game) throw new Error(`No game "${record.gameId}" to stream.`);
      const previous = match?.game === game ? match.followed : null;
      const result = follow(game, previous, record, throws, commentatorOn);
      match = { game, followed: result.followed };
      for (const frame of result.audience) audience.send({ event: frame.kind, data: frame });
      for (const frame of result.commentator) queue = enqueue(queue, now(), frame);
    },
    tick() {
      const out = release(queue, now());
      queue = out.queue;
      for (const frame of out.due) {
        if (!frame) {
          released = null;
          releasedLog = [];
          commentator.send({ event: 'idle', data: null });
          continue;
        }
        releasedLog = frame.kind === 'snapshot' ? [...frame.log] : [...releasedLog, ...frame.log];
        released = frame;
        commentator.send({ event: frame.kind, data: frame });
      }
    },
    async close() {
      await stop();
    },
  };
}
