/**
 * Hands the match to the audience server as it grows. The whole record goes each time
 * (main works out what is new), so nothing is sent while streaming is off: a long match
 * would otherwise cost a growing message per action for nobody. While one message is on
 * its way, later changes wait and only the newest is sent after it.
 */
import type { MatchRecord } from '../../shared/engine/record';

export interface Published {
  readonly record: MatchRecord | null;
  readonly throws: Readonly<Record<string, unknown>>;
}

export interface AudiencePublisher {
  /** The match on the table changed (null: the match was left). */
  match(now: Published): void;
  /** Streaming was turned on or off; turning it on sends the match as it stands. */
  streaming(on: boolean): void;
  /** Resolves once nothing is waiting to be sent. */
  settled(): Promise<void>;
}

export function createAudiencePublisher(
  send: (published: Published) => Promise<void>,
  onProblem: (problem: unknown) => void,
): AudiencePublisher {
  let on = false;
  let latest: Published = { record: null, throws: {} };
  let sent: Published | null = null;
  let sending: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (on && latest !== sent) {
      const next = latest;
      sent = next;
      try {
        await send(next);
      } catch (error) {
        onProblem(error);
      }
    }
    sending = null;
  }

  const flush = (): void => {
    if (on && latest !== sent && !sending) sending = drain();
  };

  return {
    match(now) {
      if (now.record === latest.record && now.throws === latest.throws) return;
      latest = now;
      flush();
    },
    streaming(enabled) {
      if (enabled && !on) sent = null;
      on = enabled;
      flush();
    },
    settled: () => sending ?? Promise.resolve(),
  };
}
