import { isStorageUnavailable, StorageUnavailableError } from './storageUnavailable.ts';

/** What the breaker tells its owner (the server logs it): the database went away, or answers again. */
export type StorageBreakerEvent = { state: 'away'; errorCode: unknown } | { state: 'back'; outageMs: number };

export interface StorageBreakerOptions {
  /** Whether the database answers at all, on a connection of its own; must settle within a bounded time. */
  probe(): Promise<void>;
  /** Time between probes while the database is away. */
  probeIntervalMs?: number;
  onChange?(event: StorageBreakerEvent): void;
  now?: () => number;
}

export interface StorageBreaker {
  /** Runs `operation`, or rejects at once with StorageUnavailableError while the database is known to be away. */
  run<T>(operation: () => Promise<T>): Promise<T>;
  readonly away: boolean;
  /** Stops probing. */
  close(): void;
}

const PROBE_INTERVAL_MS = 500;

/**
 * Fail fast while the database is away (docs/decisions/0340). The first operation that fails because the
 * database cannot be reached or answer in time (store/storageUnavailable.ts) opens the breaker: from then on
 * every operation is refused at once, and one probe at a time checks the database until it answers, which
 * closes the breaker. Without it, each request queued behind a dead link would wait out its own timeouts
 * in turn, and a blackholed database would hold requests far longer than one statement's timeout.
 * @example const breaker = storageBreaker({ probe: () => pingOnFreshConnection() }); await breaker.run(() => pool.query(sql));
 */
export function storageBreaker(options: StorageBreakerOptions): StorageBreaker {
  const now = options.now ?? Date.now;
  const probeIntervalMs = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  let awaySince: number | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  async function probe(): Promise<void> {
    timer = undefined;
    if (closed || awaySince === undefined) return;
    try {
      await options.probe();
    } catch {
      if (!closed) timer = setTimeout(() => void probe(), probeIntervalMs).unref();
      return;
    }
    const outageMs = now() - awaySince;
    awaySince = undefined;
    options.onChange?.({ state: 'back', outageMs });
  }

  function trip(error: unknown): void {
    if (closed || awaySince !== undefined) return;
    awaySince = now();
    options.onChange?.({ state: 'away', errorCode: (error as { code?: unknown } | null)?.code });
    void probe();
  }

  return {
    async run(operation) {
      if (awaySince !== undefined) throw new StorageUnavailableError();
      try {
        return await operation();
      } catch (error) {
        if (isStorageUnavailable(error)) trip(error);
        throw error;
      }
    },
    get away() {
      return awaySince !== undefined;
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
