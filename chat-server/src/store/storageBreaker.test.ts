import { describe, expect, it } from 'vitest';
import { waitFor } from '../waitFor.ts';
import { type StorageBreakerEvent, storageBreaker } from './storageBreaker.ts';
import { isStorageUnavailable } from './storageUnavailable.ts';

const outage = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });

function breakerWithProbe() {
  let databaseAnswers = false;
  let probes = 0;
  const events: StorageBreakerEvent[] = [];
  const breaker = storageBreaker({
    probeIntervalMs: 5,
    async probe() {
      probes += 1;
      if (!databaseAnswers) throw outage();
    },
    onChange: (event) => events.push(event),
  });
  return {
    breaker,
    events,
    probes: () => probes,
    databaseBack() {
      databaseAnswers = true;
    },
  };
}

describe('storageBreaker', () => {
  it('passes operations and their results through while the database answers', async () => {
    const { breaker, events } = breakerWithProbe();
    await expect(breaker.run(async () => 42)).resolves.toBe(42);
    expect(breaker.away).toBe(false);
    expect(events).toEqual([]);
    breaker.close();
  });

  it('does not open on an error that is not an outage (a bug, a constraint)', async () => {
    const { breaker } = breakerWithProbe();
    const violation = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      breaker.run(async () => {
        throw violation;
      }),
    ).rejects.toBe(violation);
    expect(breaker.away).toBe(false);
    await expect(breaker.run(async () => 'next')).resolves.toBe('next');
    breaker.close();
  });

  it('after an outage refuses every operation at once, without running it, as storage unavailable', async () => {
    const { breaker, events } = breakerWithProbe();
    await expect(
      breaker.run(async () => {
        throw outage();
      }),
    ).rejects.toThrow(/Connection terminated/);
    expect(breaker.away).toBe(true);
    let ran = false;
    const refused = await breaker
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(ran).toBe(false);
    expect(isStorageUnavailable(refused)).toBe(true);
    expect(events).toEqual([{ state: 'away', errorCode: undefined }]);
    breaker.close();
  });

  it('keeps probing while the database is away and closes when a probe succeeds', async () => {
    const { breaker, events, probes, databaseBack } = breakerWithProbe();
    await breaker
      .run(async () => {
        throw outage();
      })
      .catch(() => {});
    await waitFor(() => probes() >= 3, { what: 'several failed probes' });
    expect(breaker.away).toBe(true);
    databaseBack();
    await waitFor(() => !breaker.away, { what: 'the breaker to close' });
    await expect(breaker.run(async () => 'again')).resolves.toBe('again');
    expect(events.map((event) => event.state)).toEqual(['away', 'back']);
    breaker.close();
  });

  it('stops probing once closed', async () => {
    const { breaker, probes } = breakerWithProbe();
    await breaker
      .run(async () => {
        throw outage();
      })
      .catch(() => {});
    breaker.close();
    const after = probes();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(probes()).toBe(after);
  });
});
