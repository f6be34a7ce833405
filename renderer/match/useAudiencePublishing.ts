import { useEffect } from 'react';
import { hasHost, host, unwrap } from '../bridge/host';
import { useMatch } from '../stores/match';
import { useStreaming } from '../stores/streaming';
import { createAudiencePublisher } from './audience-publisher';

/**
 * While streaming is on, every change to the match on the table (an action, a throw, a
 * take-back, a load, leaving it) goes to the audience server.
 */
export function useAudiencePublishing(): void {
  useEffect(() => {
    if (!hasHost()) return;
    const publisher = createAudiencePublisher(
      async ({ record, throws }) => {
        await unwrap(host().audience.publish(record, throws));
      },
      (problem) => useStreaming.getState().tell((problem as Error).message),
    );
    const fromMatch = (): void => {
      const { record, throws } = useMatch.getState();
      publisher.match({ record, throws });
    };
    const fromStreaming = (): void =>
      publisher.streaming(useStreaming.getState().status?.enabled ?? false);
    fromMatch();
    fromStreaming();
    const stopMatch = useMatch.subscribe(fromMatch);
    const stopStreaming = useStreaming.subscribe(fromStreaming);
    void useStreaming.getState().load();
    return () => {
      stopMatch();
      stopStreaming();
    };
  }, []);
}
