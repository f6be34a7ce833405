/** Server-sent events to every page listening on one feed. */
import type { ServerResponse } from 'node:http';

export interface SseEvent {
  readonly event: string;
  readonly data: unknown;
}

const encode = ({ event, data }: SseEvent): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class SseChannel {
  /** Each page with the bytes it may fall behind before it is dropped. */
  private readonly clients = new Map<ServerResponse, number>();

  /** `opening` gives what a page that just connected needs first (a snapshot). */
  constructor(private readonly opening: () => readonly SseEvent[]) {}

  get listeners(): number {
    return this.clients.size;
  }

  /** The most bytes written to one page and not yet taken by its socket. */
  get mostBuffered(): number {
    let most = 0;
    for (const client of this.clients.keys()) most = Math.max(most, client.writableLength);
    return most;
  }

  /**
   * A page that falls `maxBufferedBytes` behind is dropped rather than buffered for: it
   * reconnects on its own and starts again from a snapshot, so it misses nothing.
   */
  attach(response: ServerResponse, maxBufferedBytes: number): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // A dropped page reconnects on its own after two seconds.
    response.write('retry: 2000\n\n');
    for (const event of this.opening()) response.write(encode(event));
    this.clients.set(response, maxBufferedBytes);
    response.on('close', () => this.clients.delete(response));
  }

  send(event: SseEvent): void {
    this.write(encode(event));
  }

  /** A comment line keeps idle connections open through proxies and OBS. */
  heartbeat(): void {
    this.write(': still here\n\n');
  }

  closeAll(): void {
    for (const client of this.clients.keys()) client.end();
    this.clients.clear();
  }

  private write(text: string): void {
    for (const [client, maxBufferedBytes] of this.clients) {
      if (client.writableLength <= maxBufferedBytes) client.write(text);
      else {
        this.clients.delete(client);
        client.destroy();
      }
    }
  }
}
