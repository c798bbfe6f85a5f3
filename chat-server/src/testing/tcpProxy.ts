import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Socket } from 'node:net';

/** For tests: a loopback TCP proxy whose link to the target the test can cut, blackhole and restore. */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones (each is closed as soon as it opens). */
  cut(): void;
  /**
   * Stops forwarding without closing anything, as a dead network link does: open connections stay open and
   * their bytes go nowhere; new connections are accepted and never answered.
   */
  blackhole(): void;
  /** Forwards new connections again; the connections that lived through a blackhole are closed (their streams lost bytes). */
  restore(): void;
  close(): Promise<void>;
}

/**
 * Starts a proxy on 127.0.0.1 (a free port) to `target`.
 * @example const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 }); proxy.cut();
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  /** Sockets that were open during a blackhole: closed when it ends. */
  const stranded = new Set<Socket>();
  let mode: 'forward' | 'cut' | 'blackhole' = 'forward';
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => {
      open.delete(socket);
      stranded.delete(socket);
    });
  };
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    track(client);
    client.on('error', () => client.destroy());
    if (mode === 'blackhole') {
      stranded.add(client);
      client.on('data', () => {});
      return;
    }
    const upstream = createConnection(target);
    track(upstream);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Bytes go through only while forwarding: a blackhole swallows them.
    client.on('data', (chunk) => {
      if (mode === 'forward') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'forward') client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const destroyAll = (sockets: Set<Socket>) => {
    for (const socket of [...sockets]) socket.destroy();
    sockets.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      mode = 'cut';
      destroyAll(open);
    },
    blackhole() {
      mode = 'blackhole';
      for (const socket of open) stranded.add(socket);
    },
    restore() {
      mode = 'forward';
      destroyAll(stranded);
    },
    close() {
      mode = 'cut';
      destroyAll(open);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
