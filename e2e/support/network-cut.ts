/**
 * A person's network to a table server, cut and restored at will, as Wi-Fi drops and comes
 * back: a TCP relay in front of the server, which the person's page is opened through. A
 * cut ends every connection without a goodbye (the server keeps the seat, the page tries to
 * come back), and turns away every new one until the network is restored.
 */
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface NetworkCut {
  /** The port the person's page reaches the server through. */
  readonly port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableNetwork(serverPort: number): Promise<NetworkCut> {
  let cut = false;
  const live = new Set<Socket>();
  const relay = createServer((near) => {
    if (cut) return void near.destroy();
    const far = connect(serverPort, '127.0.0.1');
    for (const socket of [near, far]) {
      live.add(socket);
      socket.on('close', () => live.delete(socket));
      socket.on('error', () => undefined);
    }
    near.pipe(far).pipe(near);
    near.on('close', () => far.destroy());
    far.on('close', () => near.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of live) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close() {
      for (const socket of live) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}
