import { describe, expect, it } from 'vitest';
import { newMatchRecord, type MatchRecord } from '../../shared/engine/record';
import { game as stakes } from '../../shared/games/river-stakes';
import { createAudiencePublisher, type Published } from './audience-publisher';

const seats = [0, 1].map((i) => ({ name: `P${i + 1}`, kind: 'human' as const, colour: '#336699' }));
const start = newMatchRecord(stakes, { players: 2 }, 'publish', seats, new Date(0));
const withThrows = (n: number): MatchRecord => ({
  ...start,
  actions: Array.from({ length: n }, () => ({ type: 'throw', seat: 0, faces: [1, 2, 3, 4] })),
});

/** A send that waits until the test lets it finish, to see what queues up meanwhile. */
function slowSend() {
  const sent: Published[] = [];
  const waiting: (() => void)[] = [];
  const send = (p: Published): Promise<void> => {
    sent.push(p);
    return new Promise((done) => waiting.push(done));
  };
  const finishOne = async (): Promise<void> => {
    waiting.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, send, finishOne };
}

describe('publishing the match to the audience', () => {
  it('sends nothing at all while streaming is off, however long the match', async () => {
    const { sent, send } = slowSend();
    const publisher = createAudiencePublisher(send, () => undefined);
    for (let n = 0; n < 50; n++) publisher.match({ record: withThrows(n), throws: {} });
    publisher.match({ record: null, throws: {} });
    await publisher.settled();
    expect(sent).toEqual([]);
  });

  it('sends the match as it stands when streaming is turned on, then each change', async () => {
    const { sent, send, finishOne } = slowSend();
    const publisher = createAudiencePublisher(send, () => undefined);
    publisher.match({ record: withThrows(3), throws: {} });
    publisher.streaming(true);
    expect(sent.map((p) => p.record?.actions.length)).toEqual([3]);
    await finishOne();
    publisher.match({ record: withThrows(4), throws: { '3': 'physics' } });
    expect(sent.at(-1)).toEqual({ record: withThrows(4), throws: { '3': 'physics' } });
  });

  it('sends only the newest match after a slow message, not every step it missed', async () => {
    const { sent, send, finishOne } = slowSend();
    const publisher = createAudiencePublisher(send, () => undefined);
    publisher.match({ record: withThrows(1), throws: {} });
    publisher.streaming(true);
    for (let n = 2; n <= 9; n++) publisher.match({ record: withThrows(n), throws: {} });
    await finishOne();
    await finishOne();
    await finishOne();
    expect(sent.map((p) => p.record?.actions.length)).toEqual([1, 9]);
  });

  it('says the match was left, and sends it again after streaming was off and on', async () => {
    const { sent, send, finishOne } = slowSend();
    const publisher = createAudiencePublisher(send, () => undefined);
    publisher.match({ record: withThrows(2), throws: {} });
    publisher.streaming(true);
    await finishOne();
    publisher.match({ record: null, throws: {} });
    await finishOne();
    expect(sent.at(-1)?.record).toBeNull();
    publisher.match({ record: withThrows(5), throws: {} });
    await finishOne();
    publisher.streaming(false);
    publisher.match({ record: withThrows(6), throws: {} });
    expect(sent).toHaveLength(3);
    publisher.streaming(true);
    expect(sent.at(-1)?.record?.actions).toHaveLength(6);
  });

  it('reports a refused message and goes on with the next', async () => {
    const problems: unknown[] = [];
    let calls = 0;
    const publisher = createAudiencePublisher(
      () => (++calls === 1 ? Promise.reject(new Error('no')) : Promise.resolve()),
      (p) => problems.push(p),
    );
    publisher.match({ record: withThrows(1), throws: {} });
    publisher.streaming(true);
    await publisher.settled();
    publisher.match({ record: withThrows(2), throws: {} });
    await publisher.settled();
    expect(problems).toEqual([new Error('no')]);
    expect(calls).toBe(2);
  });
});
