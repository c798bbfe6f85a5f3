import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Socket } from 'node:net';

/** For tests: a loopback TCP proxy whose link to the target the test can cut and restore. */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones (each is closed as soon as it opens). */
  cut(): void;
  /**
   * Hangs the link: open connections stay open but nothing more is forwarded either way, and new ones are
   * accepted and never answered (a hung Redis, a blackholed database). `restore` forwards new connections again.
   */
  hang(): void;
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
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let linked = true;
  let hung = false;
  const server = createServer((client) => {
    if (hung) {
      open.add(client);
      client.on('close', () => open.delete(client));
      client.on('error', () => client.destroy());
      return;
    }
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
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      linked = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    hang() {
      hung = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      linked = true;
      hung = false;
    },
    close() {
      linked = false;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
