import type { ChildProcess } from 'node:child_process';

export declare const REPO_ROOT: string;
export declare const MAIN_PATH: string;
export declare const TEST_CORS_ORIGINS: string[];

export interface SpawnedServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<number | string | null>;
  kill(signal?: NodeJS.Signals): Promise<number | string | null>;
}

export declare function spawnServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  timeoutMs?: number;
}): Promise<SpawnedServer>;
