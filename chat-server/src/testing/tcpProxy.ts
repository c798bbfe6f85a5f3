import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Socket } from 'node:net';

/** For tests: a loopback TCP proxy whose link to the target the test can cut and restore. */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones (each is closed as soon as it opens). */
  cut(): void;
  /** Forwards new connections again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * Starts a proxy on 127.0.0.1 (a free port) to `target`.
 * @example const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 }); proxy.cut();
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let linked = true;
  const server = createServer((client) => {
    if (!linked) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      linked = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      linked = true;
    },
    close() {
      linked = false;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
