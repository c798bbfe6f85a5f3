import { spawnServer } from './serverProcess.mjs';

export interface StartedServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The server's DATA_DIR (a fresh temporary one unless given; removed when it stops). */
  dataDir: string;
  /** SIGTERM and wait for a clean exit; resolves with the exit code. */
  stop(): Promise<number | string | null>;
  /** Send a signal (default SIGKILL: a crash) and wait for the exit. */
  kill(signal?: NodeJS.Signals): Promise<number | string | null>;
}

export interface StartServerOptions {
  /** Pick one in your own range (platform 4100-4199). */
  port: number;
  /** Extra environment, e.g. { SMTP_URL, DATABASE_URL, TOD_ENGINE }. */
  env?: Record<string, string>;
  /** Reuse a DATA_DIR (e.g. to restart on the same data); it is then not removed. */
  dataDir?: string;
  /** Show the server's logs in the test output. */
  showLogs?: boolean;
}

/**
 * Starts an extra real server process for a test, ready when it resolves.
 * @example const server = await startServer({ port: 4120, env: { SMTP_URL: sink.url } }); … await server.stop();
 */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const started = await spawnServer({
    port: options.port,
    ...(options.env ? { env: options.env } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    stdio: options.showLogs ? 'inherit' : 'ignore',
  });
  return { url: started.url, port: started.port, dataDir: started.dataDir, stop: started.stop, kill: started.kill };
}
