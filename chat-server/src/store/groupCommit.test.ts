import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit.ts';

/** A flush that records its batches and resolves when the test says so. */
function controlledFlush() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const flush = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve) => releases.push(() => resolve(items.map((item) => item * 10))));
  };
  return { batches, releases, flush };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('flushes a lone call at once and resolves it with its own result', async () => {
    const write = groupCommit(async (items: readonly number[]) => items.map((item) => item + 1), { maxBatch: 10 });
    await expect(write(1)).resolves.toBe(2);
  });

  it('groups the calls that arrive while a flush runs into the next flush, in order', async () => {
    const { batches, releases, flush } = controlledFlush();
    const write = groupCommit(flush, { maxBatch: 10 });
    const first = write(1);
    await nextTurn();
    const waiting = [write(2), write(3), write(4)];
    expect(batches).toEqual([[1]]);
    releases[0]!();
    await expect(first).resolves.toBe(10);
    await nextTurn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]!();
    await expect(Promise.all(waiting)).resolves.toEqual([20, 30, 40]);
  });

  it('does not resolve a call before its flush has resolved', async () => {
    const { releases, flush } = controlledFlush();
    const write = groupCommit(flush, { maxBatch: 10 });
    let settled = false;
    const call = write(7).then(() => {
      settled = true;
    });
    await nextTurn();
    await nextTurn();
    expect(settled).toBe(false);
    releases[0]!();
    await call;
    expect(settled).toBe(true);
  });

  it('never puts more than maxBatch items in one flush', async () => {
    const sizes: number[] = [];
    const write = groupCommit(
      async (items: readonly number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 8 }, (_, index) => write(index)));
    expect(sizes).toEqual([3, 3, 2]);
  });

  it('retries each item of a failed batch alone, so one bad item fails only its own call', async () => {
    const write = groupCommit(
      async (items: readonly number[]) => {
        if (items.includes(13)) throw new Error('bad item 13');
        return items;
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([write(12), write(13), write(14)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('bad item 13'));
  });

  it('rejects every call of a batch that failed because storage is unavailable, without retrying each alone (issue 37.2)', async () => {
    const batches: number[][] = [];
    const outage = Object.assign(new Error('Query read timeout'), { code: undefined });
    const write = groupCommit(
      async (items: readonly number[]) => {
        batches.push([...items]);
        throw outage;
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: outage })));
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('rejects every call of a batch whose flush returns the wrong number of results', async () => {
    const write = groupCommit(async (items: readonly number[]) => items.slice(1), { maxBatch: 10 });
    const results = await Promise.allSettled([write(1), write(2)]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
  });

  it('keeps working after a failed flush', async () => {
    let fail = true;
    const write = groupCommit(
      async (items: readonly number[]) => {
        if (fail) throw new Error('storage down');
        return items;
      },
      { maxBatch: 10 },
    );
    await expect(write(1)).rejects.toThrow('storage down');
    fail = false;
    await expect(write(2)).resolves.toBe(2);
  });

  it('refuses a maxBatch below 1', () => {
    expect(() => groupCommit(async (items: readonly number[]) => items, { maxBatch: 0 })).toThrow(RangeError);
  });
});
