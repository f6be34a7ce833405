/**
 * A table server's log and memory under garbage clients: the server in this process with
 * its real limits (as `npm run serve` runs it), its log counted line by line as a file
 * would take it, its memory sampled after a full collection every 10 s; the clients in a
 * process of their own (hostile-garbage-client.ts).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { freePort } from '../../electron/online/test-support/free-port';
import { createTableServer } from '../../electron/online/table-server';
import { MemoryTableStore } from '../../electron/online/table-store';
import { startChild, waitFor } from './hostile-children';

export interface GarbageLoad {
  readonly clients: number;
  readonly seconds: number;
  readonly messagesSent: number;
  readonly comebacks: number;
  readonly logLines: number;
  readonly logBytes: number;
  /** Bytes held (heap and buffers) after a full collection, every 10 s from the start. */
  readonly heldMb: readonly number[];
  /** A few of the lines written, to show what they look like. */
  readonly sample: readonly string[];
}

interface ClientsReport {
  readonly present: number;
  readonly sent: number;
  readonly comebacks: number;
}

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
function heldMb(): number {
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return Math.round(((heapUsed + external) / 2 ** 20) * 10) / 10;
}

export async function garbageClients(clients: number, seconds: number): Promise<GarbageLoad> {
  let logLines = 0;
  let logBytes = 0;
  const sample: string[] = [];
  const tables = createTableServer({
    store: new MemoryTableStore(),
    log: (line) => {
      logLines++;
      logBytes += Buffer.byteLength(line) + 1;
      if (sample.length < 6 || logLines % 5000 === 0) sample.push(line);
    },
  });
  const port = await freePort();
  await tables.listen(port, '127.0.0.1');
  const garbage = startChild<ClientsReport>('hostile-garbage-client.ts', [
    port,
    clients,
    Math.ceil(clients / 10),
  ]);
  try {
    await waitFor(() => (garbage.latest()?.present ?? 0) >= clients, 60_000);
    const sentBefore = garbage.latest()?.sent ?? 0;
    logLines = 0;
    logBytes = 0;
    sample.length = 0;
    const held = [heldMb()];
    for (let s = 10; s <= seconds; s += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      held.push(heldMb());
    }
    const last = await garbage.stop();
    return {
      clients,
      seconds,
      messagesSent: (last?.sent ?? 0) - sentBefore,
      comebacks: last?.comebacks ?? 0,
      logLines,
      logBytes,
      heldMb: held,
      sample: sample.slice(0, 12),
    };
  } finally {
    await garbage.stop();
    await tables.close();
  }
}
