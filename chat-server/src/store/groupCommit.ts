import { isStorageUnavailable } from './storageUnavailable.ts';

/**
 * Group commit: calls that arrive while a flush is running wait and go together in the next flush, so
 * N concurrent chat turns cost one statement instead of N. There is no timer: a call on an idle
 * batcher is flushed on the next turn of the event loop (setImmediate, after the I/O already waiting,
 * so the requests that arrived together share the flush), which on a quiet server is microseconds. Every call
 * resolves only after the flush holding it has resolved (a write is durable before it is
 * acknowledged), and nothing is kept in memory past that.
 *
 * When a batch fails, each of its items is retried alone, so one bad item fails only its own call; unless storage is
 * unavailable: then every item would fail the same way, each after its own wait, so the whole batch fails at once.
 *
 * @example const write = groupCommit((turns) => writeTurns(db, turns), { maxBatch: 100 }); await write(turn);
 */
export function groupCommit<In, Out>(
  flush: (items: readonly In[]) => Promise<readonly Out[]>,
  options: { maxBatch: number },
): (item: In) => Promise<Out> {
  if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) throw new RangeError('maxBatch must be a positive integer');
  const queue: Pending<In, Out>[] = [];
  let draining = false;

  async function flushAlone(pending: Pending<In, Out>): Promise<void> {
    try {
      pending.resolve(single(await flush([pending.item])));
    } catch (error) {
      pending.reject(error);
    }
  }

  async function flushBatch(batch: Pending<In, Out>[]): Promise<void> {
    if (batch.length === 1) return flushAlone(batch[0]!);
    let results: readonly Out[];
    try {
      results = await flush(batch.map((pending) => pending.item));
    } catch (error) {
      if (isStorageUnavailable(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      for (const pending of batch) await flushAlone(pending);
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`groupCommit: flush returned ${results.length} results for ${batch.length} items`);
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const [index, pending] of batch.entries()) pending.resolve(results[index] as Out);
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await flushBatch(queue.splice(0, options.maxBatch));
    } finally {
      draining = false;
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      setImmediate(() => void drain());
    });
}

interface Pending<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(reason: unknown): void;
}

function single<Out>(results: readonly Out[]): Out {
  if (results.length !== 1) throw new Error(`groupCommit: flush returned ${results.length} results for 1 item`);
  return results[0]!;
}
