/** Server-sent events to every page listening on one feed. */
import type { ServerResponse } from 'node:http';

export interface SseEvent {
  readonly event: string;
  readonly data: unknown;
}

const encode = ({ event, data }: SseEvent): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class SseChannel {
  private readonly clients = new Set<ServerResponse>();

  /** `opening` gives what a page that just connected needs first (a snapshot). */
  constructor(private readonly opening: () => readonly SseEvent[]) {}

  get listeners(): number {
    return this.clients.size;
  }

  attach(response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // A dropped page reconnects on its own after two seconds.
    response.write('retry: 2000\n\n');
    for (const event of this.opening()) response.write(encode(event));
    this.clients.add(response);
    response.on('close', () => this.clients.delete(response));
  }

  send(event: SseEvent): void {
    const text = encode(event);
    for (const client of this.clients) client.write(text);
  }

  /** A comment line keeps idle connections open through proxies and OBS. */
  heartbeat(): void {
    for (const client of this.clients) client.write(': still here\n\n');
  }

  closeAll(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
